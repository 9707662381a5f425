import { Select, type SelectProps } from '@mantine/core';
import { normalisePhonePrefix } from '@school/domain/application/phone';
import type { CallingCode } from '@school/domain/reference/contracts/list-calling-codes';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallingCodes } from '../../../reference/api/list-calling-codes';
import { useWizard } from '../wizard-context';
import { APPLICATION_COMBOBOX } from './reference-select';

/**
 * Where several countries share one calling code, the country shown for a saved prefix (only the
 * digits are saved, so "+1" comes back as the United States rather than, say, Canada).
 */
const MAIN_COUNTRY: Readonly<Record<string, string>> = {
  '1': 'US',
  '7': 'RU',
  '39': 'IT',
  '44': 'GB',
  '47': 'NO',
  '61': 'AU',
  '212': 'MA',
  '262': 'RE',
  '290': 'SH',
  '358': 'FI',
  '590': 'GP',
  '599': 'CW',
};

/** The option of a prefix that is in no entry of the list (a value saved long ago). */
const UNLISTED = 'unlisted:';

export type PhonePrefixSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'defaultValue'> & {
  /** The prefix digits ("39"), as `phonePrefixField` saves them; '' or null when none is chosen. */
  value?: string | null;
  onChange?: (prefix: string | null) => void;
};

/** The entry shown for `prefix`: the one the user picked, else the main country of the code. */
function entryFor(codes: readonly CallingCode[], prefix: string, picked: string | null): CallingCode | null {
  const sharing = codes.filter((code) => code.prefix === prefix);
  return (
    sharing.find((code) => code.country === picked) ??
    sharing.find((code) => code.country === MAIN_COUNTRY[prefix]) ??
    sharing[0] ??
    null
  );
}

/**
 * An international calling code ("+39 Italia"), searchable by country name or by digits. There is
 * one option per country (several share a code: +1, +7, +44...), but the value given and taken is
 * the prefix digits ("39"), which is what the step saves and what `splitPhone` gives back.
 */
export function PhonePrefixSelect({ value, onChange, ...props }: PhonePrefixSelectProps) {
  const { t } = useTranslation('application');
  const { locale } = useWizard();
  const callingCodes = useCallingCodes(locale);
  const codes = callingCodes.data?.items;
  const [picked, setPicked] = useState<string | null>(null);
  const prefix = normalisePhonePrefix(value);

  const entry = useMemo(
    () => (prefix === '' ? null : entryFor(codes ?? [], prefix, picked)),
    [codes, prefix, picked],
  );
  const data = useMemo(() => {
    const options = (codes ?? []).map((code) => ({
      value: code.country,
      label: `+${code.prefix} ${code.name}`,
    }));
    // A prefix the list does not hold still shows (the domain check then reports it).
    if (prefix !== '' && codes && !entry)
      options.unshift({ value: `${UNLISTED}${prefix}`, label: `+${prefix}` });
    return options;
  }, [codes, prefix, entry]);

  const selected = prefix === '' ? null : entry ? entry.country : `${UNLISTED}${prefix}`;

  const handleChange = (country: string | null) => {
    setPicked(country);
    if (country === null) {
      onChange?.(null);
      return;
    }
    if (country.startsWith(UNLISTED)) {
      onChange?.(country.slice(UNLISTED.length));
      return;
    }
    onChange?.(codes?.find((code) => code.country === country)?.prefix ?? null);
  };

  return (
    <Select
      searchable
      clearable
      data={data}
      value={selected}
      onChange={handleChange}
      nothingFoundMessage={t('shell.nothingFound')}
      comboboxProps={APPLICATION_COMBOBOX}
      {...props}
    />
  );
}
