import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMunicipalities } from '../../api/reference';

/**
 * An Italian municipality of `province` ("PR", "Parma" or "PR - Parma"), searchable by name; the
 * value saved is the name ("Colorno"). Disabled until a province is chosen.
 */
export function MunicipalitySelect({ province, ...props }: Omit<SelectProps, 'data'> & { province: string }) {
  const { t } = useTranslation('application');
  const municipalities = useMunicipalities({ province });
  const data = useMemo(
    () => [...new Set((municipalities.data?.items ?? []).map((municipality) => municipality.name))],
    [municipalities.data],
  );
  return (
    <Select
      searchable
      clearable
      data={data}
      disabled={province.trim() === '' || props.disabled}
      nothingFoundMessage={t('shell.nothingFound')}
      comboboxProps={{ withinPortal: true }}
      limit={200}
      {...props}
    />
  );
}
