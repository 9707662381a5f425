import '../../../test/setup';
import { PHONE_MAX, TEXT_MAX } from '@school/domain/shared/limits';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientForTests } from '../../../lib/api-client';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { SignUpForm } from './signup-form';

function mockServer(signup: Response) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/api/config') {
      return jsonResponse(200, {
        secretariatEmail: 's@example.test',
        enrolmentEmail: 'e@example.test',
        providers: { google: false, apple: false },
        outbox: false,
        testPages: true,
      });
    }
    if (url === '/api/auth/csrf') return jsonResponse(200, { token: 't' });
    if (url === '/api/auth/signup') return signup;
    return jsonResponse(404, { error: { code: 'request.notFound', message: url } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const submit = () => screen.getByRole('button', { name: 'Invia' }) as HTMLButtonElement;
/** The field whose label starts with `label` (required fields add " *"). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

async function fillRequired() {
  type('Username (e-mail)', 'nuovo@example.test');
  type('Password', 'Segreta-2026');
  type("Ripeti l'e-mail", 'nuovo@example.test');
  type('Cognome', 'Rossi');
}

describe('SignUpForm', () => {
  beforeAll(() => useLanguage('it', ['auth', 'errors']));
  beforeEach(() => resetApiClientForTests());

  it('keeps Send disabled until username, password, e-mail, privacy and last name are filled', async () => {
    mockServer(jsonResponse(201, { user: {} }));
    renderWithApp(<SignUpForm />, { path: '/profilo?signup=1' });
    await screen.findByText('Username (e-mail)');
    expect(submit().disabled).toBe(true);

    type('Username (e-mail)', 'nuovo@example.test');
    type('Password', 'Segreta-2026');
    type("Ripeti l'e-mail", 'nuovo@example.test');
    expect(submit().disabled).toBe(true);
    type('Cognome', 'Rossi');
    expect(submit().disabled).toBe(true);
    fireEvent.click(screen.getByLabelText("Ho letto e accetto l'informativa sulla privacy"));
    expect(submit().disabled).toBe(false);

    type('Cognome', '   ');
    expect(submit().disabled).toBe(true);
  });

  it('takes no more characters than the contract accepts: the phone 40, every other text 100', async () => {
    mockServer(jsonResponse(201, { user: {} }));
    renderWithApp(<SignUpForm />, { path: '/profilo?signup=1' });
    await screen.findByText('Username (e-mail)');
    expect(screen.getByLabelText('Cellulare').getAttribute('maxlength')).toBe(String(PHONE_MAX));
    expect(screen.getByLabelText('Cognome', { exact: false }).getAttribute('maxlength')).toBe(
      String(TEXT_MAX),
    );
  });

  it('shows the secretariat note for roles 5 to 7 only', async () => {
    mockServer(jsonResponse(201, { user: {} }));
    renderWithApp(<SignUpForm />, { path: '/profilo?signup=1' });
    await screen.findByText('Ruolo');
    const role = field('Ruolo');
    fireEvent.change(role, { target: { value: '2' } });
    expect(screen.queryByTestId('role-note')).toBeNull();
    fireEvent.change(role, { target: { value: '6' } });
    expect(screen.getByTestId('role-note').textContent).toContain('alcuni giorni');
  });

  it('validates per field without calling the server', async () => {
    const fetchMock = mockServer(jsonResponse(201, { user: {} }));
    renderWithApp(<SignUpForm />, { path: '/profilo?signup=1' });
    await screen.findByText('Username (e-mail)');
    await fillRequired();
    type("Ripeti l'e-mail", 'altro@example.test');
    fireEvent.click(screen.getByLabelText("Ho letto e accetto l'informativa sulla privacy"));
    fireEvent.click(submit());
    expect(await screen.findByText('Seleziona il tuo ruolo')).toBeTruthy();
    expect(fetchMock.mock.calls.some((call) => call[0] === '/api/auth/signup')).toBe(false);
  });

  it('shows the duplicate-username alert', async () => {
    mockServer(jsonResponse(409, { error: { code: 'auth.usernameTaken', message: 'taken' } }));
    renderWithApp(<SignUpForm />, { path: '/profilo?signup=1' });
    await screen.findByText('Username (e-mail)');
    await fillRequired();
    fireEvent.change(field('Ruolo'), { target: { value: '1' } });
    fireEvent.click(screen.getByLabelText("Ho letto e accetto l'informativa sulla privacy"));
    fireEvent.click(submit());
    await waitFor(() =>
      expect(
        screen.getAllByText("L'username esiste già, recuperare password se necessario!").length,
      ).toBeGreaterThan(0),
    );
  });
});
