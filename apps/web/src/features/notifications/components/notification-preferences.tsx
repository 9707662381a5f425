import { Alert, Checkbox, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { KindPreference, NotificationChannel } from '@school/domain/notifications/kinds';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';
import { usePreferences, useUpdatePreferences } from '../api/preferences';

const CHANNELS: readonly NotificationChannel[] = ['inApp', 'push', 'mail'];

/**
 * The profile's section of notification choices: per kind, in the portal (the bell), push, and
 * e-mail for the kinds that mail. Each change is saved at once.
 */
export function NotificationPreferences() {
  const { t } = useTranslation('notifications');
  const errorText = useErrorText();
  const query = usePreferences();
  const update = useUpdatePreferences();

  const change = (preference: KindPreference, channel: NotificationChannel, enabled: boolean) => {
    update.mutate({ preferences: [{ ...preference, [channel]: enabled }] });
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('preferences.title')}
      </Title>
      <Text size="sm">{t('preferences.intro')}</Text>
      {query.isPending && <Loader size="sm" aria-label={t('loading')} />}
      {query.isError && <Alert color="red.9">{errorText(query.error)}</Alert>}
      {query.data && (
        <Table.ScrollContainer minWidth={0}>
          <Table layout="fixed" verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th style={{ width: '40%' }}>{t('preferences.kind')}</Table.Th>
                {CHANNELS.map((channel) => (
                  <Table.Th key={channel} ta="center" style={{ overflowWrap: 'anywhere' }}>
                    {t(`preferences.${channel}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.preferences.map((preference) => (
                <Table.Tr key={preference.kind}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    {t(`preferences.kinds.${preference.kind}`)}
                  </Table.Td>
                  {CHANNELS.map((channel) => {
                    const value = preference[channel];
                    const label = t('preferences.channelOf', {
                      channel: t(`preferences.${channel}`),
                      kind: t(`preferences.kinds.${preference.kind}`),
                    });
                    return (
                      <Table.Td key={channel} ta="center">
                        {value === null ? (
                          <Text size="xs" c="gray.7">
                            {t('preferences.notOffered')}
                          </Text>
                        ) : (
                          <Checkbox
                            aria-label={label}
                            checked={value}
                            disabled={update.isPending}
                            onChange={(event) => change(preference, channel, event.currentTarget.checked)}
                            style={{ display: 'inline-block' }}
                          />
                        )}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {update.isError && (
        <Text c="red.9" role="alert" size="sm">
          {errorText(update.error)}
        </Text>
      )}
      {update.isSuccess && (
        <Text c="teal.9" role="status" size="sm">
          {t('preferences.saved')}
        </Text>
      )}
    </Stack>
  );
}
