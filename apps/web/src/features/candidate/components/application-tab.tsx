import { Anchor, Stack, Text } from '@mantine/core';
import type { CandidateApplication } from '@school/domain/candidate/contracts/get-overview';
import { formatDate } from '@school/domain/format/date';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { applicationStatusText } from '../utils/value-labels';
import { DetailsList } from './details-list';

/** Candidatura: the current application (course, edition, status, date) and a link to the history. */
export function ApplicationTab({ application }: { application: CandidateApplication | null }) {
  const { t } = useTranslation('candidate');
  if (!application) {
    return (
      <Stack gap="sm">
        <Text>{t('application.none')}</Text>
        <Anchor component={Link} to={paths.courses}>
          {t('application.chooseCourse')}
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <DetailsList
        items={[
          { id: 'course', label: t('application.course'), value: application.courseName },
          { id: 'courseCode', label: t('application.courseCode'), value: application.courseCode },
          { id: 'edition', label: t('application.edition'), value: application.editionName },
          {
            id: 'status',
            label: t('application.status'),
            value: applicationStatusText(t, application.applicationStatus ?? application.stageName),
          },
          { id: 'createdAt', label: t('application.createdAt'), value: formatDate(application.createdAt) },
        ]}
      />
      <Anchor component={Link} to={paths.history}>
        {t('application.history')}
      </Anchor>
    </Stack>
  );
}
