import { Button, Divider, Stack } from '@mantine/core';
import type { Locale } from '@school/domain/shared/locale';
import { IconBrandApple, IconBrandGoogle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../lib/app-config';

function startUrl(provider: 'google' | 'apple', returnTo: string, language: Locale): string {
  const query = new URLSearchParams({ returnTo, lang: language });
  return `/api/auth/oidc/${provider}/start?${query.toString()}`;
}

/**
 * "Accedi con Google" / "Accedi con Apple", each shown when the server has the provider
 * configured. A full page navigation: the server redirects back to `returnTo`.
 */
export function ProviderButtons({ returnTo, language }: { returnTo: string; language: Locale }) {
  const { t } = useTranslation('auth');
  const { data: config } = useAppConfig();
  if (!config || (!config.providers.google && !config.providers.apple)) return null;
  return (
    <Stack gap="sm">
      <Divider label={t('login.or')} labelPosition="center" />
      {config.providers.google && (
        <Button
          component="a"
          href={startUrl('google', returnTo, language)}
          variant="default"
          leftSection={<IconBrandGoogle size={18} aria-hidden="true" />}
        >
          {t('login.google')}
        </Button>
      )}
      {config.providers.apple && (
        <Button
          component="a"
          href={startUrl('apple', returnTo, language)}
          variant="default"
          leftSection={<IconBrandApple size={18} aria-hidden="true" />}
        >
          {t('login.apple')}
        </Button>
      )}
    </Stack>
  );
}
