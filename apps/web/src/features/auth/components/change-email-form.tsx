import { Alert, Button, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ChangeEmailBodySchema } from '@school/domain/auth/contracts/change-email';
import { PASSWORD_MAX, TEXT_MAX } from '@school/domain/shared/limits';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { useCurrentUser } from '../../../lib/me';
import { fieldErrorsText, zodResolver } from '../../../lib/zod-resolver';
import { useChangeEmail } from '../api/change-email';

interface ChangeEmailValues {
  email: string;
  confirm: string;
  password: string;
}

/** E-mail change: current e-mail read-only; new e-mail and confirmation must match. */
export function ChangeEmailForm() {
  const { t } = useTranslation(['auth', 'common']);
  const errorText = useErrorText();
  const me = useCurrentUser();
  const changeEmail = useChangeEmail();
  const hasPassword = me?.hasPassword ?? true;
  const schemaErrors = zodResolver<ChangeEmailValues>(ChangeEmailBodySchema);
  const form = useForm<ChangeEmailValues>({
    mode: 'controlled',
    initialValues: { email: '', confirm: '', password: '' },
    validate: (values) => {
      const errors = schemaErrors(values);
      // Two addresses that differ: both fields are flagged, either may hold the typo.
      const differ =
        values.email.trim() !== '' &&
        values.confirm.trim() !== '' &&
        values.email.trim().toLowerCase() !== values.confirm.trim().toLowerCase();
      if (differ && errors.confirm && !errors.email) errors.email = errors.confirm;
      if (hasPassword && values.password === '' && !errors.password)
        errors.password = t('common:validation.required');
      return errors;
    },
  });

  const handleSubmit = (values: ChangeEmailValues) => {
    changeEmail.mutate(ChangeEmailBodySchema.parse(values), {
      onSuccess: () => {
        form.reset();
        notifications.show({
          color: 'green.9',
          message: t('changeEmail.success'),
          closeButtonProps: { 'aria-label': t('common:close') },
        });
      },
      onError: (error) => {
        if (isApiError(error, 'auth.emailMismatch')) form.setFieldError('confirm', errorText(error));
        if (isApiError(error, 'auth.emailTaken')) form.setFieldError('email', errorText(error));
        if (isApiError(error) && error.fields) form.setErrors(fieldErrorsText(error.fields));
      },
    });
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack gap="sm" maw={480}>
        <Title order={2} size="h3">
          {t('changeEmail.title')}
        </Title>
        <TextInput label={t('changeEmail.current')} value={me?.email ?? ''} readOnly variant="filled" />
        <TextInput
          label={t('changeEmail.new')}
          type="email"
          autoComplete="email"
          required
          maxLength={TEXT_MAX}
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('changeEmail.confirm')}
          type="email"
          autoComplete="email"
          required
          maxLength={TEXT_MAX}
          {...form.getInputProps('confirm')}
        />
        {hasPassword && (
          <PasswordField
            label={t('changeEmail.password')}
            autoComplete="current-password"
            required
            maxLength={PASSWORD_MAX}
            visibilityToggleButtonProps={{ 'aria-label': t('password.toggle') }}
            visibilityToggleFocusable
            {...form.getInputProps('password')}
          />
        )}
        {changeEmail.isError &&
          !isApiError(changeEmail.error, 'auth.emailTaken') &&
          !isApiError(changeEmail.error, 'auth.wrongOldPassword') && (
            <Alert color="red" variant="light">
              {errorText(changeEmail.error)}
            </Alert>
          )}
        <Button type="submit" loading={changeEmail.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('changeEmail.submit')}
        </Button>
      </Stack>
    </form>
  );
}
