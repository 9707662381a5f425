import { Alert, Button, Stack, Title } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type ChangePasswordBody,
  ChangePasswordBodySchema,
  passwordChangeProblem,
} from '@school/domain/auth/contracts/change-password';
import { PASSWORD_MAX } from '@school/domain/shared/limits';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { isApiError } from '../../../lib/api-client';
import { errorCodeOf, useErrorText } from '../../../lib/error-text';
import { useCurrentUser } from '../../../lib/me';
import { zodResolver } from '../../../lib/zod-resolver';
import { useChangePassword } from '../api/change-password';

/** Which field shows which error code. */
const FIELD_OF: Record<string, keyof ChangePasswordBody> = {
  'auth.wrongOldPassword': 'oldPassword',
  'auth.samePassword': 'newPassword',
  'auth.passwordMismatch': 'confirm',
  'auth.passwordTooShort': 'newPassword',
  'auth.passwordTooCommon': 'newPassword',
  'auth.passwordHasIdentifier': 'newPassword',
};

/** Password change: old, new and confirmation, each with show/hide. */
export function ChangePasswordForm() {
  const { t } = useTranslation(['auth', 'common']);
  const errorText = useErrorText();
  const me = useCurrentUser();
  const hasPassword = me?.hasPassword ?? true;
  const changePassword = useChangePassword();
  const schemaErrors = zodResolver<ChangePasswordBody>(ChangePasswordBodySchema);
  const form = useForm<ChangePasswordBody>({
    mode: 'controlled',
    initialValues: { oldPassword: '', newPassword: '', confirm: '' },
    validate: (values): FormErrors => {
      const errors = schemaErrors(values);
      if (Object.keys(errors).length > 0) return errors;
      if (hasPassword && values.oldPassword === '') return { oldPassword: t('common:validation.required') };
      const problem = passwordChangeProblem(values);
      const field = problem ? FIELD_OF[problem] : undefined;
      return problem && field ? { [field]: errorText(problem) } : {};
    },
  });

  const handleSubmit = (values: ChangePasswordBody) => {
    changePassword.mutate(values, {
      onSuccess: () => {
        form.reset();
        notifications.show({
          color: 'green.9',
          message: t('changePassword.success'),
          closeButtonProps: { 'aria-label': t('common:close') },
        });
      },
      onError: (error) => {
        const field = FIELD_OF[errorCodeOf(error)];
        if (field) form.setFieldError(field, errorText(error));
      },
    });
  };

  const passwordProps = {
    maxLength: PASSWORD_MAX,
    visibilityToggleButtonProps: { 'aria-label': t('password.toggle') },
    visibilityToggleFocusable: true,
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack gap="sm" maw={480}>
        <Title order={2} size="h3">
          {t('changePassword.title')}
        </Title>
        {hasPassword && (
          <PasswordField
            label={t('changePassword.old')}
            autoComplete="current-password"
            required
            {...passwordProps}
            {...form.getInputProps('oldPassword')}
          />
        )}
        <PasswordField
          label={t('changePassword.new')}
          autoComplete="new-password"
          required
          {...passwordProps}
          {...form.getInputProps('newPassword')}
        />
        <PasswordField
          label={t('changePassword.confirm')}
          autoComplete="new-password"
          required
          {...passwordProps}
          {...form.getInputProps('confirm')}
        />
        {changePassword.isError && !FIELD_OF[errorCodeOf(changePassword.error)] && (
          <Alert color="red" variant="light">
            {isApiError(changePassword.error) ? errorText(changePassword.error) : errorText('unknown')}
          </Alert>
        )}
        <Button type="submit" loading={changePassword.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('changePassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
