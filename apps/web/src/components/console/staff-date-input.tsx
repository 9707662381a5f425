import { DateInput, type DateInputProps, DatesProvider } from '@mantine/dates';
import { STAFF_DATE_MAX, STAFF_DATE_MIN } from '@school/domain/staff/contracts/fields';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { parseStaffDate, STAFF_DATE_INPUT_FORMAT } from './staff-date';
import '@mantine/dates/styles.css';
import 'dayjs/locale/it';

/** The dayjs locale of the page's language (the console is Italian or English). */
function datesLocale(language: string): 'it' | 'en' {
  return language.startsWith('it') ? 'it' : 'en';
}

/**
 * The one place the console's dates take the page's language: every `StaffDateInput` (its value,
 * its calendar's months and weekdays) follows the language of the page, not the browser's, as a
 * native `<input type="date">` would. Around the console's pages (`StaffConsole`).
 */
export function StaffDatesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: datesLocale(i18n.language), firstDayOfWeek: 1 }}>
      {children}
    </DatesProvider>
  );
}

type Props = Omit<
  DateInputProps,
  'value' | 'onChange' | 'minDate' | 'maxDate' | 'dateParser' | 'valueFormat'
> & {
  /** The day as YYYY-MM-DD; '' or null is none. */
  value?: string | null;
  /** The day chosen or typed, as YYYY-MM-DD; '' once cleared. */
  onChange?: (value: string) => void;
  /** The first and last days it offers, YYYY-MM-DD. */
  min?: string;
  max?: string;
};

/** The days the console's records may hold (the staff contracts' dates), as a date input's `min` and `max`. */
export const STAFF_DATE_RANGE = { min: STAFF_DATE_MIN, max: STAFF_DATE_MAX } as const;

/**
 * A date of the console: shown in the page's language ("1 maggio 2026", "1 May 2026"), picked
 * from a calendar or typed (the day first as the portal shows dates, a month's name, or
 * YYYY-MM-DD); the form gets YYYY-MM-DD, as the API takes it.
 */
export function StaffDateInput({ value, onChange, min, max, clearable = true, ...rest }: Props) {
  const { t } = useTranslation('staff');
  return (
    <DateInput
      {...rest}
      clearButtonProps={{ 'aria-label': t('dates.clear') }}
      ariaLabels={{
        monthLevelControl: t('dates.chooseMonth'),
        yearLevelControl: t('dates.chooseYear'),
        nextMonth: t('dates.nextMonth'),
        previousMonth: t('dates.previousMonth'),
        nextYear: t('dates.nextYear'),
        previousYear: t('dates.previousYear'),
        nextDecade: t('dates.nextDecade'),
        previousDecade: t('dates.previousDecade'),
      }}
      value={value ? value : null}
      onChange={(day) => onChange?.(day ?? '')}
      minDate={min}
      maxDate={max}
      clearable={clearable}
      valueFormat={STAFF_DATE_INPUT_FORMAT}
      dateParser={parseStaffDate}
    />
  );
}

/**
 * A time of day in the console: text, not the browser's time picker (which may show 03:00 PM
 * beside a label reading HH:MM): the school writes 24-hour clock times.
 */
export const staffTimeInput = {
  placeholder: 'HH:MM',
  maxLength: 'HH:MM'.length,
  inputMode: 'numeric',
} as const;
