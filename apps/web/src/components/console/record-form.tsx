import { Button, Group, Modal, Stack } from '@mantine/core';
import { type FormErrors, type UseFormReturnType, useForm } from '@mantine/form';
import { type FormEvent, Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../lib/api-client';
import { fieldErrorsText, zodResolver } from '../../lib/zod-resolver';
import type { VersionedRecord } from './list-page';
import { SaveProblem, StaleNotice } from './save-problem';

/**
 * The feature's save mutation. By default it is called with `{ id: null, body }` to create and
 * `{ id, body }` (the body with its version) to change; `variables` builds other arguments.
 */
export interface SaveMutation<Saved> {
  mutateAsync(variables: never): Promise<Saved>;
  error: unknown;
  isPending: boolean;
}

/** A record a form changes: the version it was read at (null: read before it had one). */
export interface FormRecord {
  version?: string | null;
}

/**
 * Whether the record was found changed meanwhile: `onStale` is the form's way to say so (the
 * record is read again and the form opened on its new version, `stale` then shows the notice).
 */
export interface StaleProps {
  stale: boolean;
  onStale: () => void;
}

/** A form's values, as @mantine/form takes them. */
// biome-ignore lint/suspicious/noExplicitAny: @mantine/form's own bound for a form's values
export type FormValues = Record<string, any>;

export interface RecordFormOptions<Values extends FormValues, R extends FormRecord, Saved> {
  /** The record changed, on its version; null creates one. */
  record: R | null;
  initialValues: Values;
  /** The operation's contracts from packages/domain: the creation's and the change's (with `version`). */
  create: z.ZodType;
  update: z.ZodType;
  /** The values as the API's body, without the version (which the form adds for a change). */
  toBody: (values: Values, record: R | null) => object;
  save: SaveMutation<Saved>;
  /**
   * Where the version read goes: in the body (`{ id, body: { ...fields, version } }`, checked by
   * `update`), or elsewhere (`'apart'`: `update` checks the fields alone, `variables` places it).
   */
  version?: 'inBody' | 'apart';
  /** The mutation's arguments when not `{ id, body }`: from the body (with its version when `inBody`). */
  variables?: (body: object, record: R | null) => unknown;
  onSaved: (saved: Saved) => void;
  /** Given: a stale refusal calls it (see `StaleProps`); absent: the save problem says it in `staleText`. */
  onStale?: () => void;
  messages?: Partial<Record<string, string>>;
}

export interface RecordFormState<Values extends FormValues> {
  form: UseFormReturnType<Values, Values, (values: Values) => FormErrors>;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  error: unknown;
  saving: boolean;
  /** Whether a stale refusal is left to `onStale` (then the save problem does not repeat it). */
  staleHandled: boolean;
}

/**
 * A console record's form: @mantine/form validated by the operation's contract (the change's with
 * the version read), saved through the feature's mutation; refusals per field from the server
 * are shown under their fields, anything else by `RecordForm`'s save problem.
 */
export function useRecordForm<Values extends FormValues, R extends FormRecord, Saved>(
  options: RecordFormOptions<Values, R, Saved>,
): RecordFormState<Values> {
  const { record, toBody, save, onSaved, onStale, messages } = options;
  const withVersion = (fields: object, changed: R) =>
    options.version === 'apart' ? fields : { ...fields, version: changed.version };
  const variables = options.variables ?? defaultVariables;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: options.initialValues,
    validate: record
      ? zodResolver(options.update, {
          toInput: (values: Values) => withVersion(toBody(values, record), record),
          messages,
        })
      : zodResolver(options.create, { toInput: (values: Values) => toBody(values, null), messages }),
  });
  const onSubmit = form.onSubmit(async (values) => {
    const fields = toBody(values, record);
    const body = record ? withVersion(fields, record) : fields;
    let saved: Saved;
    try {
      saved = await save.mutateAsync(variables(body, record) as never);
    } catch (error) {
      if (onStale && isApiError(error, 'staff.staleRecord')) onStale();
      else if (isApiError(error) && error.fields) form.setErrors(fieldErrorsText(error.fields));
      return;
    }
    onSaved(saved);
  });
  return { form, onSubmit, error: save.error, saving: save.isPending, staleHandled: onStale !== undefined };
}

/** A list field's rows saved one at a time (a grid with a button on each row). */
export interface RowSaveOptions<Row, Saved> {
  /** The list field of the form's values (`rows`): its rows' fields are named as in the body. */
  list: string;
  /** The operation's contract from packages/domain, for one row's body. */
  contract: z.ZodType;
  toBody: (row: Row) => object;
  save: SaveMutation<Saved>;
  /** The mutation's arguments when not the body alone (the row's record named apart, say). */
  variables?: (body: object, row: Row) => unknown;
  onSaved: (saved: Saved, index: number, body: object) => void;
  messages?: Partial<Record<string, string>>;
}

/**
 * Saves one row of a form's list field: its body checked by the operation's contract, then sent
 * through the feature's mutation; refusals of the row's fields, the browser's or the server's,
 * are shown under that row's own fields (`rows.2.quantity`), the other rows' kept; anything else
 * is left to the save problem (`save.error`).
 */
export function useRowSave<Values extends FormValues, Row, Saved>(
  form: Pick<UseFormReturnType<Values>, 'setErrors' | 'getValues'>,
  options: RowSaveOptions<Row, Saved>,
): (index: number) => Promise<void> {
  const { list, contract, toBody, save, onSaved, messages, variables = (body) => body } = options;
  return async (index) => {
    const prefix = `${list}.${index}.`;
    const showRowErrors = (errors: FormErrors) => {
      const row = Object.entries(errors).map(([field, text]) => [`${prefix}${field}`, text]);
      form.setErrors((all) => ({
        ...Object.fromEntries(Object.entries(all).filter(([path]) => !path.startsWith(prefix))),
        ...Object.fromEntries(row),
      }));
    };
    const row = (form.getValues()[list] as Row[])[index] as Row;
    const body = toBody(row);
    const refused = zodResolver(contract, { messages })(body);
    showRowErrors(refused);
    if (Object.keys(refused).length > 0) return;
    let saved: Saved;
    try {
      saved = await save.mutateAsync(variables(body, row) as never);
    } catch (error) {
      // Only the row's own fields: other fields of an answer (a current value) are no refusal.
      if (isApiError(error) && error.fields) {
        const own = Object.entries(error.fields).filter(
          ([field]) => (field.split('.')[0] ?? '') in (row as object),
        );
        showRowErrors(fieldErrorsText(Object.fromEntries(own)));
      }
      return;
    }
    onSaved(saved, index, body);
  };
}

function defaultVariables(body: object, record: FormRecord | null) {
  return { id: record ? (record as unknown as VersionedRecord).id : null, body };
}

/**
 * The frame of a console record's form: the stale notice (`stale`), the one save problem, the
 * fields, a history slot (the record's changes), then cancel (when `onCancel`) and save.
 */
export function RecordForm({
  state,
  label,
  staleText,
  stale = false,
  saveLabel,
  cancelLabel,
  onCancel,
  history,
  children,
}: {
  state: Pick<RecordFormState<FormValues>, 'onSubmit' | 'error' | 'saving' | 'staleHandled'>;
  label?: string;
  /** The page's words for a record changed meanwhile (absent: the error's own text). */
  staleText?: string;
  stale?: boolean;
  saveLabel: string;
  cancelLabel?: string;
  onCancel?: () => void;
  history?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form onSubmit={state.onSubmit} noValidate aria-label={label}>
      <Stack>
        {stale && staleText && <StaleNotice text={staleText} />}
        <SaveProblem error={state.error} staleText={state.staleHandled ? null : staleText} />
        {children}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {cancelLabel}
            </Button>
          )}
          <Button type="submit" loading={state.saving}>
            {saveLabel}
          </Button>
        </Group>
        {history}
      </Stack>
    </form>
  );
}

/**
 * A list's record form in a modal: open on a record (or `'new'`) until `onClose`. The form is
 * built afresh for each record and version (`children` gets the record, null for a new one), so
 * a record read again after a stale refusal opens on its new version with the notice shown.
 */
export function RecordModal<R extends FormRecord>({
  editing,
  title,
  closeLabel,
  onClose,
  size,
  formKey,
  children,
}: {
  editing: R | 'new' | null;
  title: string;
  /** The close button's name (absent: the portal's "Close"). */
  closeLabel?: string;
  onClose: () => void;
  size?: string;
  /** The form's identity when `id:version` does not make it (a copy; a record keyed otherwise). */
  formKey?: string;
  children: (record: R | null, stale: StaleProps) => ReactNode;
}) {
  const { t } = useTranslation();
  const [stale, setStale] = useState(false);
  // Closed (saved, or closed by the page): the next record opens without the notice.
  if (editing === null && stale) setStale(false);
  const close = () => {
    setStale(false);
    onClose();
  };
  const record = editing === 'new' ? null : editing;
  const key =
    formKey ?? (record ? `${(record as unknown as VersionedRecord).id}:${record.version ?? 'none'}` : 'new');
  return (
    <Modal
      opened={editing !== null}
      onClose={close}
      closeButtonProps={{ 'aria-label': closeLabel ?? t('close') }}
      title={title}
      size={size}
    >
      {editing !== null && (
        <Fragment key={key}>{children(record, { stale, onStale: () => setStale(true) })}</Fragment>
      )}
    </Modal>
  );
}

/**
 * Which record of a list its modal form is open on, by id: `edit(id)`, `create()` (`'new'`),
 * `close()`. `editing` is the record as last read, so after a stale save the list is read again
 * and the form shows the record's new version.
 */
export function useEditingRecord<R extends { id: string }>(records: readonly R[]) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const editing: R | 'new' | null =
    editingId === 'new' ? 'new' : (records.find((record) => record.id === editingId) ?? null);
  return {
    editing,
    edit: (id: string) => setEditingId(id),
    create: () => setEditingId('new'),
    close: () => setEditingId(null),
  };
}
