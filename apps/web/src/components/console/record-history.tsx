import { Text } from '@mantine/core';
import { formatDateTime } from '@school/domain/format/date';
import type { StaffAuditEntry } from '@school/domain/staff/contracts/audit';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getRecordHistory } from './api/get-record-history';
import { staffKeys } from './query-keys';
import { StaffTable, type StaffTableColumn } from './staff-table';

/** A record whose history is shown: its table and id, and its name when several are shown. */
export interface HistoryRecord {
  table: string;
  id: string;
  name?: string;
}

type HistoryEntry = StaffAuditEntry & { recordName: string };

/** A value as the history shows it: none (null, an empty list) is a dash; lists comma-joined. */
export function historyValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(historyValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The changes staff made from the console to one or more records, newest first, in one table:
 * when, who, the record (when several), the field (by its name on screen when `fieldName` knows
 * it), before and after. Every console page that shows a record's history uses this one.
 */
export function RecordHistory({
  records,
  label,
  fieldName = (_table, field) => field,
}: {
  records: readonly HistoryRecord[];
  label: string;
  fieldName?: (table: string, field: string) => string;
}) {
  const { t } = useTranslation('staff');
  const results = useQueries({
    queries: records.map((record) => ({
      queryKey: staffKeys.recordHistory(record.table, record.id),
      queryFn: ({ signal }: { signal: AbortSignal }) => getRecordHistory(record.table, record.id, signal),
    })),
  });
  const several = records.length > 1;
  const entries: HistoryEntry[] = results
    .flatMap((result, i) =>
      (result.data?.items ?? []).map((entry) => ({ ...entry, recordName: records[i]?.name ?? '' })),
    )
    .sort((a, b) => b.changedAt.localeCompare(a.changedAt) || b.id - a.id);
  if (entries.length === 0) {
    const pending = results.some((result) => result.isPending);
    return (
      <Text size="sm" c="dimmed">
        {pending ? t('table.loading') : t('history.empty')}
      </Text>
    );
  }
  const columns: StaffTableColumn<HistoryEntry>[] = [
    { accessor: 'changedAt', title: t('history.when'), render: (entry) => formatDateTime(entry.changedAt) },
    {
      accessor: 'changedBy',
      title: t('history.who'),
      render: (entry) =>
        `${entry.changedBy.firstName} ${entry.changedBy.lastName}`.trim() || entry.changedBy.username,
    },
    ...(several ? [{ accessor: 'recordName', title: t('history.record') }] : []),
    { accessor: 'field', title: t('history.field'), render: (entry) => fieldName(entry.table, entry.field) },
    { accessor: 'before', title: t('history.before'), render: (entry) => historyValue(entry.before) },
    { accessor: 'after', title: t('history.after'), render: (entry) => historyValue(entry.after) },
  ];
  return (
    <StaffTable<HistoryEntry, never> label={label} records={entries} columns={columns} idAccessor="id" />
  );
}
