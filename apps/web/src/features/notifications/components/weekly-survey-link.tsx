import { Alert, Anchor, Text } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Home's survey link, shown while the student has an open weekly survey. */
export function WeeklySurveyLink() {
  const { t } = useTranslation('notifications');
  return (
    <Alert color="teal.9" variant="light" mb="lg" icon={<IconClipboardCheck size={20} aria-hidden="true" />}>
      <Text size="sm">{t('survey.homeLinkText')}</Text>
      <Anchor component={Link} to={paths.weeklySurvey} fw={700} c="teal.9">
        {t('survey.homeLink')}
      </Anchor>
    </Alert>
  );
}
