import { Button, Stack, TextInput } from '@mantine/core';
import { TEXT_MAX } from '@school/domain/shared/limits';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultText } from '../../../components/result-text';
import { useLocale } from '../../../hooks/use-locale';
import { useErrorText } from '../../../lib/error-text';
import { useRequestPasswordReset } from '../api/request-password-reset';

/** "Send recovery e-mail": e-mail field and send button; ok shows success, else user-not-found. */
export function PasswordRecoveryForm() {
  const { t } = useTranslation(['auth', 'common']);
  const locale = useLocale();
  const errorText = useErrorText();
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    request.reset();
    if (email.trim() === '') {
      setFieldError(t('common:validation.required'));
      return;
    }
    setFieldError(null);
    request.mutate({ email: email.trim(), language: locale });
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md" maw={420}>
        <TextInput
          label={t('recovery.email')}
          type="email"
          autoComplete="email"
          required
          maxLength={TEXT_MAX}
          value={email}
          error={fieldError}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <Button type="submit" loading={request.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('recovery.submit')}
        </Button>
        {request.isSuccess && <ResultText success>{t('recovery.success')}</ResultText>}
        {request.isError && <ResultText success={false}>{errorText(request.error)}</ResultText>}
      </Stack>
    </form>
  );
}
