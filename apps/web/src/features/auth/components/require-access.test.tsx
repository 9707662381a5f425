import '../../../test/setup';
import { emptyEnrolment } from '@school/domain/access/subject';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RequireAccess } from '../../../components/require-access';
import { meWith } from '../../../test/me';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { afterLoginTarget } from '../utils/after-login-target';

function signedIn(categories: string[] | null) {
  signedInAs(categories === null ? null : meWith(categories));
}

function signedInAs(user: ReturnType<typeof meWith> | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (url === '/api/me' ? jsonResponse(200, { user }) : jsonResponse(404, {}))),
  );
}

const page = (
  <RequireAccess allows={(access) => access.canSeeCandidateArea}>
    <p>area</p>
  </RequireAccess>
);

describe('RequireAccess — only candidato and studente reach the candidate area', () => {
  it('sends visitors to the login, which brings them back (gotosection)', async () => {
    await useLanguage('it');
    signedIn(null);
    const { router } = renderWithApp(page, { path: '/areacandidato' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profilo'));
    expect(router.state.location.search).toBe('?gotosection=/areacandidato');
  });

  it('sends other signed-in people Home', async () => {
    await useLanguage('it');
    signedIn(['Diplomato']);
    const { router } = renderWithApp(page, { path: '/areacandidato' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each([['Candidato'], ['Studente']])('shows the page to a %s', async (category) => {
    await useLanguage('it');
    signedIn([category]);
    renderWithApp(page, { path: '/areacandidato' });
    expect(await screen.findByText('area')).toBeTruthy();
  });
});

describe('RequireAccess — the login brings the visitor back with the page query', () => {
  it('keeps /interventi?from=Housing through the login', async () => {
    await useLanguage('it');
    signedIn(null);
    const { router } = renderWithApp(page, { path: '/interventi?from=Housing' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profilo'));
    expect(router.state.location.search).toBe('?gotosection=/interventi&from=Housing');
    expect(afterLoginTarget(new URLSearchParams(router.state.location.search))).toBe(
      '/interventi?from=Housing',
    );
  });

  it('does not let the page query choose another destination', async () => {
    await useLanguage('it');
    signedIn(null);
    const { router } = renderWithApp(page, { path: '/interventi?gotosection=https://evil.example' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profilo'));
    expect(router.state.location.search).toBe('?gotosection=/interventi');
  });
});

const attendancePage = (
  <RequireAccess allows={(access) => access.isAttendanceVisible}>
    <p>attendance</p>
  </RequireAccess>
);
const CODE = 'AbCdEfGhIjKlMnOpQrStUv;12';

describe('RequireAccess — /presenze for students whose course has attendance', () => {
  it('sends a visitor to the login with the code, and the login brings them back to it', async () => {
    await useLanguage('it');
    signedInAs(null);
    const { router } = renderWithApp(attendancePage, { path: `/presenze?qr=${encodeURIComponent(CODE)}` });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profilo'));
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('gotosection')).toBe('/presenze');
    expect(search.get('qr')).toBe(CODE);
    expect(afterLoginTarget(search)).toBe(`/presenze?qr=${encodeURIComponent(CODE)}`);
  });

  it('sends a signed-in person without attendance Home', async () => {
    await useLanguage('it');
    signedInAs(meWith(['Studente']));
    const { router } = renderWithApp(attendancePage, { path: '/presenze' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the page to a student whose course has attendance', async () => {
    await useLanguage('it');
    const me = meWith(['Studente']);
    signedInAs({
      ...me,
      subject: {
        ...me.subject,
        enrolments: [{ ...emptyEnrolment('c', 'course'), isActive: true, isActiveAttendance: true }],
      },
    });
    renderWithApp(attendancePage, { path: '/presenze' });
    expect(await screen.findByText('attendance')).toBeTruthy();
  });
});
