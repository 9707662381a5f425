import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useProvinces } from '../../api/reference';

/**
 * An Italian province ("PR - Parma"), of `region` when given. "EE - For Foreign Country" is not
 * offered: a hidden province saves it by itself (R-province).
 */
export function ProvinceSelect({ region = '', ...props }: Omit<SelectProps, 'data'> & { region?: string }) {
  const { t } = useTranslation('application');
  const provinces = useProvinces(region);
  const data = useMemo(
    () =>
      (provinces.data?.items ?? [])
        .filter((province) => !province.isForeign)
        .map((province) => ({ value: province.value, label: province.value })),
    [provinces.data],
  );
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
