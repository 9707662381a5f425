import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { canSubmitSignUp, type SignUpBody, SignUpBodySchema } from '@school/domain/auth/contracts/sign-up';
import { roleNeedsSecretariatConfirmation, SIGNUP_ROLES } from '@school/domain/auth/roles';
import { PHONE_MAX, TEXT_MAX } from '@school/domain/shared/limits';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ExternalLink } from '../../../components/external-link';
import { PasswordField } from '../../../components/password-field';
import { DateField, NameFields, SexSelect } from '../../../components/person-fields';
import { externalUrl } from '../../../config/links';
import { paths } from '../../../config/paths';
import { useLocale } from '../../../hooks/use-locale';
import { isApiError } from '../../../lib/api-client';
import { errorCodeOf, useErrorText } from '../../../lib/error-text';
import { fieldErrorsText, zodResolver } from '../../../lib/zod-resolver';
import { useSignUp } from '../api/sign-up';
import { afterLoginTarget } from '../utils/after-login-target';

export interface SignUpFormValues {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  sex: '' | 'F' | 'M';
  birthDate: string;
  email: string;
  mobilePhone: string;
  role: string;
  privacy: boolean;
}

const initialValues: SignUpFormValues = {
  username: '',
  password: '',
  firstName: '',
  lastName: '',
  sex: '',
  birthDate: '',
  email: '',
  mobilePhone: '',
  role: '',
  privacy: false,
};

function toBody(values: SignUpFormValues, language: 'it' | 'en'): Record<string, unknown> {
  return { ...values, role: values.role === '' ? undefined : Number(values.role), language };
}

/** The query of the current page without `signup`: where Cancel goes back to. */
function loginLink(searchParams: URLSearchParams): string {
  const next = new URLSearchParams(searchParams);
  next.delete('signup');
  const query = next.toString();
  return query === '' ? paths.profile : `${paths.profile}?${query}`;
}

/** Sign-up form, specification 000 sections 2 and 5. On success the user is signed in. */
export function SignUpForm() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signUp = useSignUp();
  const [errorCode, setErrorCode] = useState<string | null>(null);

  const form = useForm<SignUpFormValues>({
    mode: 'controlled',
    initialValues,
    validate: zodResolver<SignUpFormValues>(SignUpBodySchema, {
      toInput: (values) => toBody(values, locale),
      messages: {
        privacy: 'auth:signup.privacyRequired',
        role: 'auth:signup.roleRequired',
      },
    }),
  });

  const handleSubmit = (values: SignUpFormValues) => {
    setErrorCode(null);
    signUp.mutate(SignUpBodySchema.parse(toBody(values, locale)) as SignUpBody, {
      onSuccess: () => navigate(afterLoginTarget(searchParams), { replace: true }),
      onError: (error) => {
        const code = errorCodeOf(error);
        if (code === 'auth.usernameTaken') form.setFieldError('username', errorText(code));
        if (isApiError(error) && error.fields) form.setErrors(fieldErrorsText(error.fields));
        setErrorCode(code);
      },
    });
  };

  const needsConfirmation =
    form.values.role !== '' && roleNeedsSecretariatConfirmation(Number(form.values.role));
  // The contract's limits: every text field TEXT_MAX, the phone PHONE_MAX.
  const textInput = (field: keyof SignUpFormValues) => ({
    maxLength: field === 'mobilePhone' ? PHONE_MAX : TEXT_MAX,
    ...form.getInputProps(field),
  });

  return (
    <Stack gap="md" maw={720} w="100%">
      <Text>{t('signup.intro')}</Text>
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack gap="md">
          {errorCode && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />}>
              {errorText(errorCode)}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('signup.username')}
              type="email"
              autoComplete="email"
              required
              {...textInput('username')}
            />
            <PasswordField
              label={t('signup.password')}
              autoComplete="new-password"
              required
              visibilityToggleButtonProps={{ 'aria-label': t('password.toggle') }}
              visibilityToggleFocusable
              {...textInput('password')}
            />
            <NameFields
              label={(field) => t(`signup.${field}`)}
              inputProps={(field) => ({ required: field === 'lastName', ...textInput(field) })}
            />
            <SexSelect
              label={t('signup.sex')}
              chooseLabel={t('signup.choose')}
              sexLabel={(sex) => t(`signup.sexes.${sex}`)}
              {...form.getInputProps('sex')}
            />
            <DateField
              label={t('signup.birthDate')}
              autoComplete="bday"
              {...form.getInputProps('birthDate')}
            />
            <TextInput
              label={t('signup.email')}
              type="email"
              autoComplete="email"
              required
              {...textInput('email')}
            />
            <TextInput
              label={t('signup.mobilePhone')}
              type="tel"
              autoComplete="tel"
              {...textInput('mobilePhone')}
            />
            <NativeSelect
              label={t('signup.role')}
              required
              data={[
                { value: '', label: t('signup.choose') },
                ...SIGNUP_ROLES.map((role) => ({ value: String(role), label: t(`signup.roles.${role}`) })),
              ]}
              {...form.getInputProps('role')}
            />
          </SimpleGrid>
          {needsConfirmation && (
            <Alert variant="light" icon={<IconInfoCircle aria-hidden="true" />} data-testid="role-note">
              {t('signup.roleNote')}
            </Alert>
          )}
          <Checkbox
            label={t('signup.privacy')}
            description={
              <ExternalLink href={externalUrl('privacy', locale)}>{t('signup.privacyLink')}</ExternalLink>
            }
            {...form.getInputProps('privacy', { type: 'checkbox' })}
          />
          <Text size="sm">{t('signup.requiredHint')}</Text>
          <Group>
            <Button type="submit" disabled={!canSubmitSignUp(form.values)} loading={signUp.isPending}>
              {t('signup.submit')}
            </Button>
            <Button variant="default" onClick={() => navigate(loginLink(searchParams))}>
              {t('signup.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
