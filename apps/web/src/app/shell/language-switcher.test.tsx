import '../../test/setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { ME_QUERY_KEY } from '../../lib/session-cache';
import { jsonResponse, renderWithApp, useLanguage } from '../../test/render';
import { LanguageSwitcher } from './language-switcher';
import { LanguageSync } from './language-sync';

const user = (language: 'it' | 'en') => ({
  id: 'u1',
  username: 'x@example.test',
  email: 'x@example.test',
  firstName: 'X',
  lastName: 'Y',
  language,
  applicationStep: null,
  productCode: null,
  hasPassword: true,
  subject: {
    categories: ['Candidato'],
    isShopEnabled: false,
    webappPermissions: [],
    stageStatus: 99,
    hasOpenFeedback: false,
    enrolments: [],
  },
});

afterEach(() => vi.unstubAllGlobals());

describe('a flag clicked while the account is being read again', () => {
  it('wins: the late answer with the old language does not switch the page back', async () => {
    await useLanguage('it');
    let meCalls = 0;
    let releaseLate: (() => void) | null = null;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/auth/csrf') return jsonResponse(200, { token: 't' });
        if (url === '/api/profile/language') return new Response(null, { status: 204 });
        if (url === '/api/me') {
          meCalls += 1;
          if (meCalls === 1) return jsonResponse(200, { user: user('it') });
          // A refetch that left before the click answers with the old language, late.
          await new Promise<void>((resolve) => {
            releaseLate = resolve;
          });
          return jsonResponse(200, { user: user('it') });
        }
        return jsonResponse(404, {});
      }),
    );
    const { queryClient } = renderWithApp(
      <>
        <LanguageSync />
        <LanguageSwitcher />
      </>,
    );
    await screen.findByRole('button', { name: 'English' });
    await waitFor(() => expect(queryClient.getQueryData(ME_QUERY_KEY)).toBeTruthy());
    void queryClient.refetchQueries({ queryKey: ME_QUERY_KEY });
    await waitFor(() => expect(releaseLate).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(i18n.language).toBe('en'));
    (releaseLate as unknown as () => void)();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(i18n.language).toBe('en');
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
  });
});
