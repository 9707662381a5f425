import '../../../test/setup';
import { emptyEnrolment } from '@school/domain/access/subject';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { meWith } from '../../../test/me';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { RequireAccess } from '../../auth/components/require-access';
import { afterLoginTarget } from '../../auth/utils/after-login-target';

function signedIn(user: ReturnType<typeof meWith> | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (url === '/api/me' ? jsonResponse(200, { user }) : jsonResponse(404, {}))),
  );
}

const page = (
  <RequireAccess allows={(access) => access.isAttendanceVisible}>
    <p>attendance</p>
  </RequireAccess>
);
const CODE = 'AbCdEfGhIjKlMnOpQrStUv;12';

describe('RequireAccess — /presenze for students whose course has attendance', () => {
  it('sends a visitor to the login with the code, and the login brings them back to it', async () => {
    await useLanguage('it');
    signedIn(null);
    const { router } = renderWithApp(page, { path: `/presenze?qr=${encodeURIComponent(CODE)}` });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profilo'));
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('gotosection')).toBe('/presenze');
    expect(search.get('qr')).toBe(CODE);
    expect(afterLoginTarget(search)).toBe(`/presenze?qr=${encodeURIComponent(CODE)}`);
  });

  it('sends a signed-in person without attendance Home', async () => {
    await useLanguage('it');
    signedIn(meWith(['Studente']));
    const { router } = renderWithApp(page, { path: '/presenze' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the page to a student whose course has attendance', async () => {
    await useLanguage('it');
    const me = meWith(['Studente']);
    signedIn({
      ...me,
      subject: {
        ...me.subject,
        enrolments: [{ ...emptyEnrolment('c', 'course'), isActive: true, isActiveAttendance: true }],
      },
    });
    renderWithApp(page, { path: '/presenze' });
    expect(await screen.findByText('attendance')).toBeTruthy();
  });
});
