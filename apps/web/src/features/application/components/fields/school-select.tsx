import type { SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useSchools } from '../../../reference/api/list-schools';
import { ReferenceSelect } from './reference-select';

/**
 * An Italian hotel or culinary institute of the chosen place (step 3: "institute pick list for
 * Italian hotel-school with matching schools"), searchable by its name; the value saved is the
 * registry's school code (Istituto__c), the label its name and city. The server filters the
 * registry by region, province and city (case- and accent-insensitively); while a new place loads,
 * the schools of the previous one are not offered.
 */
export function SchoolSelect({
  region,
  province,
  city,
  ...props
}: Omit<SelectProps, 'data'> & { region: string; province: string; city: string }) {
  const enabled = !props.disabled;
  const schools = useSchools({ region, province, city }, enabled);
  const items = enabled && !schools.isPlaceholderData ? schools.data?.items : undefined;
  const data = useMemo(
    () => (items ?? []).map((school) => ({ value: school.code, label: `${school.name} (${school.city})` })),
    [items],
  );
  return <ReferenceSelect data={data} limit={200} {...props} />;
}
