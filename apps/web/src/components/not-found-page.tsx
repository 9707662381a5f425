import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { Page } from './page';

/** "Page not found", for unknown routes and for pages that do not exist in this deployment. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('notFound.title')} size="md">
      <Text>{t('notFound.text')}</Text>
      <Anchor component={Link} to={paths.home} fw={600}>
        {t('notFound.home')}
      </Anchor>
    </Page>
  );
}
