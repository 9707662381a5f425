import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegions } from '../../api/reference';

/** An Italian region ("Emilia-Romagna"). */
export function RegionSelect(props: Omit<SelectProps, 'data'>) {
  const { t } = useTranslation('application');
  const regions = useRegions();
  const data = useMemo(() => (regions.data?.items ?? []).map((region) => region.name), [regions.data]);
  return (
    <Select
      searchable
      clearable
      data={data}
      nothingFoundMessage={t('shell.nothingFound')}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
