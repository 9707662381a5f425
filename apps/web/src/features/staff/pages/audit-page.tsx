import { Group, TextInput } from '@mantine/core';
import { formatDateTime } from '@school/domain/format/date';
import { SCHOOL_TIME_ZONE } from '@school/domain/shared/clock';
import type { StaffAuditEntry } from '@school/domain/staff/contracts/audit';
import { useTranslation } from 'react-i18next';
import { SelectFilter } from '../../../components/console/list-filters';
import { ListPage, pagedList } from '../../../components/console/list-page';
import type { StaffTableColumn } from '../../../components/console/staff-table';
import { useTableQuery } from '../../../components/console/use-table-query';
import { AUDIT_PAGE_SIZE, useAudit } from '../api/list-audit';

const FILTERS = ['table', 'recordId', 'changedBy', 'days'] as const;
const DAYS = ['1', '7', '30', '90', '365'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const show = (value: unknown) =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** The first day of the last `days` days (today included), in the school's calendar. */
export function fromDay(days: number, today = new Date()): string {
  const day = new Date(today.toLocaleDateString('en-CA', { timeZone: SCHOOL_TIME_ZONE }));
  day.setUTCDate(day.getUTCDate() - (days - 1));
  return day.toISOString().slice(0, 10);
}

/** The API's parameters from the address's: `days` becomes `from`; ids that are not ids are left out. */
export function auditParams(params: Record<string, string>): Record<string, string> {
  const { days, recordId, changedBy, ...rest } = params;
  const out: Record<string, string> = { ...rest };
  if (days && DAYS.includes(days)) out.from = fromDay(Number(days));
  if (recordId && UUID.test(recordId)) out.recordId = recordId;
  if (changedBy && UUID.test(changedBy)) out.changedBy = changedBy;
  delete out.sort;
  delete out.dir;
  return out;
}

/** The staff audit log (Amministrazione): every change made from the console, newest first. */
export default function AuditPage() {
  const { t } = useTranslation('staff');
  const controls = useTableQuery(FILTERS);
  const { query, setFilter, apiParams } = controls;
  const audit = useAudit(auditParams(apiParams));

  const columns: StaffTableColumn<StaffAuditEntry>[] = [
    {
      accessor: 'changedAt',
      title: t('audit.when'),
      render: (e) => formatDateTime(e.changedAt),
      noWrap: true,
    },
    {
      accessor: 'changedBy',
      title: t('audit.who'),
      render: (e) => `${e.changedBy.firstName} ${e.changedBy.lastName}`.trim() || e.changedBy.username,
    },
    { accessor: 'table', title: t('audit.table') },
    { accessor: 'recordId', title: t('audit.record'), render: (e) => e.recordId.slice(0, 8) },
    { accessor: 'field', title: t('audit.field') },
    { accessor: 'before', title: t('audit.before'), render: (e) => show(e.before) },
    { accessor: 'after', title: t('audit.after'), render: (e) => show(e.after) },
  ];

  const textFilter = (name: 'table' | 'recordId' | 'changedBy', label: string, width: number) => (
    <TextInput
      key={`${name}-${query.filters[name] ?? ''}`}
      label={label}
      defaultValue={query.filters[name] ?? ''}
      onBlur={(event) => setFilter(name, event.currentTarget.value.trim())}
      onKeyDown={(event) => {
        if (event.key === 'Enter') setFilter(name, event.currentTarget.value.trim());
      }}
      w={width}
    />
  );

  return (
    <ListPage<StaffAuditEntry, (typeof FILTERS)[number]>
      title={t('audit.title')}
      intro={t('audit.intro')}
      label={t('audit.tableLabel')}
      list={pagedList(audit, AUDIT_PAGE_SIZE)}
      columns={columns}
      controls={controls}
      idAccessor="id"
      filters={
        <Group align="flex-end" gap="sm">
          {textFilter('table', t('audit.table'), 160)}
          {textFilter('recordId', t('audit.recordId'), 300)}
          {textFilter('changedBy', t('audit.changedBy'), 300)}
          <SelectFilter
            controls={controls}
            name="days"
            label={t('audit.days')}
            placeholder={t('audit.anyDay')}
            data={DAYS.map((value) => ({ value, label: t('audit.lastDays', { count: Number(value) }) }))}
            w={180}
          />
        </Group>
      }
    />
  );
}
