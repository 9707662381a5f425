import '../../../test/setup';
import { ENROLMENT_SWITCHES } from '@school/domain/staff/people';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { meWith } from '../../../test/me';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { PersonView } from './person-page';

const flags = Object.fromEntries(ENROLMENT_SWITCHES.map((key) => [key, false]));

function personAnswer(overrides: Record<string, unknown> = {}, enrolmentFlags: Record<string, boolean> = {}) {
  return {
    person: {
      id: 'p1',
      username: 'sara@example.test',
      email: 'sara@example.test',
      firstName: 'Sara',
      lastName: 'Neri',
      taxCode: '',
      registrationNumber: null,
      categories: [],
      isBlocked: false,
      roleClaim: null,
      createdAt: '2026-01-10T10:00:00.000Z',
      language: 'it',
      pin: null,
      webappPermissions: [],
      signupRole: 2,
      version: 'v1',
      ...overrides,
    },
    enrolments: [
      {
        id: 'e1',
        name: 'Cucina 2026',
        kind: 'course',
        flags: { ...flags, ...enrolmentFlags },
        createdAt: '2026-01-10T10:00:00.000Z',
        version: 'ev1',
      },
    ],
  };
}

type Handler = (url: string, init?: RequestInit) => Response | undefined;

/** A fake server: the signed-in staff member, csrf, an empty history, the person and `handle` for the rest. */
function server(permissions: string[], person: unknown, handle: Handler = () => undefined) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const answer = handle(url, init);
    if (answer) return answer;
    if (url === '/api/auth/csrf') return jsonResponse(200, { token: 't' });
    if (url === '/api/me')
      return jsonResponse(200, { user: meWith(['Dipendente'], permissions, { language: 'en' }) });
    if (url.startsWith('/api/staff/audit/'))
      return jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 100 });
    if (url === '/api/staff/people/p1') return jsonResponse(200, person);
    if (url === '/api/staff/people/p1/passkeys') return jsonResponse(200, { passkeys: [] });
    return jsonResponse(404, { error: { code: 'request.notFound', message: 'x' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const callsTo = (fetchMock: ReturnType<typeof server>, url: string) =>
  fetchMock.mock.calls.filter((call) => call[0] === url);
const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));

/** A button once the signed-in staff member's permissions are known. */
async function enabledButton(name: string) {
  const button = (await screen.findByRole('button', { name })) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

beforeEach(async () => {
  await useLanguage('en', ['staff']);
});

describe('a person in the staff console', () => {
  it('shows every enrolment flag with its meaning, and switches one on the enrolment version', async () => {
    const fetchMock = server(['Segreteria'], personAnswer(), (url, init) =>
      url === '/api/staff/people/p1/enrolments/e1/flags' && init?.method === 'PUT'
        ? jsonResponse(200, personAnswer({}, { isActiveBooking: true }))
        : undefined,
    );
    renderWithApp(<PersonView id="p1" />);
    const bookings = (await screen.findByRole('switch', {
      name: /Bookings \(IsActivePrenotazione__c\)/,
    })) as HTMLInputElement;
    // Enabled once the signed-in staff member's permissions are known.
    await waitFor(() => expect(bookings.disabled).toBe(false));
    expect(screen.getByText('Enables bookings of events and course modules.')).toBeTruthy();
    expect(screen.getAllByRole('switch', { name: /__c|re-admitted/ })).toHaveLength(
      ENROLMENT_SWITCHES.length,
    );
    fireEvent.click(bookings);
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/staff/people/p1/enrolments/e1/flags')).toHaveLength(1),
    );
    expect(bodyOf(callsTo(fetchMock, '/api/staff/people/p1/enrolments/e1/flags')[0])).toEqual({
      flag: 'isActiveBooking',
      value: true,
      version: 'ev1',
    });
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: /Bookings/ }) as HTMLInputElement).checked).toBe(true),
    );
    expect(screen.getByRole('status').textContent).toBe('Saved.');
  });

  it('moves an enrolment to another person found by the search, then links to their record', async () => {
    const giulia = {
      id: 'p2',
      username: 'giulia@example.test',
      email: 'giulia@example.test',
      firstName: 'Giulia',
      lastName: 'Nuova',
      taxCode: '',
      registrationNumber: null,
      categories: ['Studente'],
      isBlocked: false,
      roleClaim: null,
      createdAt: '2026-01-10T10:00:00.000Z',
    };
    const moved = { ...personAnswer(), enrolments: [] };
    const fetchMock = server(['Segreteria'], personAnswer(), (url, init) => {
      if (url.startsWith('/api/staff/people?'))
        return jsonResponse(200, { items: [personAnswer().person, giulia], total: 2, page: 1, pageSize: 10 });
      if (url === '/api/staff/people/p1/enrolments/e1/move' && init?.method === 'POST')
        return jsonResponse(200, moved);
      return undefined;
    });
    renderWithApp(<PersonView id="p1" />);
    fireEvent.click(await enabledButton('Move to another person'));
    const dialog = await screen.findByRole('dialog', { name: 'Move “Cucina 2026”?' });
    const search = within(dialog).getByRole('combobox', { name: 'Person to move it to' });
    await userEvent.type(search, 'Giu');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some((call) => String(call[0]).startsWith('/api/staff/people?'))).toBe(
        true,
      ),
    );
    const option = await screen.findByRole('option', { name: 'Nuova Giulia · giulia@example.test' });
    // The person being moved from is not offered.
    expect(screen.queryByRole('option', { name: /Neri Sara/ })).toBeNull();
    fireEvent.click(option);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move the enrolment' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/staff/people/p1/enrolments/e1/move')).toHaveLength(1),
    );
    expect(bodyOf(callsTo(fetchMock, '/api/staff/people/p1/enrolments/e1/move')[0])).toEqual({
      toUserId: 'p2',
      version: 'ev1',
    });
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Enrolment moved to Nuova Giulia.');
    expect(within(status).getByRole('link', { name: 'Open their record' }).getAttribute('href')).toBe(
      '/staff/people/p2',
    );
    await waitFor(() => expect(screen.getByText('No enrolments.')).toBeTruthy());
  });

  it('says the record changed and reads it again when the change was made on an old version', async () => {
    let reads = 0;
    const fetchMock = server(['Segreteria'], personAnswer(), (url, init) => {
      if (url === '/api/staff/people/p1' && (init?.method ?? 'GET') === 'GET') {
        reads++;
        return jsonResponse(
          200,
          reads > 1 ? personAnswer({ categories: ['Studente'], version: 'v2' }) : personAnswer(),
        );
      }
      if (url === '/api/staff/people/p1/categories')
        return jsonResponse(409, { error: { code: 'staff.staleRecord', message: 'stale' } });
      return undefined;
    });
    renderWithApp(<PersonView id="p1" />);
    fireEvent.click(await enabledButton('Save categories'));
    expect((await screen.findByRole('alert')).textContent).toContain('changed in the meantime');
    await waitFor(() => expect(reads).toBe(2));
    expect(bodyOf(callsTo(fetchMock, '/api/staff/people/p1/categories')[0])).toEqual({
      categories: [],
      version: 'v1',
    });
  });

  it('confirms a claimed role after the confirmation dialog, with the registration number', async () => {
    const claimed = personAnswer({
      signupRole: 6,
      roleClaim: { role: 6, category: 'Studente', state: 'pending' },
    });
    const fetchMock = server(['Segreteria'], claimed, (url) =>
      url === '/api/staff/people/p1/role-claim/confirm'
        ? jsonResponse(
            200,
            personAnswer({
              signupRole: 6,
              categories: ['Studente'],
              roleClaim: { role: 6, category: 'Studente', state: 'confirmed' },
            }),
          )
        : undefined,
    );
    renderWithApp(<PersonView id="p1" />);
    expect(await screen.findByText(/At sign-up this person declared: Alma student/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Registration number of the school/), {
      target: { value: 's2026100' },
    });
    fireEvent.click(await enabledButton('Confirm role'));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the role?' });
    expect(callsTo(fetchMock, '/api/staff/people/p1/role-claim/confirm')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm role' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/staff/people/p1/role-claim/confirm')).toHaveLength(1),
    );
    expect(bodyOf(callsTo(fetchMock, '/api/staff/people/p1/role-claim/confirm')[0])).toEqual({
      version: 'v1',
      registrationNumber: 's2026100',
    });
    expect(await screen.findByText('Role declared at sign-up confirmed: Alma student.')).toBeTruthy();
  });

  it('refuses a claimed role only after the dialog; cancelling sends nothing', async () => {
    const claimed = personAnswer({
      signupRole: 7,
      roleClaim: { role: 7, category: 'Diplomato', state: 'pending' },
    });
    const fetchMock = server(['Segreteria'], claimed, (url) =>
      url === '/api/staff/people/p1/role-claim/refuse'
        ? jsonResponse(
            200,
            personAnswer({ signupRole: 7, roleClaim: { role: 7, category: 'Diplomato', state: 'refused' } }),
          )
        : undefined,
    );
    renderWithApp(<PersonView id="p1" />);
    fireEvent.click(await enabledButton('Refuse role'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Refuse role' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refuse role' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/staff/people/p1/role-claim/refuse')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, '/api/staff/people/p1/role-claim/refuse')[0])).toEqual({
      version: 'v1',
    });
  });

  it('blocks only after the confirmation', async () => {
    const fetchMock = server(['Segreteria'], personAnswer(), (url) =>
      url === '/api/staff/people/p1/blocked'
        ? jsonResponse(200, personAnswer({ isBlocked: true, version: 'v2' }))
        : undefined,
    );
    renderWithApp(<PersonView id="p1" />);
    const blocked = (await screen.findByRole('switch', {
      name: 'Blocked: cannot sign in',
    })) as HTMLInputElement;
    await waitFor(() => expect(blocked.disabled).toBe(false));
    fireEvent.click(blocked);
    const dialog = await screen.findByRole('dialog', { name: 'Block this person?' });
    expect(callsTo(fetchMock, '/api/staff/people/p1/blocked')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/staff/people/p1/blocked')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, '/api/staff/people/p1/blocked')[0])).toEqual({
      blocked: true,
      version: 'v1',
    });
    expect(await screen.findByText('Blocked')).toBeTruthy();
  });

  it('lets only the administration change web-app permissions', async () => {
    server(['Segreteria'], personAnswer());
    const first = renderWithApp(<PersonView id="p1" />);
    await enabledButton('Save categories');
    expect(screen.getByText('Only the administration changes permissions.')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /Apertura Porte/ }) as HTMLInputElement).disabled).toBe(
      true,
    );
    first.unmount();
    const fetchMock = server(['Amministrazione'], personAnswer(), (url) =>
      url === '/api/staff/people/p1/permissions'
        ? jsonResponse(200, personAnswer({ webappPermissions: ['Apertura Porte'], version: 'v2' }))
        : undefined,
    );
    renderWithApp(<PersonView id="p1" />);
    await enabledButton('Save permissions');
    const doors = await screen.findByRole('checkbox', { name: /Apertura Porte/ });
    fireEvent.click(doors);
    fireEvent.click(screen.getByRole('button', { name: 'Save permissions' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/staff/people/p1/permissions')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, '/api/staff/people/p1/permissions')[0])).toEqual({
      permissions: ['Apertura Porte'],
      version: 'v1',
    });
    // The secretariat's changes are not theirs.
    expect((screen.getByRole('button', { name: 'Save categories' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('checks the registration number and PIN as the server does, and says what the server refused', async () => {
    const fetchMock = server(['Segreteria'], personAnswer(), (url) =>
      url === '/api/staff/people/p1/registration'
        ? jsonResponse(409, {
            error: {
              code: 'staff.registrationNumberTaken',
              message: 'taken',
              fields: { registrationNumber: 'staff.registrationNumberTaken' },
            },
          })
        : undefined,
    );
    renderWithApp(<PersonView id="p1" />);
    const save = await enabledButton('Save');
    fireEvent.change(screen.getByLabelText('Registration number'), { target: { value: 's2026001' } });
    fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '12' } });
    fireEvent.click(save);
    expect(await screen.findByText('Invalid PIN: 4 to 8 digits.')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/staff/people/p1/registration')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '4821' } });
    fireEvent.click(save);
    await waitFor(() => expect(callsTo(fetchMock, '/api/staff/people/p1/registration')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, '/api/staff/people/p1/registration')[0])).toEqual({
      registrationNumber: 'S2026001',
      pin: '4821',
      version: 'v1',
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This registration number belongs to another person.',
    );
  });

  it('shows the person’s passkeys and removes one on its version after the confirmation', async () => {
    const passkey = {
      id: 'k1',
      name: 'Telefono di Sara',
      createdAt: '2026-10-01T08:00:00.000Z',
      lastUsedAt: null,
      backedUp: true,
      version: 'kv1',
    };
    let removed = false;
    const fetchMock = server(['Segreteria'], personAnswer(), (url, init) => {
      if (url === '/api/staff/people/p1/passkeys')
        return jsonResponse(200, { passkeys: removed ? [] : [passkey] });
      if (url.startsWith('/api/staff/people/p1/passkeys/k1') && init?.method === 'DELETE') {
        removed = true;
        return new Response(null, { status: 204 });
      }
      return undefined;
    });
    renderWithApp(<PersonView id="p1" />);
    const table = await screen.findByRole('table', { name: "The person's passkeys" });
    expect(await within(table).findByText('Telefono di Sara')).toBeTruthy();
    expect(within(table).getByText('01-10-2026 10:00')).toBeTruthy();
    expect(within(table).getByText('Never')).toBeTruthy();
    fireEvent.click(await enabledButton('Remove Telefono di Sara'));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this passkey?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect((await screen.findByRole('status')).textContent).toBe('Passkey removed.');
    const calls = fetchMock.mock.calls.filter(
      (call) => (call[1] as RequestInit | undefined)?.method === 'DELETE',
    );
    expect(calls.map((call) => call[0])).toEqual(['/api/staff/people/p1/passkeys/k1?version=kv1']);
    expect(await screen.findByText('No passkeys.')).toBeTruthy();
  });

  it('shows the passkeys without their removal to staff outside the secretariat', async () => {
    server(['Amministrazione'], personAnswer(), (url) =>
      url === '/api/staff/people/p1/passkeys'
        ? jsonResponse(200, {
            passkeys: [
              {
                id: 'k1',
                name: 'Portatile',
                createdAt: '2026-10-01T08:00:00.000Z',
                lastUsedAt: '2026-11-28T09:30:00.000Z',
                backedUp: false,
                version: 'kv1',
              },
            ],
          })
        : undefined,
    );
    renderWithApp(<PersonView id="p1" />);
    const table = await screen.findByRole('table', { name: "The person's passkeys" });
    expect(await within(table).findByText('Portatile')).toBeTruthy();
    expect(within(table).getByText('28-11-2026 10:30')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Remove Portatile' })).toBeNull();
  });

  it('shows the history of the account and of its enrolments, newest first, fields by their names', async () => {
    const entry = (
      id: number,
      changedAt: string,
      table: string,
      recordId: string,
      field: string,
      before: unknown,
      after: unknown,
    ) => ({
      id,
      changedAt,
      changedBy: { id: 'staff1', username: 'clerk@example.test', firstName: 'Laura', lastName: 'Bianchi' },
      table,
      recordId,
      field,
      before,
      after,
    });
    server(['Segreteria'], personAnswer(), (url) =>
      url.startsWith('/api/staff/audit/users/p1')
        ? jsonResponse(200, {
            items: [entry(1, '2026-03-01T09:00:00.000Z', 'users', 'p1', 'categories', [], ['Studente'])],
            total: 1,
            page: 1,
            pageSize: 100,
          })
        : url.startsWith('/api/staff/audit/enrolments/e1')
          ? jsonResponse(200, {
              items: [
                entry(2, '2026-03-02T09:00:00.000Z', 'enrolments', 'e1', 'isActiveBooking', false, true),
              ],
              total: 1,
              page: 1,
              pageSize: 100,
            })
          : undefined,
    );
    renderWithApp(<PersonView id="p1" />);
    const history = await screen.findByRole('table', { name: 'History of changes' });
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(3));
    const [, newest, oldest] = within(history).getAllByRole('row');
    expect(newest?.textContent).toContain('Enrolment Cucina 2026');
    expect(newest?.textContent).toContain('Bookings (IsActivePrenotazione__c)');
    expect(newest?.textContent).toContain('Laura Bianchi');
    expect(oldest?.textContent).toContain('Categories');
    expect(oldest?.textContent).toContain('—');
    expect(oldest?.textContent).toContain('Studente');
  });
});
