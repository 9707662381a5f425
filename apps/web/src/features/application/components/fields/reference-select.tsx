import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The select of the application's reference lists (countries, regions, provinces,
 * municipalities, institutes): searchable, clearable, "nothing found" in the form's language.
 */
export function ReferenceSelect(props: SelectProps) {
  const { t } = useTranslation('application');
  return (
    <Select
      searchable
      clearable
      nothingFoundMessage={t('shell.nothingFound')}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
