import type { SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useMunicipalities } from '../../../reference/api/list-municipalities';
import { ReferenceSelect } from './reference-select';

/**
 * An Italian municipality of `province` ("PR", "Parma" or "PR - Parma"), searchable by name; the
 * value saved is the name ("Colorno"). Disabled until a province is chosen.
 */
export function MunicipalitySelect({ province, ...props }: Omit<SelectProps, 'data'> & { province: string }) {
  const municipalities = useMunicipalities({ province });
  const data = useMemo(
    () => [...new Set((municipalities.data?.items ?? []).map((municipality) => municipality.name))],
    [municipalities.data],
  );
  return (
    <ReferenceSelect data={data} disabled={province.trim() === '' || props.disabled} limit={200} {...props} />
  );
}
