import '../../../test/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import PeoplePage from './people-page';

const anna = {
  id: 'p1',
  username: 'anna@example.test',
  email: 'anna@example.test',
  firstName: 'Anna',
  lastName: 'Bianchi',
  taxCode: '',
  registrationNumber: 'S2026042',
  categories: ['Studente'],
  isBlocked: false,
  roleClaim: { role: 6, category: 'Studente', state: 'pending' },
  createdAt: '2026-01-10T10:00:00.000Z',
};

function server() {
  const fetchMock = vi.fn(async (url: string) =>
    url.startsWith('/api/staff/people')
      ? jsonResponse(200, { items: [anna], total: 1, page: 1, pageSize: 20 })
      : jsonResponse(404, { error: { code: 'request.notFound', message: 'x' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const lastList = (fetchMock: ReturnType<typeof server>) =>
  new URL(
    String(fetchMock.mock.calls.filter((c) => String(c[0]).startsWith('/api/staff/people')).at(-1)?.[0]),
    'http://x',
  ).searchParams;

describe('the people list', () => {
  it('lists people with a link to each, their registration number and a role awaiting confirmation', async () => {
    await useLanguage('en', ['staff']);
    server();
    renderWithApp(<PeoplePage />, { path: '/staff/people' });
    await waitFor(() => {
      const row = screen.getByRole('row', { name: /Bianchi Anna/ });
      expect(within(row).getByRole('link', { name: 'Bianchi Anna' }).getAttribute('href')).toBe(
        '/staff/people/p1',
      );
      expect(within(row).getByText('S2026042')).toBeTruthy();
      expect(within(row).getByText('Role to confirm')).toBeTruthy();
      // The category in the console's language (stored as Studente).
      expect(within(row).getByText('Student')).toBeTruthy();
    });
    fireEvent.click(screen.getByLabelText('Category', { selector: 'input' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Applicant',
      'Student',
      'Graduate',
      'Employee',
      'External user',
      'Teacher',
    ]);
  });

  it('sends the search, the category and the status as the API filters, sorted by name by default', async () => {
    await useLanguage('it', ['staff']);
    const fetchMock = server();
    const { router } = renderWithApp(<PeoplePage />, {
      path: '/staff/people?status=pending&category=Studente',
    });
    await screen.findByRole('link', { name: 'Bianchi Anna' });
    expect(Object.fromEntries(lastList(fetchMock))).toEqual({
      sort: 'name',
      dir: 'asc',
      category: 'Studente',
      roleClaim: 'pending',
      pageSize: '20',
    });
    const search = screen.getByRole('textbox', { name: 'Cerca' });
    fireEvent.change(search, { target: { value: ' h501x ' } });
    fireEvent.submit(search.closest('form') as HTMLFormElement);
    await waitFor(() => expect(lastList(fetchMock).get('search')).toBe('h501x'));
    expect(router.state.location.search).toContain('search=h501x');
  });
});
