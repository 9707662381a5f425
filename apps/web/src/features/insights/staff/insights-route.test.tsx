import '../../../test/setup';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { serveApi } from '../../../test/fake-api';
import { meWith } from '../../../test/me';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { staffPages } from '../../staff/routes';

// Its own file: the catalogues a page loads stay loaded for the rest of a file's tests.
describe("the insights' page in the console", () => {
  // A catalogue first asked by a table once the figures arrive suspends the page: it would vanish
  // until the catalogue is there.
  it("loads the document types' catalogue with the page, before any figure arrives", async () => {
    await useLanguage('it');
    serveApi({
      me: meWith(['Dipendente'], ['Segreteria']),
      // No figures (the chart answers 404): no table on the page asks for a catalogue itself.
      handle: ({ path }) =>
        path === '/api/staff/insights/editions' ? jsonResponse(200, { editions: [] }) : undefined,
    });
    const Page = staffPages.find((page) => page.id === 'insights')?.Component;
    if (!Page) throw new Error('No insights page in the console');
    renderWithApp(<Page />, { path: '/staff/insights' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Andamento' })).toBeTruthy();
    expect(i18n.hasLoadedNamespace('candidate')).toBe(true);
  });
});
