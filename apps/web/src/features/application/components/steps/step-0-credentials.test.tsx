import '../../../../test/setup';
import type { ApplicationLocale } from '@school/domain/shared/locale';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientForTests } from '../../../../lib/api-client';
import { jsonResponse, useLanguage as prepareLanguage } from '../../../../test/render';
import { applicationState, renderStep } from '../../test/render-step';
import Step0Credentials from './step-0-credentials';

const config = {
  secretariatEmail: 's@example.test',
  enrolmentEmail: 'e@example.test',
  providers: { google: true, apple: true },
  outbox: false,
  testPages: true,
};

async function renderStep0(locale: ApplicationLocale, isLoggedIn = false) {
  await prepareLanguage(locale, ['application', 'auth', 'errors']);
  return renderStep(Step0Credentials, { state: applicationState(0, { isLoggedIn }), locale });
}

describe('Step 0, credentials (specification 001, section 2)', () => {
  beforeEach(() => {
    resetApiClientForTests();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/config' ? jsonResponse(200, config) : jsonResponse(404, {}),
      ),
    );
  });

  it.each([
    { locale: 'it' as const, name: 'Crea un account' },
    { locale: 'en' as const, name: 'Create an account' },
    { locale: 'zh' as const, name: '创建账户' },
  ])(
    '$locale: "a create-account link" opens the sign-up, which comes back to this application',
    async ({ locale, name }) => {
      const { router } = await renderStep0(locale);
      const link = screen.getByRole('link', { name });
      const target = new URL(link.getAttribute('href') ?? '', 'http://x');
      expect(target.pathname).toBe('/profilo');
      expect(target.searchParams.get('signup')).toBe('1');
      expect(target.searchParams.get('gotosection')).toBe('/candidatura/CUCINA-2027A');
      fireEvent.click(link);
      await waitFor(() => expect(router.state.location.search).toContain('signup=1'));
    },
  );

  it('a signed-in user has an account: no create-account link', async () => {
    await renderStep0('it', true);
    expect(screen.queryByRole('link', { name: 'Crea un account' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Avanti' })).toBeTruthy();
  });
});
