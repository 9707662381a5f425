import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconDeviceMobile, IconHome, IconListCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { promptInstall, useCanInstall, useInlineInstallOffer } from '../../../../hooks/use-install-prompt';
import { EnableNotificationsButton } from '../../../notifications/components/enable-notifications-button';
import { useWizard } from '../wizard-context';

/**
 * Step 7, thank you: the application is submitted (the enrolment exists). "An install-app button
 * when available, a notification opt-in, a link to the application-status screen (route
 * Candidati) and a link to Home."
 */
export default function Step7ThankYou() {
  const { t } = useTranslation('application');
  const { state } = useWizard();
  const canInstall = useCanInstall();
  const [installed, setInstalled] = useState(false);
  useInlineInstallOffer(canInstall && !installed);

  return (
    <Stack gap="lg">
      <Alert
        color="green"
        icon={<IconCircleCheck aria-hidden="true" />}
        title={
          <Text component="span" fw={700} c="dark">
            {t('step7.title')}
          </Text>
        }
      >
        {t('step7.text', { course: state.edition.courseName, edition: state.edition.editionName })}
      </Alert>
      <Text>{t('step7.next')}</Text>
      <Group>
        <Button
          component={Link}
          to={paths.candidates}
          leftSection={<IconListCheck size={18} aria-hidden="true" />}
        >
          {t('step7.toCandidates')}
        </Button>
        <Button
          component={Link}
          to={paths.home}
          variant="default"
          leftSection={<IconHome size={18} aria-hidden="true" />}
        >
          {t('step7.toHome')}
        </Button>
      </Group>
      {canInstall && !installed && (
        <Card withBorder padding="md">
          <Stack gap="xs" align="flex-start">
            <Title order={2} size="h4">
              {t('step7.installTitle')}
            </Title>
            <Text size="sm">{t('step7.installText')}</Text>
            <Button
              variant="light"
              leftSection={<IconDeviceMobile size={18} aria-hidden="true" />}
              onClick={async () => {
                const outcome = await promptInstall();
                if (outcome === 'accepted') setInstalled(true);
              }}
            >
              {t('step7.install')}
            </Button>
          </Stack>
        </Card>
      )}
      <Card withBorder padding="md">
        <EnableNotificationsButton />
      </Card>
    </Stack>
  );
}
