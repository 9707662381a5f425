import { Alert } from '@mantine/core';
import { EXAM_SLUGS } from '@school/domain/thesis/contracts/thesis';
import { IconCertificate, IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BoxGrid, type BoxItem } from '../../../components/box-grid';
import { Page } from '../../../components/page';
import { PageLoader } from '../../../components/page-loader';
import { Redirect } from '../../../components/redirect';
import { useErrorText } from '../../../lib/error-text';
import { useExams } from '../api/list-exams';
import { thesisPath } from '../utils/thesis-path';

const ICONS = { intermediate: IconSchool, final: IconCertificate } as const;

/**
 * Esami, /esami (specification 001, section 2 "Exam screen: choose intermediate or final exam"):
 * one box per exam, enabled by the course's flag (IsActiveTesiIntermedia__c, IsActiveTesi__c),
 * otherwise disabled with the reason. "Final exams open automatically": when the edition sets
 * exactly one thesis and the final flag is on, the screen opens the final exam's thesis by
 * itself (decision 45).
 */
export function ExamsPage() {
  const { t } = useTranslation('thesis');
  const errorText = useErrorText();
  const exams = useExams();

  if (exams.isPending) return <PageLoader />;
  if (exams.data?.openAutomatically) return <Redirect to={thesisPath(exams.data.openAutomatically)} />;

  const enabled = new Set(exams.data?.exams.map((exam) => exam.slug) ?? []);
  const boxes: BoxItem[] = EXAM_SLUGS.map((slug) => ({
    id: slug,
    icon: ICONS[slug],
    title: t(`exams.${slug}.title`),
    text: t(`exams.${slug}.text`),
    to: thesisPath(slug),
    disabled: !enabled.has(slug),
    disabledText: t('exams.notActive'),
  }));

  return (
    <Page title={t('exams.title')} intro={t('exams.intro')}>
      {exams.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorText(exams.error)}
        </Alert>
      ) : (
        <BoxGrid boxes={boxes} />
      )}
    </Page>
  );
}
