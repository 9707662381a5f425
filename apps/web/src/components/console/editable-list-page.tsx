import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CreateButton,
  type DeleteConfig,
  ListPage,
  type ListSource,
  type VersionedRecord,
} from './list-page';
import { RecordModal, type StaleProps, useEditingRecord } from './record-form';
import type { RowAction } from './row-actions';
import type { StaffTableColumn } from './staff-table';
import { useTableQuery } from './use-table-query';

const NO_FILTERS = [] as const;

/** What a record's form in an `EditableListPage` is given: the stale notice and its way out. */
export type EditingProps = StaleProps & { onDone: () => void };

/**
 * A console page listing every record of a short list at once (no filters, no pages), each
 * changed in a modal form: "New" among the page's actions, the row's edit first among its actions
 * (then `moreActions`), an optional "confirm, then delete", in the console's own words for edit,
 * the actions and close. `editTitle` names a record both on its edit button (for assistive
 * technologies) and in the modal's title; a new one is `createLabel`.
 */
export function EditableListPage<R extends VersionedRecord>({
  title,
  intro,
  createLabel,
  editTitle,
  modalSize,
  list,
  columns,
  moreActions,
  deletion,
  form,
}: {
  title: string;
  intro?: ReactNode;
  createLabel: string;
  editTitle: (record: R) => string;
  modalSize?: string;
  list: ListSource<R> & { records: R[] };
  columns: StaffTableColumn<R>[];
  moreActions?: (record: R) => readonly RowAction[];
  // biome-ignore lint/suspicious/noExplicitAny: each list's delete answers its own result
  deletion?: DeleteConfig<R, any>;
  /** The record's form (null: a new record). */
  form: (record: R | null, editing: EditingProps) => ReactNode;
}) {
  const { t } = useTranslation('staff');
  const controls = useTableQuery(NO_FILTERS);
  // The record as last read: after a stale save the list is read again and the form shows it.
  const { editing, edit, create, close } = useEditingRecord(list.records);
  return (
    <ListPage<R, never>
      title={title}
      intro={intro}
      actions={<CreateButton onClick={create}>{createLabel}</CreateButton>}
      list={list}
      columns={columns}
      controls={controls}
      idAccessor="id"
      rowActions={{
        title: t('table.actions'),
        actions: (record) => [
          { label: t('table.edit'), ariaLabel: editTitle(record), onClick: () => edit(record.id) },
          ...(moreActions?.(record) ?? []),
        ],
      }}
      deletion={deletion}
    >
      <RecordModal<R>
        editing={editing}
        onClose={close}
        title={editing === 'new' ? createLabel : editing ? editTitle(editing) : ''}
        size={modalSize}
      >
        {(record, stale) => form(record, { ...stale, onDone: close })}
      </RecordModal>
    </ListPage>
  );
}
