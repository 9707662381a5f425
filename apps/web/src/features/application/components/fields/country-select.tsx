import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../api/reference';
import { useWizard } from '../wizard-context';

/**
 * A country, searchable by its name in the form's language; the value saved is the Italian key
 * ("Italia", "Francia", "Apolide" for the stateless entry).
 */
export function CountrySelect(props: Omit<SelectProps, 'data'>) {
  const { t } = useTranslation('application');
  const { locale } = useWizard();
  const countries = useCountries(locale);
  const data = useMemo(
    () => (countries.data?.items ?? []).map((country) => ({ value: country.value, label: country.name })),
    [countries.data],
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
