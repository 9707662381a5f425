import { Alert, Loader, Stack, Tabs } from '@mantine/core';
import { IconFileInvoice, IconKey, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';
import { useProfile } from '../api/get-profile';
import { ProfileForm } from './profile-form';
import classes from './profile-view.module.css';

/**
 * The logged-in profile: Access data (always), Personal data (always), Billing (extended users).
 * The access-data panels (auth feature) and the billing forms (billing feature) are passed in by
 * the screen.
 */
export function ProfileView({
  accessData,
  logout,
  billing,
}: {
  accessData: ReactNode;
  logout: ReactNode;
  billing: ReactNode;
}) {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  const profileQuery = useProfile();

  if (profileQuery.isPending) return <Loader aria-label={t('loading')} />;
  if (profileQuery.isError) {
    return (
      <Alert color="red" variant="light">
        {errorText(profileQuery.error)}
      </Alert>
    );
  }
  const profile = profileQuery.data;
  const reload = async () => (await profileQuery.refetch()).data ?? null;

  return (
    <Tabs
      defaultValue="access"
      keepMounted
      classNames={{ list: classes.list, tab: classes.tab, tabSection: classes.tabSection }}
    >
      <Tabs.List>
        <Tabs.Tab value="access" leftSection={<IconKey size={18} aria-hidden="true" />}>
          {t('tabs.access')}
        </Tabs.Tab>
        <Tabs.Tab value="personal" leftSection={<IconUser size={18} aria-hidden="true" />}>
          {t('tabs.personal')}
        </Tabs.Tab>
        {profile.hasExtendedData && (
          <Tabs.Tab value="billing" leftSection={<IconFileInvoice size={18} aria-hidden="true" />}>
            {t('tabs.billing')}
          </Tabs.Tab>
        )}
      </Tabs.List>

      <Tabs.Panel value="access" pt="lg">
        <Tabs defaultValue="credentials" variant="pills">
          <Tabs.List>
            <Tabs.Tab value="credentials">{t('tabs.credentials')}</Tabs.Tab>
            <Tabs.Tab value="logout">{t('tabs.logout')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="credentials" pt="md">
            <Stack gap="xl">{accessData}</Stack>
          </Tabs.Panel>
          <Tabs.Panel value="logout" pt="md">
            {logout}
          </Tabs.Panel>
        </Tabs>
      </Tabs.Panel>

      <Tabs.Panel value="personal" pt="lg">
        <ProfileForm profile={profile} onReload={reload} />
      </Tabs.Panel>

      {profile.hasExtendedData && (
        <Tabs.Panel value="billing" pt="lg">
          {billing}
        </Tabs.Panel>
      )}
    </Tabs>
  );
}
