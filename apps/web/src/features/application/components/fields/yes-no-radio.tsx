import { Group, Radio, type RadioGroupProps } from '@mantine/core';
import { YES_NO } from '@school/domain/application/picklists';
import { useTranslation } from 'react-i18next';

/** A yes/no question saved as "Si" or "No" ("Yes/no is stored as Si/No"). */
export function YesNoRadio(props: Omit<RadioGroupProps, 'children'>) {
  const { t } = useTranslation('application');
  return (
    <Radio.Group {...props}>
      <Group mt="xs">
        {YES_NO.map((value) => (
          <Radio key={value} value={value} label={value === 'Si' ? t('shell.yes') : t('shell.no')} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** A yes/no question held as a boolean (consents): the same look, true/false values. */
export function BooleanRadio({
  value,
  onChange,
  ...props
}: Omit<RadioGroupProps, 'children' | 'value' | 'onChange'> & {
  value: boolean | null | undefined;
  onChange: (value: boolean) => void;
}) {
  const { t } = useTranslation('application');
  return (
    <Radio.Group
      {...props}
      value={value === true ? 'true' : value === false ? 'false' : ''}
      onChange={(next) => onChange(next === 'true')}
    >
      <Group mt="xs">
        <Radio value="true" label={t('shell.yes')} />
        <Radio value="false" label={t('shell.no')} />
      </Group>
    </Radio.Group>
  );
}
