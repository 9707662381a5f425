import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Fieldset,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { MOBILE_MAX } from '@school/domain/application/limits';
import { filterPhoneInput, isPhoneKeyAllowed } from '@school/domain/application/phone';
import { SEXES } from '@school/domain/auth/contracts/sign-up';
import { schoolClock } from '@school/domain/shared/clock';
import { PASSWORD_MAX } from '@school/domain/shared/limits';
import {
  canSubmitVoucherRegistration,
  isProvinceAsked,
  provinceToSend,
  VOUCHER_OCCUPATIONS,
  VOUCHER_POSTCODE_MAX,
  VOUCHER_TAX_CODE_MAX,
  VOUCHER_TEXT_MAX,
  type VoucherRegistrationFields,
  voucherRegistrationSchema,
} from '@school/domain/vouchers/registration';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ClipboardEvent, type KeyboardEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PasswordField } from '../../../components/password-field';
import { DateField } from '../../../components/person-fields';
import { useLocale } from '../../../hooks/use-locale';
import { zodResolver } from '../../../lib/zod-resolver';
import { useCountries } from '../../reference/api/list-countries';
import { useProvinces } from '../../reference/api/list-provinces';

export type RegistrationValues = Required<{
  [K in keyof VoucherRegistrationFields]-?: Exclude<VoucherRegistrationFields[K], undefined>;
}>;

const initialValues: RegistrationValues = {
  firstName: '',
  lastName: '',
  sex: '',
  mobilePhone: '',
  email: '',
  emailConfirmation: '',
  street: '',
  city: '',
  postalCode: '',
  province: '',
  country: '',
  birthDate: '',
  birthCity: '',
  birthProvince: '',
  birthCountry: '',
  taxCode: '',
  occupation: '',
  password: '',
  passwordConfirmation: '',
  privacy: false,
  marketing: false,
};

/**
 * What the form sends and checks: "Province sent is the chosen one only if country is Italia,
 * otherwise "EE - For Foreign Country"" (the birth province alike). A province picked for Italia
 * stays in the form, hidden, when the country changes, and comes back with Italia.
 */
export function registrationToSend(values: RegistrationValues): RegistrationValues {
  return {
    ...values,
    province: provinceToSend({}, values.country, values.province),
    birthProvince: provinceToSend({}, values.birthCountry, values.birthProvince),
  };
}

/** "paste and copy disabled" on the e-mail confirmation. */
const noClipboard = {
  onPaste: (event: ClipboardEvent<HTMLElement>) => event.preventDefault(),
  onCopy: (event: ClipboardEvent<HTMLElement>) => event.preventDefault(),
};

/** "mobile (only digits or plus typed)". */
const phoneKeys = {
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
    if (!event.ctrlKey && !event.metaKey && !isPhoneKeyAllowed(event.key)) event.preventDefault();
  },
};

/**
 * The voucher page's registration form (specification 001, section 5 "Voucher registration"):
 * every field and rule of `voucherRegistrationSchema`, checked as the server checks them; the
 * province only for Italia ("EE - For Foreign Country" otherwise); submit only with both consents;
 * "Confermi e manda?" before sending.
 */
export function VoucherRegistrationForm({
  pending,
  errorCode,
  onSubmit,
  onSignIn,
}: {
  pending: boolean;
  /** The message of a failed registration, already translated. */
  errorCode: string | null;
  /** Sends the form; resolves to the server's field errors (translated), if any. */
  onSubmit: (values: RegistrationValues) => Promise<Record<string, string> | null>;
  onSignIn: () => void;
}) {
  const { t } = useTranslation('vouchers');
  const locale = useLocale();
  const countries = useCountries(locale);
  const provinces = useProvinces();
  const [confirming, setConfirming] = useState<RegistrationValues | null>(null);

  const countryData = useMemo(
    () => (countries.data?.items ?? []).map((c) => ({ value: c.value, label: c.name })),
    [countries.data],
  );
  const provinceData = useMemo(
    () =>
      (provinces.data?.items ?? [])
        .filter((p) => !p.isForeign)
        .map((p) => ({ value: p.value, label: p.value })),
    [provinces.data],
  );

  const today = schoolClock(new Date()).today;
  const schema = useMemo(
    () =>
      voucherRegistrationSchema({
        today,
        countries: countries.data ? countryData.map((c) => c.value) : undefined,
        provinces: provinces.data ? provinceData.map((p) => p.value) : undefined,
      }),
    [today, countries.data, provinces.data, countryData, provinceData],
  );

  const form = useForm<RegistrationValues>({
    mode: 'controlled',
    initialValues,
    validate: zodResolver<RegistrationValues>(schema, { toInput: registrationToSend }),
  });

  const text = (field: keyof RegistrationValues, max = VOUCHER_TEXT_MAX) => ({
    label: t(`register.${field}` as 'register.firstName'),
    required: true,
    maxLength: max,
    ...form.getInputProps(field),
  });
  const select = (
    field: 'country' | 'birthCountry' | 'province' | 'birthProvince',
    data: typeof countryData,
  ) => ({
    label: t(`register.${field}`),
    required: true,
    searchable: true,
    clearable: true,
    data,
    nothingFoundMessage: t('register.nothingFound'),
    comboboxProps: { withinPortal: true, hideDetached: false },
    ...form.getInputProps(field),
    value: form.values[field] || null,
    onChange: (value: string | null) => form.setFieldValue(field, value ?? ''),
  });

  const showProvince = isProvinceAsked({}, form.values.country);
  const showBirthProvince = isProvinceAsked({}, form.values.birthCountry);

  return (
    <form onSubmit={form.onSubmit((values) => setConfirming(registrationToSend(values)))} noValidate>
      <Stack gap="md">
        <Text>{t('register.intro')}</Text>
        <Anchor component="button" type="button" onClick={onSignIn} fw={600} ta="left">
          {t('register.toSignIn')}
        </Anchor>
        {errorCode && (
          <Alert color="red.9" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
            {errorCode}
          </Alert>
        )}
        <Fieldset legend={t('register.personal')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput autoComplete="given-name" {...text('firstName')} />
            <TextInput autoComplete="family-name" {...text('lastName')} />
            <Select
              label={t('register.sex')}
              required
              placeholder={t('register.choose')}
              data={SEXES.map((sex) => ({ value: sex, label: t(`register.sexes.${sex}`) }))}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('sex')}
              value={form.values.sex || null}
              onChange={(value) => form.setFieldValue('sex', value ?? '')}
            />
            <TextInput
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              {...text('mobilePhone', MOBILE_MAX)}
              {...phoneKeys}
              onChange={(event) =>
                form.setFieldValue('mobilePhone', filterPhoneInput(event.currentTarget.value))
              }
            />
            <TextInput type="email" autoComplete="email" {...text('email')} />
            <TextInput type="email" autoComplete="off" {...text('emailConfirmation')} {...noClipboard} />
            <TextInput
              {...text('taxCode', VOUCHER_TAX_CODE_MAX)}
              onChange={(event) => form.setFieldValue('taxCode', event.currentTarget.value.toUpperCase())}
            />
            <Select
              label={t('register.occupation')}
              required
              placeholder={t('register.choose')}
              data={VOUCHER_OCCUPATIONS.map((o) => ({ value: o, label: t(`register.occupations.${o}`) }))}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('occupation')}
              value={form.values.occupation || null}
              onChange={(value) => form.setFieldValue('occupation', value ?? '')}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('register.residence')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput autoComplete="street-address" {...text('street')} />
            <TextInput autoComplete="address-level2" {...text('city')} />
            <TextInput autoComplete="postal-code" {...text('postalCode', VOUCHER_POSTCODE_MAX)} />
            <Select {...select('country', countryData)} />
            {showProvince && <Select {...select('province', provinceData)} />}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('register.birth')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField max={today} autoComplete="bday" {...text('birthDate', 10)} />
            <TextInput {...text('birthCity')} />
            <Select {...select('birthCountry', countryData)} />
            {showBirthProvince && <Select {...select('birthProvince', provinceData)} />}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('register.account')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordField
              autoComplete="new-password"
              visibilityToggleButtonProps={{ 'aria-label': t('register.passwordToggle') }}
              visibilityToggleFocusable
              {...text('password', PASSWORD_MAX)}
            />
            <PasswordField
              autoComplete="new-password"
              visibilityToggleButtonProps={{ 'aria-label': t('register.passwordToggle') }}
              visibilityToggleFocusable
              {...text('passwordConfirmation', PASSWORD_MAX)}
            />
          </SimpleGrid>
        </Fieldset>
        <Checkbox label={t('register.privacy')} {...form.getInputProps('privacy', { type: 'checkbox' })} />
        <Checkbox
          label={t('register.marketing')}
          {...form.getInputProps('marketing', { type: 'checkbox' })}
        />
        {!canSubmitVoucherRegistration(form.values) && (
          <Text size="sm" c="gray.7">
            {t('register.consentsHint')}
          </Text>
        )}
        <Button type="submit" loading={pending} disabled={!canSubmitVoucherRegistration(form.values)}>
          {t('register.submit')}
        </Button>
      </Stack>
      <ConfirmDialog
        opened={confirming !== null}
        title={t('register.confirmTitle')}
        text={t('register.confirm')}
        confirmLabel={t('register.yes')}
        cancelLabel={t('register.no')}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const values = confirming;
          setConfirming(null);
          if (values)
            void onSubmit(values).then((errors) => {
              if (errors) form.setErrors(errors);
            });
        }}
      />
    </form>
  );
}
