import { Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import * as authApi from '@school/domain/auth/contracts/endpoints';
import type { ApplicationLocale } from '@school/domain/shared/locale';
import { IconBrandApple, IconBrandGoogle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointUrl } from '../../../lib/api-client';
import { useAppConfig } from '../../../lib/app-config';

function startUrl(
  provider: 'google' | 'apple',
  returnTo: string,
  language: ApplicationLocale,
  product: string | undefined,
): string {
  return endpointUrl(authApi.providerStart, {
    params: { provider },
    query: { returnTo, lang: language, product: product || undefined },
  });
}

/**
 * "Accedi con Google" / "Accedi con Apple", each shown when the server has the provider
 * configured. A full page navigation: the server redirects back to `returnTo` (or, with `product`,
 * to the application's step: "candidaturaStepToGoAfterLogin"). With `appleNotice`, Apple first
 * shows the alert of the application: "the user is redirected and must press 'Use a different
 * Apple ID'".
 */
export function ProviderButtons({
  returnTo,
  language,
  product,
  appleNotice,
}: {
  returnTo: string;
  language: ApplicationLocale;
  product?: string;
  appleNotice?: string;
}) {
  const { t } = useTranslation('auth');
  const { data: config } = useAppConfig();
  const [isNoticeOpen, setNoticeOpen] = useState(false);
  if (!config || (!config.providers.google && !config.providers.apple)) return null;
  const appleUrl = startUrl('apple', returnTo, language, product);
  return (
    <Stack gap="sm">
      <Divider label={t('login.or')} labelPosition="center" />
      {config.providers.google && (
        <Button
          component="a"
          href={startUrl('google', returnTo, language, product)}
          variant="default"
          leftSection={<IconBrandGoogle size={18} aria-hidden="true" />}
        >
          {t('login.google')}
        </Button>
      )}
      {config.providers.apple &&
        (appleNotice ? (
          <Button
            variant="default"
            leftSection={<IconBrandApple size={18} aria-hidden="true" />}
            onClick={() => setNoticeOpen(true)}
          >
            {t('login.apple')}
          </Button>
        ) : (
          <Button
            component="a"
            href={appleUrl}
            variant="default"
            leftSection={<IconBrandApple size={18} aria-hidden="true" />}
          >
            {t('login.apple')}
          </Button>
        ))}
      {appleNotice && (
        <Modal
          opened={isNoticeOpen}
          onClose={() => setNoticeOpen(false)}
          title={t('login.apple')}
          closeButtonProps={{ 'aria-label': t('appleNotice.cancel') }}
          centered
        >
          <Stack>
            <Text>{appleNotice}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setNoticeOpen(false)}>
                {t('appleNotice.cancel')}
              </Button>
              <Button component="a" href={appleUrl}>
                {t('appleNotice.continue')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </Stack>
  );
}
