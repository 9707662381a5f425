import { Center, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
