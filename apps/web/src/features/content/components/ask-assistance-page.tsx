import { Anchor, List, Loader, Text } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { SCHOOL_PHONE } from '../../../config/links';
import { useLocale } from '../../../hooks/use-locale';
import { useAppConfig } from '../../../lib/app-config';

/** Request assistance: Italian shows mail and phone; English shows the English enrolment mail. */
export function AskAssistancePage() {
  const { t } = useTranslation(['content', 'common']);
  const locale = useLocale();
  const { data: config } = useAppConfig();
  const email = locale === 'it' ? config?.secretariatEmail : config?.enrolmentEmail;
  return (
    <Page title={t('askAssistance.title')} size="md">
      <Text size="lg">{t('askAssistance.intro')}</Text>
      {config ? (
        <List spacing="sm" size="lg" style={{ listStyle: 'none' }} p={0}>
          <List.Item icon={<IconMail size={20} aria-hidden="true" />}>
            {t('askAssistance.email')}:{' '}
            <Anchor href={`mailto:${email}`} fw={600}>
              {email}
            </Anchor>
          </List.Item>
          {locale === 'it' && (
            <List.Item icon={<IconPhone size={20} aria-hidden="true" />}>
              {t('askAssistance.phone')}:{' '}
              <Anchor href={SCHOOL_PHONE.href} fw={600}>
                {SCHOOL_PHONE.display}
              </Anchor>
            </List.Item>
          )}
        </List>
      ) : (
        <Loader aria-label={t('common:loading')} />
      )}
    </Page>
  );
}
