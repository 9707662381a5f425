import { NativeSelect, type NativeSelectProps, TextInput, type TextInputProps } from '@mantine/core';
import { SEXES } from '@school/domain/auth/contracts/sign-up';
import { DATE_MAX, DATE_MIN } from '@school/domain/shared/limits';

/** The person's fields of the portal's forms (sign-up, profile, application, billing). */

type NameField = 'firstName' | 'lastName';
type Sex = (typeof SEXES)[number];

/** The browser's autofill name of each name field. */
const NAME_AUTOCOMPLETE: Record<NameField, string> = { firstName: 'given-name', lastName: 'family-name' };

/**
 * First and last name, in this order, each filled in by the browser as the person's own. The form
 * gives each field's label and its input's props (value, limit, required mark).
 */
export function NameFields({
  label,
  inputProps,
}: {
  label: (field: NameField) => string;
  inputProps: (field: NameField) => TextInputProps;
}) {
  return (['firstName', 'lastName'] as const).map((field) => (
    <TextInput
      key={field}
      label={label(field)}
      autoComplete={NAME_AUTOCOMPLETE[field]}
      {...inputProps(field)}
    />
  ));
}

/** Sex as a select: "choose" (none) first, then the domain's sexes. */
export function SexSelect({
  chooseLabel,
  sexLabel,
  ...props
}: Omit<NativeSelectProps, 'data'> & { chooseLabel: string; sexLabel: (sex: Sex) => string }) {
  return (
    <NativeSelect
      data={[
        { value: '', label: chooseLabel },
        ...SEXES.map((sex) => ({ value: sex, label: sexLabel(sex) })),
      ]}
      {...props}
    />
  );
}

/** A date in the browser's picker, within the portal's range of dates unless the form narrows it. */
export function DateField(props: TextInputProps) {
  return <TextInput type="date" min={DATE_MIN} max={DATE_MAX} {...props} />;
}
