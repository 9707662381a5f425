import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { PageLoader } from '../../../components/page-loader';
import { useErrorText } from '../../../lib/error-text';
import { useInternship } from '../api/get-internship';
import { useInternshipSample } from '../api/get-internship-sample';
import { InternshipArea } from './internship-area';

/**
 * AreaStage, "Your Internship Path": the area of the signed-in student's stage, or (`sample`, the
 * test page /TAreaStage) the sample stage, which anyone may read and nothing saves.
 */
export function InternshipPage({ aside, sample = false }: { aside?: ReactNode; sample?: boolean }) {
  const { t } = useTranslation('internship');
  const errorText = useErrorText();
  const own = useInternship({ enabled: !sample });
  const example = useInternshipSample({ enabled: sample });
  const query = sample ? example : own;

  return (
    <Page title={t('title')} intro={sample ? t('test.sample') : undefined} size="md">
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
