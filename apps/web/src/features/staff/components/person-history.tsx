import { Card, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '@school/domain/format/date';
import type { StaffAuditEntry } from '@school/domain/staff/contracts/audit';
import type { StaffEnrolment, StaffPerson } from '@school/domain/staff/contracts/people';
import { ENROLMENT_SWITCHES, type EnrolmentSwitch } from '@school/domain/staff/people';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getRecordHistory, recordHistoryQueryKey } from '../api/get-record-history';

/** A value as the history shows it: none (null, an empty list) is a dash. */
function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.join(', ');
  return String(value);
}

const ACCOUNT_FIELDS = [
  'isBlocked',
  'categories',
  'webappPermissions',
  'registrationNumber',
  'pin',
  'roleClaim',
];

/** The changes made from the console to a person's account and enrolments, newest first. */
export function PersonHistory({ person, enrolments }: { person: StaffPerson; enrolments: StaffEnrolment[] }) {
  const { t } = useTranslation('staff');
  /** An enrolment flag or an account field by its name on screen; any other field as stored. */
  const fieldName = (table: string, field: string) =>
    table === 'enrolments' && (ENROLMENT_SWITCHES as readonly string[]).includes(field)
      ? t(`people.flags.${field as EnrolmentSwitch}.label`)
      : table === 'users' && ACCOUNT_FIELDS.includes(field)
        ? t(`people.history.fields.${field}` as 'people.history.fields.pin')
        : field;
  const records = [
    { table: 'users', id: person.id, name: t('people.history.person') },
    ...enrolments.map((e) => ({
      table: 'enrolments',
      id: e.id,
      name: t('people.history.enrolment', { name: e.name }),
    })),
  ];
  const results = useQueries({
    queries: records.map((record) => ({
      queryKey: recordHistoryQueryKey(record.table, record.id),
      queryFn: ({ signal }: { signal: AbortSignal }) => getRecordHistory(record.table, record.id, signal),
    })),
  });
  const entries: Array<StaffAuditEntry & { recordName: string }> = results
    .flatMap((result, i) =>
      (result.data?.items ?? []).map((entry) => ({ ...entry, recordName: records[i]?.name ?? '' })),
    )
    .sort((a, b) => b.changedAt.localeCompare(a.changedAt) || b.id - a.id);
  return (
    <Card withBorder component="section" aria-labelledby="history-title">
      <Title order={2} size="h3" id="history-title" mb="sm">
        {t('people.history.title')}
      </Title>
      {entries.length === 0 ? (
        <Text>{t('people.history.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label={t('people.history.label')} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('people.history.when')}</Table.Th>
                <Table.Th>{t('people.history.who')}</Table.Th>
                <Table.Th>{t('people.history.record')}</Table.Th>
                <Table.Th>{t('people.history.field')}</Table.Th>
                <Table.Th>{t('people.history.before')}</Table.Th>
                <Table.Th>{t('people.history.after')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{formatDateTime(entry.changedAt)}</Table.Td>
                  <Table.Td>
                    {`${entry.changedBy.firstName} ${entry.changedBy.lastName}`.trim() ||
                      entry.changedBy.username}
                  </Table.Td>
                  <Table.Td>{entry.recordName}</Table.Td>
                  <Table.Td>{fieldName(entry.table, entry.field)}</Table.Td>
                  <Table.Td>{show(entry.before)}</Table.Td>
                  <Table.Td>{show(entry.after)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
