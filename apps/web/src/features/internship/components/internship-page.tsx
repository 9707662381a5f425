import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { PageLoader } from '../../../components/page-loader';
import { useErrorText } from '../../../lib/error-text';
import { useInternship } from '../api/get-internship';
import { InternshipArea } from './internship-area';

/** AreaStage, "Your Internship Path": the area of the signed-in student's stage. */
export function InternshipPage({ aside }: { aside?: ReactNode }) {
  const { t } = useTranslation('internship');
  const errorText = useErrorText();
  const query = useInternship();

  return (
    <Page title={t('title')} size="md">
      {aside}
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorText(query.error)}
        </Alert>
      ) : (
        <InternshipArea area={query.data} />
      )}
    </Page>
  );
}
