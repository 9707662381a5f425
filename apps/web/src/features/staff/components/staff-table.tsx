import '@mantine/core/styles/Pagination.css';
import 'mantine-datatable/styles.css';
import { Stack } from '@mantine/core';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableQueryControls } from '../hooks/use-table-query';

export type StaffTableColumn<T> = DataTableColumn<T>;

/**
 * Every list of the console: a mantine-datatable whose page, sort and filters live in the address
 * (`useTableQuery`) and are applied by the server — the table shows one page of `total` records.
 * Loading (the previous page stays, dimmed, under a loader), empty and pagination texts come from
 * the `staff` catalogue. `filters` are the list's filter inputs, shown above it.
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
  label,
  emptyText,
}: {
  records: T[] | undefined;
  total: number;
  pageSize: number;
  fetching: boolean;
  columns: StaffTableColumn<T>[];
  controls: TableQueryControls<F>;
  filters?: ReactNode;
  idAccessor?: keyof T | ((record: T) => string | number);
  onRowClick?: (record: T, index: number) => void;
  rowClassName?: (record: T, index: number) => string | undefined;
  /** The table's accessible name. */
  label: string;
  emptyText?: string;
}) {
  const { t } = useTranslation('staff');
  const { query, setPage, setSort } = controls;
  const sortStatus: DataTableSortStatus<T> | undefined = query.sort
    ? { columnAccessor: query.sort.column, direction: query.sort.direction }
    : undefined;
  const sorting = sortStatus
    ? {
        sortStatus,
        onSortStatusChange: (status: DataTableSortStatus<T>) =>
          setSort({ column: String(status.columnAccessor), direction: status.direction }),
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
        records={records ?? []}
        columns={columns}
        idAccessor={idAccessor as never}
        fetching={fetching}
        loadingText={t('table.loading')}
        noRecordsText={emptyText ?? t('table.empty')}
        totalRecords={total}
        recordsPerPage={pageSize}
        page={query.page}
        onPageChange={setPage}
        paginationText={({ from, to, totalRecords }) => t('table.range', { from, to, total: totalRecords })}
        getPaginationControlProps={(control) =>
          control === 'previous'
            ? { 'aria-label': t('table.previous') }
            : control === 'next'
              ? { 'aria-label': t('table.next') }
              : {}
        }
        onRowClick={onRowClick ? ({ record, index }) => onRowClick(record, index) : undefined}
        rowClassName={rowClassName}
        {...sorting}
      />
    </Stack>
  );
}
