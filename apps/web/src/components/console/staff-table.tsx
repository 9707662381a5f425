import '@mantine/core/styles/Pagination.css';
import 'mantine-datatable/styles.css';
import { Stack } from '@mantine/core';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableQueryControls } from './use-table-query';

export type StaffTableColumn<T> = DataTableColumn<T>;

/**
 * Every table of the console: a mantine-datatable whose page, sort and filters live in the address
 * (`useTableQuery`) and are applied by the server — the table shows one page of `total` records.
 * Loading (the previous page stays, dimmed, under a loader), empty and pagination texts come from
 * the `staff` catalogue. `filters` are the list's filter inputs, shown above it. Without
 * `controls` it is a short table shown whole (a record's lines, its history): no pages, no sort.
 */
export function StaffTable<T, F extends string>({
  records,
  total,
  pageSize,
  fetching,
  columns,
  controls,
  filters,
  idAccessor,
  onRowClick,
  rowClassName,
  rowAttributes,
  label,
  emptyText,
}: {
  records: T[] | undefined;
  total?: number;
  pageSize?: number;
  fetching?: boolean;
  columns: StaffTableColumn<T>[];
  controls?: TableQueryControls<F>;
  filters?: ReactNode;
  idAccessor?: keyof T | ((record: T) => string | number);
  onRowClick?: (record: T, index: number) => void;
  rowClassName?: (record: T, index: number) => string | undefined;
  /** Attributes of a row (`data-…`), for whoever finds a record's row. */
  rowAttributes?: (record: T) => Record<string, string>;
  /** The table's accessible name. */
  label: string;
  emptyText?: string;
}) {
  const { t } = useTranslation('staff');
  const sort = controls?.query.sort;
  const sortStatus: DataTableSortStatus<T> | undefined = sort
    ? { columnAccessor: sort.column, direction: sort.direction }
    : undefined;
  const sorting =
    controls && sortStatus
      ? {
          sortStatus,
          onSortStatusChange: (status: DataTableSortStatus<T>) =>
            controls.setSort({ column: String(status.columnAccessor), direction: status.direction }),
        }
      : {};
  const paging = controls
    ? {
        totalRecords: total ?? records?.length ?? 0,
        recordsPerPage: pageSize ?? Math.max(records?.length ?? 0, 1),
        page: controls.query.page,
        onPageChange: controls.setPage,
        loadingText: t('table.loading'),
        paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
          t('table.range', { from, to, total: totalRecords }),
        getPaginationControlProps: (control: string) =>
          control === 'previous'
            ? { 'aria-label': t('table.previous') }
            : control === 'next'
              ? { 'aria-label': t('table.next') }
              : {},
      }
    : {};
  return (
    <Stack gap="sm">
      {filters}
      <DataTable<T>
        aria-label={label}
        withTableBorder
        borderRadius="sm"
        highlightOnHover
        minHeight={records && records.length > 0 ? undefined : 180}
        // A table wider than the screen scrolls sideways: its scroll area takes the focus, so the
        // keyboard can scroll it too.
        scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}
        records={records ?? []}
        columns={columns}
        idAccessor={idAccessor as never}
        fetching={fetching}
        noRecordsText={emptyText ?? t('table.empty')}
        {...paging}
        onRowClick={onRowClick ? ({ record, index }) => onRowClick(record, index) : undefined}
        rowClassName={rowClassName}
        customRowAttributes={rowAttributes}
        {...sorting}
      />
    </Stack>
  );
}
