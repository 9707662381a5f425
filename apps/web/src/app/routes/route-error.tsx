import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { Page } from '../../components/page';

/** Errors of a page (a failed chunk download after a deploy, a bug): the shell stays. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Page title={t('routeError.title')} size="md">
      <Text>{t('routeError.text')}</Text>
      <Button onClick={() => window.location.reload()} style={{ alignSelf: 'flex-start' }}>
        {t('routeError.reload')}
      </Button>
    </Page>
  );
}
