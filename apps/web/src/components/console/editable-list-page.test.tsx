import '../../test/setup';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, useLanguage } from '../../test/render';
import { EditableListPage } from './editable-list-page';

interface Room {
  id: string;
  version: string;
  name: string;
}

const ROOMS: Room[] = [
  { id: 'A1', version: 'v1', name: 'Pastry lab' },
  { id: 'B2', version: 'v3', name: 'Hot kitchen' },
];

function Rooms() {
  return (
    <EditableListPage<Room>
      title="Rooms"
      createLabel="New room"
      editTitle={(room) => `Edit room ${room.id}`}
      list={{ records: ROOMS, fetching: false }}
      columns={[{ accessor: 'name', title: 'Name' }]}
      moreActions={(room) => [
        { label: 'Register', ariaLabel: `Register of ${room.id}`, look: 'link', to: '/r' },
      ]}
      form={(room, { onDone }) => (
        <div>
          <p>{room ? `Form of ${room.name}` : 'Empty form'}</p>
          <button type="button" onClick={onDone}>
            Done
          </button>
        </div>
      )}
    />
  );
}

describe('EditableListPage — a short list edited in a modal', () => {
  it('lists every record with its edit first, opens the form on a record or a new one, closes when done', async () => {
    await useLanguage('en');
    renderWithApp(<Rooms />, { path: '/rooms' });
    const table = await screen.findByRole('table', { name: 'Rooms' });
    const row = within(table).getByText('Hot kitchen').closest('tr') as HTMLElement;
    const actions = Array.from(row.querySelectorAll('a, button'));
    expect(actions.map((action) => action.textContent)).toEqual(['Edit', 'Register']);

    fireEvent.click(screen.getByRole('button', { name: 'Edit room B2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit room B2' });
    expect(within(dialog).getByText('Form of Hot kitchen')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('Form of Hot kitchen')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'New room' }));
    const empty = await screen.findByRole('dialog', { name: 'New room' });
    expect(within(empty).getByText('Empty form')).toBeTruthy();
    expect(within(empty).getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
