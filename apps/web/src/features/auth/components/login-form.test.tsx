import '../../../test/setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientForTests } from '../../../lib/api-client';
import { meWith } from '../../../test/me';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { LoginForm } from './login-form';

const config = {
  secretariatEmail: 'segreteria@example.test',
  enrolmentEmail: 'enrolment@example.test',
  providers: { google: true, apple: false },
  outbox: false,
  testPages: true,
};

/** A fake server: config and csrf always answer; the login answers `login`. */
function mockServer(login: Response) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/api/config') return jsonResponse(200, config);
    if (url === '/api/auth/csrf') return jsonResponse(200, { token: 't' });
    if (url === '/api/auth/login') return login;
    return jsonResponse(404, { error: { code: 'request.notFound', message: url } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const loginCalls = (fetchMock: ReturnType<typeof mockServer>) =>
  fetchMock.mock.calls.filter((call) => call[0] === '/api/auth/login');

describe('LoginForm', () => {
  beforeAll(() => useLanguage('it', ['auth', 'errors']));
  beforeEach(() => resetApiClientForTests());

  it('shows "Credenziali errate" when the server answers 401', async () => {
    const fetchMock = mockServer(
      jsonResponse(401, { error: { code: 'auth.wrongCredentials', message: 'x' } }),
    );
    renderWithApp(<LoginForm />, { path: '/profilo' });
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'mario@example.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText('Credenziali errate')).toBeTruthy();
    expect(loginCalls(fetchMock)).toHaveLength(1);
    const body = JSON.parse(String((loginCalls(fetchMock)[0]?.[1] as RequestInit | undefined)?.body));
    expect(body).toEqual({ username: 'mario@example.test', password: 'wrong' });
  });

  it('shows an error for empty fields without calling the server', async () => {
    const fetchMock = mockServer(jsonResponse(200, { user: null }));
    renderWithApp(<LoginForm />, { path: '/profilo' });
    fireEvent.click(await screen.findByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText('Inserire username e password')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'mario@example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText('Inserire username e password')).toBeTruthy();
    expect(loginCalls(fetchMock)).toHaveLength(0);
  });

  it('shows the blocked notice with the secretariat e-mail', async () => {
    mockServer(jsonResponse(403, { error: { code: 'auth.blocked', message: 'x' } }));
    renderWithApp(<LoginForm />, { path: '/profilo' });
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'b@example.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText('Utente Bloccato')).toBeTruthy();
    expect((await screen.findByRole('link', { name: config.secretariatEmail })).getAttribute('href')).toBe(
      `mailto:${config.secretariatEmail}`,
    );
  });

  it('after login opens gotosection with the other query parameters', async () => {
    const user = meWith([], [], { username: 'm@example.test' });
    mockServer(jsonResponse(200, { user }));
    const { router } = renderWithApp(<LoginForm />, {
      path: '/profilo?gotosection=%2Fcandidati&from=Housing',
    });
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'm@example.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidati'));
    expect(router.state.location.search).toBe('?from=Housing');
  });

  it('offers the providers the server has configured, returning to the after-login target', async () => {
    mockServer(jsonResponse(200, { user: null }));
    renderWithApp(<LoginForm />, { path: '/profilo?gotosection=/info' });
    const google = await screen.findByRole('link', { name: 'Accedi con Google' });
    expect(google.getAttribute('href')).toBe('/api/auth/oidc/google/start?returnTo=%2Finfo&lang=it');
    expect(screen.queryByRole('link', { name: 'Accedi con Apple' })).toBeNull();
  });

  it('shows a provider failure reported in the query', async () => {
    mockServer(jsonResponse(200, { user: null }));
    renderWithApp(<LoginForm />, { path: '/profilo?loginError=auth.wrongCredentials' });
    expect(await screen.findByText('Credenziali errate')).toBeTruthy();
  });
});
