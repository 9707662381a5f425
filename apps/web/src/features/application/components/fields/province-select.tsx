import type { SelectProps } from '@mantine/core';
import { FOREIGN_PROVINCE } from '@school/domain/application/limits';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useProvinces } from '../../../reference/api/list-provinces';
import { ReferenceSelect } from './reference-select';

/**
 * An Italian province ("PR - Parma"), of `region` when given. "EE - For Foreign Country" is offered
 * only `withForeign` (step 2: an applicant on the Italian form may be born or live abroad, and the
 * province is required whenever it is shown); otherwise a hidden province saves it by itself
 * (R-province).
 */
export function ProvinceSelect({
  region = '',
  withForeign = false,
  ...props
}: Omit<SelectProps, 'data'> & { region?: string; withForeign?: boolean }) {
  const { t } = useTranslation('application');
  const provinces = useProvinces(region, !props.disabled);
  const data = useMemo(() => {
    const italian = (provinces.data?.items ?? [])
      .filter((province) => !province.isForeign)
      .map((province) => ({ value: province.value, label: province.value }));
    return withForeign
      ? [...italian, { value: FOREIGN_PROVINCE, label: t('step2.foreignProvince') }]
      : italian;
  }, [provinces.data, withForeign, t]);
  return <ReferenceSelect data={data} {...props} />;
}
