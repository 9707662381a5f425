import type { SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useCountries } from '../../../reference/api/list-countries';
import { useWizard } from '../wizard-context';
import { ReferenceSelect } from './reference-select';

/**
 * A country, searchable by its name in the form's language; the value saved is the Italian key
 * ("Italia", "Francia", "Apolide" for the stateless entry).
 */
export function CountrySelect(props: Omit<SelectProps, 'data'>) {
  const { locale } = useWizard();
  const countries = useCountries(locale);
  const data = useMemo(
    () => (countries.data?.items ?? []).map((country) => ({ value: country.value, label: country.name })),
    [countries.data],
  );
  return <ReferenceSelect data={data} {...props} />;
}
