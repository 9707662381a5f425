import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { NewPasswordForm } from '../../features/auth/components/new-password-form';

/** /recovery?tkn=...: the new password of a recovery link. */
export function Component() {
  const { t } = useTranslation('auth');
  return (
    <Page title={t('newPassword.title')} size="md">
      <NewPasswordForm />
    </Page>
  );
}
