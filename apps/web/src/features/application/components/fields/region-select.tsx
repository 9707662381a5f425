import type { SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useRegions } from '../../../reference/api/list-regions';
import { ReferenceSelect } from './reference-select';

/** An Italian region ("Emilia-Romagna"). */
export function RegionSelect(props: Omit<SelectProps, 'data'>) {
  const regions = useRegions();
  const data = useMemo(() => (regions.data?.items ?? []).map((region) => region.name), [regions.data]);
  return <ReferenceSelect data={data} {...props} />;
}
