import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';

/** "A loading message (wait 5 to 10 seconds) shows while picklists load." */
export function PicklistsLoading() {
  const { t } = useTranslation('application');
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Group gap="sm" wrap="nowrap">
        <Loader size="sm" aria-hidden="true" />
        <Text>{t('shell.loadingPicklists')}</Text>
      </Group>
    </Center>
  );
}

/** A step's lists could not be loaded: the reason and a button to try again. */
export function PicklistsFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('application');
  const errorText = useErrorText();
  return (
    <Alert
      color="red"
      role="alert"
      icon={<IconAlertCircle aria-hidden="true" />}
      title={t('shell.loadFailed')}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorText(error)}</Text>
        <Button variant="light" color="red" onClick={onRetry}>
          {t('shell.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** A reference-list query as a step sees it (TanStack Query's result); `false` when not needed. */
export type ListQuery =
  | { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown }
  | false;

/**
 * What a step shows instead of its form while the lists it needs load (the loading message) or
 * after one failed (the failure with a retry); null once they are all there.
 */
export function picklistsGate(queries: readonly ListQuery[]): ReactElement | null {
  const needed = queries.filter((query) => query !== false);
  const failed = needed.find((query) => query.isError);
  if (failed) return <PicklistsFailed error={failed.error} onRetry={() => void failed.refetch()} />;
  if (needed.some((query) => query.isPending)) return <PicklistsLoading />;
  return null;
}
