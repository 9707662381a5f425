import '../../../test/setup';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { meWith } from '../../../test/me';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { StaffConsole } from './staff-console';

function signedIn(categories: string[] | null, webappPermissions: string[] = []) {
  const user = categories === null ? null : meWith(categories, webappPermissions);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/me'
        ? jsonResponse(200, { user })
        : url.startsWith('/api/staff/overview')
          ? jsonResponse(200, {})
          : jsonResponse(404, {}),
    ),
  );
}

describe('the staff console: only staff reach it', () => {
  it('sends visitors to the login, which brings them back', async () => {
    await useLanguage('it', ['staff']);
    signedIn(null);
    const { router } = renderWithApp(<StaffConsole />, { path: '/staff' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profilo'));
    expect(router.state.location.search).toBe('?gotosection=/staff');
  });

  it('sends a signed-in person who is not staff Home (a candidate, an employee without a staff permission)', async () => {
    await useLanguage('it', ['staff']);
    signedIn(['Dipendente'], ['Apertura Porte']);
    const { router } = renderWithApp(<StaffConsole />, { path: '/staff' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows staff the console with the navigation of their permissions', async () => {
    await useLanguage('en', ['staff']);
    signedIn(['Dipendente'], ['Amministrazione']);
    renderWithApp(<StaffConsole />, { path: '/staff' });
    const nav = await screen.findAllByRole('navigation', { name: 'Staff console' });
    expect(nav.length).toBeGreaterThan(0);
    expect(screen.queryByText('Secretariat')).toBeNull();
  });

  it('tells staff without the permission of a page that it is not allowed', async () => {
    await useLanguage('en', ['staff']);
    signedIn(['Dipendente'], ['Segreteria']);
    // Mounted like the app's router does: at /staff/*, the console's own routes below it.
    const router = createMemoryRouter([{ path: '/staff/*', element: <StaffConsole /> }], {
      initialEntries: ['/staff/audit'],
    });
    render(
      <AppProvider queryClient={new QueryClient()} env="test">
        <RouterProvider router={router} />
      </AppProvider>,
    );
    expect(await screen.findByText('Not allowed')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Change log' })).toBeNull();
  });

  it("marks only the open page's entry: the forms' page under the internship board's path", async () => {
    await useLanguage('en', ['staff']);
    signedIn(['Dipendente'], ['Stage']);
    const router = createMemoryRouter([{ path: '/staff/*', element: <StaffConsole /> }], {
      initialEntries: ['/staff/internship/surveys'],
    });
    render(
      <AppProvider queryClient={new QueryClient()} env="test">
        <RouterProvider router={router} />
      </AppProvider>,
    );
    const [nav] = await screen.findAllByRole('navigation', { name: 'Staff console' });
    const current = [...(nav?.querySelectorAll('[aria-current="page"]') ?? [])].map(
      (link) => link.textContent,
    );
    expect(current).toEqual(['Internship forms']);
  });
});
