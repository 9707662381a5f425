import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../confirm-dialog';
import { type FilterField, Filters } from './list-filters';
import { ErrorAlert } from './record-page';
import { actionsColumn, type RowAction } from './row-actions';
import { SaveProblem } from './save-problem';
import { StaffPage } from './staff-page';
import { StaffTable, type StaffTableColumn } from './staff-table';
import type { TableQueryControls } from './use-table-query';

/** A record the console changes or deletes: its id and the version it was read at. */
export interface VersionedRecord {
  id: string;
  version: string;
}

/**
 * "Confirm, then delete" in the console's words: `title` names the record (the dialog's title and
 * the delete button's accessible name), `text` says what goes with it. `mutation` deletes on the
 * version read (`{ id, version }` unless `variables` says otherwise); its refusal (a record changed
 * meanwhile, in `staleText`) is shown by `problem`. `allowed` hides the delete where the record
 * cannot go (a product with orders).
 */
export interface DeleteConfig<T, R = unknown> {
  mutation: { mutate(variables: never, options?: { onSuccess?: (result: R) => void }): void; error: unknown };
  variables?: (row: T) => unknown;
  title: (row: T) => string;
  text: string | ((row: T) => string);
  confirmLabel: string;
  cancelLabel: string;
  /** The page's words for a record changed meanwhile (absent: the error's own text). */
  staleText?: string;
  allowed?: (row: T) => boolean;
  /** After the delete: what the server answered (a page may say what became of the record). */
  onDeleted?: (row: T, result: R) => void;
}

/**
 * The one "confirm, then delete" of the console: `ask(row)` opens the question, `action(row)` is
 * the row's delete button, `dialog` and `problem` are placed by the page (the problem above the
 * list or form it concerns).
 */
export function useConfirmDelete<T, R = unknown>(
  config: DeleteConfig<T, R>,
): {
  ask: (row: T) => void;
  action: (row: T) => RowAction;
  dialog: ReactNode;
  problem: ReactNode;
} {
  const [asking, setAsking] = useState<T | null>(null);
  const variables = config.variables ?? ((row: T) => pickVersion(row as unknown as VersionedRecord));
  const text = (row: T) => (typeof config.text === 'string' ? config.text : config.text(row));
  return {
    ask: (row) => setAsking(() => row),
    action: (row) => ({
      label: config.confirmLabel,
      ariaLabel: config.title(row),
      look: 'danger',
      onClick: () => setAsking(() => row),
    }),
    dialog: (
      <ConfirmDialog
        opened={asking !== null}
        title={asking === null ? '' : config.title(asking)}
        text={asking === null ? '' : text(asking)}
        confirmLabel={config.confirmLabel}
        cancelLabel={config.cancelLabel}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking !== null) {
            const row = asking;
            config.mutation.mutate(variables(row) as never, {
              onSuccess: (result) => config.onDeleted?.(row, result),
            });
          }
          setAsking(null);
        }}
      />
    ),
    problem: <SaveProblem error={config.mutation.error} staleText={config.staleText} />,
  };
}

function pickVersion({ id, version }: VersionedRecord): VersionedRecord {
  return { id, version };
}

/** A list as read: one page of records and how many match (`pageSize` absent: all in one page). */
export interface ListSource<T> {
  records: T[] | undefined;
  total?: number;
  pageSize?: number;
  fetching: boolean;
  error?: unknown;
}

export interface ConsoleListProps<T, F extends string> {
  /** The table's accessible name. */
  label: string;
  list: ListSource<T>;
  columns: StaffTableColumn<T>[];
  controls: TableQueryControls<F>;
  /** The list's filter inputs, shown above it (their values live in the address, `controls`). */
  filters?: ReactNode;
  /** The list's filters as described (`searchField`, `selectField`, `dateField`), shown above it. */
  filterFields?: readonly FilterField<F>[];
  /** The row's actions, in the last column; `title` is that column's name for assistive technologies. */
  rowActions?: { title: string; actions: (row: T) => readonly RowAction[] };
  // biome-ignore lint/suspicious/noExplicitAny: each list's delete answers its own result
  deletion?: DeleteConfig<T, any>;
  /** A message about the list's last change (saved, deleted), above it with the delete's problem. */
  notice?: ReactNode;
  idAccessor?: keyof T | ((record: T) => string | number);
  onRowClick?: (record: T, index: number) => void;
  rowClassName?: (record: T, index: number) => string | undefined;
  emptyText?: string;
}

/**
 * A console list: its filters (and CSV), the one table (`StaffTable`: page, sort and filters in
 * the address, loading and empty states), a failed read as its translated text, the row actions
 * with "confirm, then delete" and the delete's save problem above the table.
 */
export function ConsoleList<T, F extends string>({
  label,
  list,
  columns,
  controls,
  filters,
  filterFields,
  rowActions,
  deletion,
  notice,
  idAccessor,
  onRowClick,
  rowClassName,
  emptyText,
}: ConsoleListProps<T, F>) {
  const remove = useConfirmDelete(
    deletion ?? {
      mutation: { mutate: () => undefined, error: null },
      title: () => '',
      text: '',
      confirmLabel: '',
      cancelLabel: '',
      staleText: '',
    },
  );
  const actionsTitle = rowActions?.title ?? deletion?.confirmLabel;
  const withActions =
    actionsTitle === undefined
      ? columns
      : [
          ...columns,
          actionsColumn<T>(actionsTitle, (row) => [
            ...(rowActions?.actions(row) ?? []),
            ...(deletion && (deletion.allowed?.(row) ?? true) ? [remove.action(row)] : []),
          ]),
        ];
  const records = list.records ?? [];
  return (
    <Stack gap="md">
      {(notice || Boolean(deletion?.mutation.error)) && (
        <div aria-live="polite">
          {notice}
          {deletion && remove.problem}
        </div>
      )}
      <ErrorAlert error={list.error} />
      <StaffTable<T, F>
        label={label}
        records={list.records}
        total={list.total ?? records.length}
        pageSize={list.pageSize ?? Math.max(records.length, 1)}
        fetching={list.fetching}
        columns={withActions}
        controls={controls}
        filters={filterFields ? <Filters controls={controls} fields={filterFields} /> : filters}
        idAccessor={idAccessor}
        onRowClick={onRowClick}
        rowClassName={rowClassName}
        emptyText={emptyText}
      />
      {deletion && remove.dialog}
    </Stack>
  );
}

/**
 * The list as a CSV file, with the list's filters. A list the server would refuse to write (more
 * rows than a CSV holds, `tooLarge`) says so instead of offering a file that cannot come.
 */
export function CsvButton({
  href,
  label,
  tooLarge,
}: {
  href: string;
  label: string;
  tooLarge?: string | null;
}) {
  if (tooLarge) {
    return (
      <Text size="sm" c="red.9" maw={360} role="note">
        {tooLarge}
      </Text>
    );
  }
  return (
    <Button
      component="a"
      href={href}
      download
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
    >
      {label}
    </Button>
  );
}

/** A list's "New" button, among the page's actions: it opens the form (`onClick`) or its page (`to`). */
export function CreateButton({
  onClick,
  to,
  children,
}: {
  onClick?: () => void;
  to?: string;
  children: ReactNode;
}) {
  const icon = <IconPlus size={16} aria-hidden />;
  return to ? (
    <Button component={Link} to={to} leftSection={icon}>
      {children}
    </Button>
  ) : (
    <Button leftSection={icon} onClick={onClick}>
      {children}
    </Button>
  );
}

/** A list read one page at a time (`{ items, total }`), as `ConsoleList` takes it. */
export function pagedList<T>(
  query: { data?: { items: T[]; total: number }; isFetching: boolean },
  pageSize: number,
): ListSource<T> {
  return { records: query.data?.items, total: query.data?.total, pageSize, fetching: query.isFetching };
}

/**
 * A console page that is a list: the page (title, intro, its actions such as "New", the CSV)
 * around `ConsoleList`; `children` are what the list opens (a record's form in a modal).
 */
export function ListPage<T, F extends string>({
  title,
  intro,
  actions,
  csv,
  children,
  ...list
}: Omit<ConsoleListProps<T, F>, 'label'> & {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  csv?: { href: string; label: string; tooLarge?: string | null };
  label?: string;
  children?: ReactNode;
}) {
  const header =
    csv && actions ? (
      <Group gap="xs">
        {actions}
        <CsvButton {...csv} />
      </Group>
    ) : csv ? (
      <CsvButton {...csv} />
    ) : (
      actions
    );
  return (
    <StaffPage title={title} intro={intro} actions={header}>
      <ConsoleList<T, F> {...list} label={list.label ?? title} />
      {children}
    </StaffPage>
  );
}
