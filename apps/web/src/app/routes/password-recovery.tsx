import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { PasswordRecoveryForm } from '../../features/auth/components/password-recovery-form';

/** InvioEmailRecovery (/ierecovery): sends the password recovery e-mail. */
export function Component() {
  const { t } = useTranslation('auth');
  return (
    <Page title={t('recovery.title')} size="md">
      <Text>{t('recovery.intro')}</Text>
      <PasswordRecoveryForm />
    </Page>
  );
}
