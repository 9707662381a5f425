import '../../test/setup';
import { Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { renderWithApp, useLanguage } from '../../test/render';
import {
  RecordForm,
  RecordModal,
  type SaveMutation,
  type StaleProps,
  useEditingRecord,
  useRecordForm,
  useRowSave,
} from './record-form';

interface Room {
  id: string;
  version: string;
  name: string;
}

const CreateRoom = z.object({ name: z.string().trim().min(1).max(20) });
const UpdateRoom = CreateRoom.extend({ version: z.string() });

/** A mutation answering with `answer` (a value, or an error to throw), recording its calls. */
function fakeSave(answer: (call: number) => unknown): SaveMutation<Room> & { calls: unknown[] } {
  const calls: unknown[] = [];
  return {
    calls,
    error: null,
    isPending: false,
    mutateAsync: async (variables: never) => {
      calls.push(variables);
      const result = answer(calls.length);
      if (result instanceof Error) throw result;
      return result as Room;
    },
  };
}

function RoomForm({
  room,
  save,
  onSaved = () => undefined,
  stale,
}: {
  room: Room | null;
  save: SaveMutation<Room>;
  onSaved?: (room: Room) => void;
  stale?: StaleProps;
}) {
  const state = useRecordForm<{ name: string }, Room, Room>({
    record: room,
    initialValues: { name: room?.name ?? '' },
    create: CreateRoom,
    update: UpdateRoom,
    toBody: (values) => values,
    save,
    onSaved,
    onStale: stale?.onStale,
  });
  return (
    <RecordForm
      state={state}
      label="Room"
      stale={stale?.stale}
      staleText="This room changed meanwhile."
      saveLabel="Save"
      history={<p>History of the room</p>}
    >
      <TextInput label="Name" {...state.form.getInputProps('name')} />
    </RecordForm>
  );
}

describe('RecordForm — a console record’s form', () => {
  it('checks the values with the contract before saving, then changes the record on its version', async () => {
    await useLanguage('en');
    const save = fakeSave(() => ({ id: 'r1', version: 'v2', name: 'Aula 2' }));
    const saved = vi.fn();
    renderWithApp(
      <RoomForm room={{ id: 'r1', version: 'v1', name: 'Aula 1' }} save={save} onSaved={saved} />,
    );
    const form = await screen.findByRole('form', { name: 'Room' });
    expect(within(form).getByText('History of the room')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: ' ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(/required/i)).toBeTruthy();
    expect(save.calls).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Aula 2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith({ id: 'r1', version: 'v2', name: 'Aula 2' }));
    expect(save.calls).toEqual([{ id: 'r1', body: { name: 'Aula 2', version: 'v1' } }]);
  });

  it('creates without a version, and shows the server’s refusals under their fields', async () => {
    await useLanguage('en', ['errors']);
    const save = fakeSave(() => new ApiError(400, 'request.invalid', 'bad', { name: 'staff.nameTaken' }));
    renderWithApp(<RoomForm room={null} save={save} />);
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Aula 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save.calls).toEqual([{ id: null, body: { name: 'Aula 1' } }]));
    const input = screen.getByLabelText('Name');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
  });

  it('says a stale record in the page’s words when the page does not reopen it', async () => {
    await useLanguage('en');
    const stale = new ApiError(409, 'staff.staleRecord');
    renderWithApp(
      <RoomForm
        room={{ id: 'r1', version: 'v1', name: 'Aula 1' }}
        save={{ ...fakeSave(() => stale), error: stale }}
      />,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('This room changed meanwhile.');
  });
});

/** A list's modal: the record read again after a stale save comes back with a new version. */
function Rooms({ save }: { save: SaveMutation<Room> }) {
  const [room, setRoom] = useState<Room>({ id: 'r1', version: 'v1', name: 'Aula 1' });
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setRoom({ ...room, version: 'v2', name: 'Aula Magna' })}>Read again</Button>
      <RecordModal<Room>
        editing={open ? room : null}
        title={`Edit ${room.name}`}
        closeLabel="Close"
        onClose={() => setOpen(false)}
      >
        {(record, stale) => (
          <RoomForm room={record} save={save} stale={stale} onSaved={() => setOpen(false)} />
        )}
      </RecordModal>
    </>
  );
}

describe('RecordModal — a list’s record form in a modal', () => {
  it('after a stale save opens the form on the record read again, with the notice', async () => {
    await useLanguage('en');
    const save = fakeSave((call) =>
      call === 1 ? new ApiError(409, 'staff.staleRecord') : { id: 'r1', version: 'v3', name: 'Aula Magna' },
    );
    renderWithApp(<Rooms save={save} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Aula 1' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save.calls).toHaveLength(1));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This room changed meanwhile.');

    fireEvent.click(screen.getByRole('button', { name: 'Read again', hidden: true }));
    const again = await screen.findByRole('dialog', { name: 'Edit Aula Magna' });
    expect((within(again).getByLabelText('Name') as HTMLInputElement).value).toBe('Aula Magna');
    expect(within(again).getByRole('alert').textContent).toBe('This room changed meanwhile.');
    fireEvent.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(save.calls[1]).toEqual({ id: 'r1', body: { name: 'Aula Magna', version: 'v2' } }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

const SetShelf = z.strictObject({ id: z.string(), qty: z.number().int().min(0).max(10) });

/** A grid of shelves, each row set on its own with the row's contract. */
function Shelves({
  save,
  saved,
}: {
  save: SaveMutation<Room>;
  saved: (index: number, body: object) => void;
}) {
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      rows: [
        { id: 'a', qty: '' },
        { id: 'b', qty: '' },
      ],
    },
  });
  const saveRow = useRowSave<typeof form.values, { id: string; qty: string }, Room>(form, {
    list: 'rows',
    contract: SetShelf,
    toBody: (row) => ({ id: row.id, qty: Number(row.qty) }),
    save,
    onSaved: (_saved, index, body) => saved(index, body),
  });
  return (
    <>
      {form.values.rows.map((row, index) => (
        <div key={row.id}>
          <TextInput label={`Quantity ${row.id}`} {...form.getInputProps(`rows.${index}.qty`)} />
          <Button onClick={() => saveRow(index)}>{`Set ${row.id}`}</Button>
        </div>
      ))}
    </>
  );
}

describe('useRowSave — a list field’s rows saved one at a time', () => {
  it('checks the row with its contract and shows refusals under that row’s fields, the other rows’ kept', async () => {
    await useLanguage('en', ['errors']);
    const save = fakeSave((call) =>
      call === 1
        ? new ApiError(400, 'request.invalid', 'bad', { qty: 'request.invalid' })
        : call === 2
          ? new ApiError(409, 'staff.staleRecord', 'changed', { current: '4' })
          : { id: 'r1', version: 'v1', name: 'ok' },
    );
    const saved = vi.fn();
    renderWithApp(<Shelves save={save} saved={saved} />);
    const a = await screen.findByLabelText('Quantity a');
    const b = screen.getByLabelText('Quantity b');
    fireEvent.change(b, { target: { value: '11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set b' }));
    await waitFor(() => expect(b.getAttribute('aria-invalid')).toBe('true'));
    expect(a.getAttribute('aria-invalid')).not.toBe('true');
    expect(save.calls).toEqual([]);

    fireEvent.change(a, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set a' }));
    await waitFor(() => expect(a.getAttribute('aria-invalid')).toBe('true'));
    expect(save.calls).toEqual([{ id: 'a', qty: 3 }]);
    expect(b.getAttribute('aria-invalid')).toBe('true');

    // A refusal naming none of the row's fields (a current value) leaves the row clear; nothing saved.
    fireEvent.click(screen.getByRole('button', { name: 'Set a' }));
    await waitFor(() => expect(save.calls).toHaveLength(2));
    await waitFor(() => expect(a.getAttribute('aria-invalid')).not.toBe('true'));
    expect(saved).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Set a' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith(0, { id: 'a', qty: 3 }));
    expect(b.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('useEditingRecord', () => {
  it('opens on a new record or on a record as last read, and closes', () => {
    const first = [{ id: 'r1', version: 'v1', name: 'Aula 1' }];
    const { result, rerender } = renderHook(({ rooms }) => useEditingRecord(rooms), {
      initialProps: { rooms: first },
    });
    expect(result.current.editing).toBeNull();
    act(() => result.current.create());
    expect(result.current.editing).toBe('new');
    act(() => result.current.edit('r1'));
    expect(result.current.editing).toEqual(first[0]);
    // Read again (after a stale save): the form is on the new version.
    const again = [{ id: 'r1', version: 'v2', name: 'Aula 1 bis' }];
    rerender({ rooms: again });
    expect(result.current.editing).toEqual(again[0]);
    act(() => result.current.close());
    expect(result.current.editing).toBeNull();
  });
});
