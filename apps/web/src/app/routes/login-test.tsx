import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../components/not-found-page';
import { Page } from '../../components/page';
import { PageLoader } from '../../components/page-loader';
import { paths } from '../../config/paths';
import { LoginForm } from '../../features/auth/components/login-form';
import { useAppConfig } from '../../lib/app-config';
import { useCurrentUser, useMe } from '../../lib/me';

/**
 * `/logintest`, the login test page of the route table: the login form, and once signed in who the
 * portal sees (name, username, categories and web-app permissions), to try accounts and sign-in
 * end to end. A test page: only where the deployment serves them.
 */
export function Component() {
  const { t } = useTranslation('auth');
  const { data: config, isPending } = useAppConfig();
  const meQuery = useMe();
  const me = useCurrentUser();
  if (isPending || meQuery.isPending) return <PageLoader />;
  if (!config?.testPages) return <NotFoundPage />;
  return (
    <Page title={t('loginTest.title')} intro={t('loginTest.intro')} size="sm">
      {me ? (
        <Alert color="green" variant="light" role="status">
          <Stack gap={4}>
            <Text fw={700}>{t('loginTest.signedIn')}</Text>
            <Text>
              {me.firstName} {me.lastName} · {me.username}
            </Text>
            <Text size="sm">
              {t('loginTest.categories')}: {me.subject.categories.join(', ') || '—'}
            </Text>
            <Text size="sm">
              {t('loginTest.permissions')}: {me.subject.webappPermissions.join(', ') || '—'}
            </Text>
          </Stack>
        </Alert>
      ) : (
        <LoginForm target={paths.loginTest} />
      )}
    </Page>
  );
}
