import { Alert, Loader } from '@mantine/core';
import type { ApplicationHistoryItem } from '@school/domain/candidate/contracts/list-applications';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { useErrorText } from '../../../lib/error-text';
import { useApplications } from '../api/list-applications';
import { applicationStatusText } from '../utils/value-labels';

/** Storico: "Application history (Storico): table of course, date, status." */
export function ApplicationHistory() {
  const { t } = useTranslation('candidate');
  const errorText = useErrorText();
  const applicationsQuery = useApplications();

  if (applicationsQuery.isPending) return <Loader aria-label={t('loading')} />;
  if (applicationsQuery.isError) {
    return (
      <Alert color="red" variant="light">
        {errorText(applicationsQuery.error)}
      </Alert>
    );
  }

  const columns: DataColumn<ApplicationHistoryItem>[] = [
    {
      id: 'course',
      header: t('history.columns.course'),
      cell: (a) => ({
        format: 'text',
        value: a.editionName ? `${a.courseName} (${a.editionName})` : a.courseName,
      }),
    },
    { id: 'date', header: t('history.columns.date'), cell: (a) => ({ format: 'date', value: a.createdAt }) },
    {
      id: 'status',
      header: t('history.columns.status'),
      cell: (a) => ({ format: 'text', value: applicationStatusText(t, a.status || a.stageName) }),
    },
  ];

  return (
    <DataTable
      caption={t('history.caption')}
      columns={columns}
      rows={applicationsQuery.data.items}
      rowKey={(a) => a.id}
      empty={t('history.empty')}
    />
  );
}
