import { Button, Stack } from '@mantine/core';
import { PASSWORD_MAX } from '@school/domain/shared/limits';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PasswordField } from '../../../components/password-field';
import { ResultText } from '../../../components/result-text';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/error-text';
import { useResetPassword } from '../api/reset-password';

/** How long the green "done" text stays before the profile opens. */
const REDIRECT_DELAY_MS = 2000;

/** New-password page: reads `tkn`; new password and confirmation; on success goes to the profile. */
export function NewPasswordForm() {
  const { t } = useTranslation(['auth', 'common']);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('tkn') ?? '';
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(token === '' ? 'auth.resetLinkInvalid' : null);

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(() => navigate(paths.profile, { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    reset.reset();
    if (token === '') return setProblem('auth.resetLinkInvalid');
    if (password === '') return setProblem('common:validation.required');
    if (password !== confirm) return setProblem('auth.passwordMismatch');
    setProblem(null);
    reset.mutate({ tkn: token, password, confirm });
  };

  let failureText: string | null = null;
  if (problem === 'common:validation.required') failureText = t('common:validation.required');
  else if (problem !== null) failureText = errorText(problem);
  else if (reset.isError) failureText = errorText(reset.error);

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md" maw={420}>
        <PasswordField
          label={t('newPassword.password')}
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          visibilityToggleButtonProps={{ 'aria-label': t('password.toggle') }}
          visibilityToggleFocusable
        />
        <PasswordField
          label={t('newPassword.confirm')}
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX}
          value={confirm}
          onChange={(event) => setConfirm(event.currentTarget.value)}
          visibilityToggleButtonProps={{ 'aria-label': t('password.toggle') }}
          visibilityToggleFocusable
        />
        <Button
          type="submit"
          loading={reset.isPending}
          disabled={token === '' || reset.isSuccess}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('newPassword.submit')}
        </Button>
        {reset.isSuccess && <ResultText success>{t('newPassword.success')}</ResultText>}
        {failureText && <ResultText success={false}>{failureText}</ResultText>}
      </Stack>
    </form>
  );
}
