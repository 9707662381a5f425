import '../../../test/setup';
import { RETENTION_RULES } from '@school/domain/privacy/retention';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientForTests } from '../../../lib/api-client';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { PrivacyNoticePage } from './privacy-notice-page';

beforeEach(() => {
  resetApiClientForTests();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(404, { error: { code: 'request.notFound', message: 'x' } })),
  );
});

describe('PrivacyNoticePage', () => {
  it.each([
    [
      'it',
      'Cosa conserviamo e per quanto',
      '12 mesi dalla chiusura della candidatura',
      'Vai a «I miei dati»',
    ],
    ['en', 'What we keep and for how long', '12 months from when the application closed', 'Go to "My data"'],
  ] as const)('shows the retention table and the rights (%s)', async (language, heading, period, link) => {
    await useLanguage(language, ['privacy']);
    renderWithApp(<PrivacyNoticePage />, { path: '/privacy' });
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    const table = screen.getByRole('table');
    // One row per kind of the domain's table, plus the header.
    expect(within(table).getAllByRole('row')).toHaveLength(RETENTION_RULES.length + 1);
    expect(within(table).getByText(period)).toBeTruthy();
    expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe('/profilo/i-miei-dati');
  });
});
