import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isPushSuccess, type PushOutcome } from '../utils/web-push';

/**
 * The outcome of asking for push notifications, in its words (specification 000, section 8); on an
 * iPhone or iPad in Safari, how to add the portal to the Home Screen first.
 */
export function PushOutcomeMessage({ outcome }: { outcome: PushOutcome }) {
  const { t } = useTranslation('notifications');
  const good = isPushSuccess(outcome);
  return (
    <Alert
      color={good ? 'teal.9' : 'red.9'}
      variant="light"
      role={good ? 'status' : 'alert'}
      title={outcome === 'needsHomeScreen' ? t('enable.homeScreen.title') : undefined}
      style={{ maxWidth: '100%' }}
    >
      <Text c={good ? 'teal.9' : 'red.9'} size="sm">
        {t(`enable.outcome.${outcome}`)}
      </Text>
      {outcome === 'needsHomeScreen' && (
        <List type="ordered" size="sm" mt="xs">
          <List.Item>{t('enable.homeScreen.step1')}</List.Item>
          <List.Item>{t('enable.homeScreen.step2')}</List.Item>
          <List.Item>{t('enable.homeScreen.step3')}</List.Item>
        </List>
      )}
    </Alert>
  );
}
