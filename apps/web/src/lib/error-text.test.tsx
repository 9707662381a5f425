import '../test/setup';
import { GENERIC_FAILURE_TEXT } from '@school/domain/shared/errors';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { jsonResponse, renderWithApp, useLanguage } from '../test/render';
import { ApiError } from './api-client';
import { useErrorText } from './error-text';
import { uploadErrorLines } from './upload-error';

/** What a page shows for each failure: an unknown code, a server error, a thrown error, a failed attachment. */
function Failures() {
  const errorText = useErrorText();
  return (
    <ul>
      <li data-testid="unknown">{errorText(new ApiError(400, 'tickets.somethingNew'))}</li>
      <li data-testid="server">{errorText(new ApiError(500, 'server.error'))}</li>
      <li data-testid="thrown">{errorText(new Error('offline'))}</li>
      <li data-testid="attachment">
        {uploadErrorLines(new ApiError(500, 'server.error'), errorText).join(' ')}
      </li>
    </ul>
  );
}

const SENTENCE = 'Errore nel processo, contattare la segreteria! Invalid request, contact support!';

describe('the generic failure text — one sentence in each language, the page shows its own half', () => {
  it("splits the specification's sentence into its Italian and English halves", () => {
    expect(`${GENERIC_FAILURE_TEXT.it} ${GENERIC_FAILURE_TEXT.en}`).toBe(SENTENCE);
  });

  it.each([
    ['it', GENERIC_FAILURE_TEXT.it, GENERIC_FAILURE_TEXT.en],
    ['en', GENERIC_FAILURE_TEXT.en, GENERIC_FAILURE_TEXT.it],
  ] as const)('a %s page shows "%s" alone, never "%s"', async (language, shown, other) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, {})),
    );
    await useLanguage(language, ['errors']);
    expect(i18n.t('unknown', { ns: 'errors' })).toBe(shown);
    expect(i18n.t('server.error', { ns: 'errors' })).toBe(shown);
    renderWithApp(<Failures />);
    for (const id of ['unknown', 'server', 'thrown', 'attachment']) {
      const text = (await screen.findByTestId(id)).textContent ?? '';
      expect(text, id).toBe(shown);
      expect(text, id).not.toContain(other);
    }
  });
});
