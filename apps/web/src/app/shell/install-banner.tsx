import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The install-as-app banner (loaded only when the browser offers the installation). */
export function InstallBanner({ onInstall, onDismiss }: { onInstall: () => void; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <Affix position={{ bottom: 16, left: 16, right: 16 }}>
      <Paper
        shadow="lg"
        withBorder
        p="md"
        radius="md"
        maw={520}
        mx="auto"
        role="region"
        aria-label={t('install.label')}
      >
        <Group justify="space-between" gap="sm">
          <Text>{t('install.text')}</Text>
          <Group gap="xs">
            <Button variant="default" onClick={onDismiss}>
              {t('install.dismiss')}
            </Button>
            <Button leftSection={<IconDownload size={18} aria-hidden="true" />} onClick={onInstall}>
              {t('install.button')}
            </Button>
          </Group>
        </Group>
      </Paper>
    </Affix>
  );
}
