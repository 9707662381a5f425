import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import { PageLoader } from '../../components/page-loader';
import { ChangeEmailForm } from '../../features/auth/components/change-email-form';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form';
import { LoginForm } from '../../features/auth/components/login-form';
import { LogoutPanel } from '../../features/auth/components/logout-panel';
import { PasskeysPanel } from '../../features/auth/components/passkeys-panel';
import { SignUpForm } from '../../features/auth/components/signup-form';
import { UsernameField } from '../../features/auth/components/username-field';
import { BillingPanel } from '../../features/billing/components/billing-panel';
import { EnableNotificationsButton } from '../../features/notifications/components/enable-notifications-button';
import { NotificationPreferences } from '../../features/notifications/components/notification-preferences';
import { PrivacyLinks } from '../../features/privacy/components/privacy-links';
import { ProfileView } from '../../features/profile/components/profile-view';
import { ShopEntry } from '../../features/shop/components/shop-entry';
import { useErrorText } from '../../lib/error-text';
import { useMe } from '../../lib/me';

/**
 * Profilo: login or sign-up for visitors (query `signup`), the profile for signed-in users; with
 * `shop`, the signed-in person's shop is opened (allowShop) and the shop shown.
 */
export function Component() {
  const { t } = useTranslation(['common', 'auth', 'profile', 'shop']);
  const errorText = useErrorText();
  const [searchParams] = useSearchParams();
  const meQuery = useMe();

  if (meQuery.isPending) return <PageLoader />;
  const me = meQuery.data?.user ?? null;

  if (!me) {
    const isSignUp = searchParams.has('signup');
    return (
      <Page title={isSignUp ? t('auth:signup.title') : t('auth:login.title')} size="md">
        {meQuery.isError && (
          <Alert color="red" variant="light">
            {errorText(meQuery.error)}
          </Alert>
        )}
        {isSignUp ? <SignUpForm /> : <LoginForm />}
      </Page>
    );
  }

  // "If the query has shop, allowShop is called after login, then EcommerceShop opens."
  if (searchParams.has('shop')) {
    return (
      <Page title={t('shop:home.title')} size="md">
        <ShopEntry />
      </Page>
    );
  }

  return (
    <Page title={t('profile:title')}>
      <ProfileView
        accessData={
          <>
            <UsernameField />
            <ChangeEmailForm />
            <ChangePasswordForm />
            <PasskeysPanel />
            <EnableNotificationsButton />
            <NotificationPreferences />
            <PrivacyLinks />
          </>
        }
        logout={<LogoutPanel />}
        billing={<BillingPanel />}
      />
    </Page>
  );
}
