import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './reference-select.module.css';

/**
 * The list of every select of the application: in a portal, and kept open with its input when the
 * page scrolls (on a phone, opening a select low on a long form scrolls the page for the on-screen
 * keyboard; Mantine would otherwise close the list as the input leaves the screen).
 */
export const APPLICATION_COMBOBOX = { withinPortal: true, hideDetached: false } as const;

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
      comboboxProps={APPLICATION_COMBOBOX}
      classNames={{ input: classes.input, option: classes.option }}
      {...props}
    />
  );
}
