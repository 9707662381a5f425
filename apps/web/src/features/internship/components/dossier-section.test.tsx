import '../../../test/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../test/fake-xhr';
import { renderWithApp, useLanguage } from '../../../test/render';
import { area, serveInternship } from '../testing/internship-server';
import { InternshipPage } from './internship-page';

const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');

function setCookie(cookie: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; the client reads document.cookie
  document.cookie = cookie;
}

async function openModal(name = 'Carica') {
  const dossier = await screen.findByTestId('dossier');
  fireEvent.click(within(dossier).getByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Carica il Dossier di Stage' });
}

/** Opens the modal, chooses a small PDF and sends it: the request under way. */
async function sendPdf() {
  const dialog = await openModal();
  choose(dialog, new File([PDF], 'dossier.pdf'));
  const send = within(dialog).getByRole('button', { name: 'Carica' });
  await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
  fireEvent.click(send);
  await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
  return dialog;
}

const choose = (dialog: HTMLElement, file: File) =>
  fireEvent.change(within(dialog).getByLabelText('Scegli il file'), { target: { files: [file] } });

describe('the internship dossier — End of Stage (specification 001, sections 2 and 5; decision 45)', {
  timeout: 20_000,
}, () => {
  beforeEach(async () => {
    await useLanguage('it', ['internship', 'survey', 'errors']);
    setCookie('csrf=tok; path=/');
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('says none is uploaded, the 4.5 MB note and the accepted types', async () => {
    serveInternship({ answer: () => area(7) });
    renderWithApp(<InternshipPage />, { path: '/areastage' });
    const dossier = await screen.findByTestId('dossier');
    expect(within(dossier).getByTestId('dossier-file').textContent).toBe('Nessun Dossier di Stage caricato');
    expect(dossier.textContent).toContain('Carica un file inferiore a 4,5 MB (.pdf, .docx, .doc).');
  });

  it('refuses an empty file: "The uploaded file seems to be empty"', async () => {
    serveInternship({ answer: () => area(7) });
    renderWithApp(<InternshipPage />, { path: '/areastage' });
    const dialog = await openModal();
    choose(dialog, new File([], 'dossier.pdf'));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Il file caricato sembra essere vuoto');
    expect(within(dialog).getByRole('button', { name: 'Carica' }).hasAttribute('disabled')).toBe(true);
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('refuses a file over 4.5 MB: "File size exceeded the size limit", and says to reduce it', async () => {
    serveInternship({ answer: () => area(7) });
    renderWithApp(<InternshipPage />, { path: '/areastage' });
    const dialog = await openModal();
    const big = new Uint8Array(5_000_000);
    big.set(PDF);
    choose(dialog, new File([big], 'dossier.pdf'));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(
      'La dimensione del file supera il limite consentito. Il file è di 5 MB: riducilo sotto 4,5 MB e riprova.',
    );
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('tells the server\'s refusal of the encoded file: "unzipped file exceeds maximum"', async () => {
    serveInternship({ answer: () => area(7) });
    renderWithApp(<InternshipPage />, { path: '/areastage' });
    const dialog = await sendPdf();
    FakeXhr.last().respond(413, { error: { code: 'request.tooLarge', message: 'x' } });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'DimensioniEccessiveBuffer: Il file decompresso supera il massimo consentito',
    );
  });

  it('uploads through the one upload path (PUT, base64) and shows the file', async () => {
    serveInternship({ answer: () => area(7) });
    renderWithApp(<InternshipPage />, { path: '/areastage' });
    await sendPdf();
    const xhr = FakeXhr.last();
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('/api/internship/dossier');
    expect(JSON.parse(xhr.body ?? '')).toEqual({
      fileName: 'dossier.pdf',
      contentBase64: btoa(String.fromCharCode(...PDF)),
    });
    xhr.respond(
      200,
      area(7, {
        dossier: { fileName: 'dossier.pdf', size: PDF.length, uploadedAt: '2026-05-02T08:30:00.000Z' },
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('dossier-file').textContent).toBe(
        'dossier.pdf (< 0,01 MB), caricato il 02-05-2026 10:30',
      ),
    );
    expect(screen.getByText('Dossier di Stage caricato: dossier.pdf')).toBeTruthy();
    expect(within(screen.getByTestId('dossier')).getByRole('button', { name: 'Modifica' })).toBeTruthy();
  });

  it('is locked once the exam has started, and says why', async () => {
    serveInternship({
      answer: () =>
        area(7, {
          dossier: { fileName: 'dossier.pdf', size: 2048, uploadedAt: '2026-05-02T08:30:00.000Z' },
          examStartDate: '2026-09-15',
          dossierLocked: true,
          canUploadDossier: false,
        }),
    });
    renderWithApp(<InternshipPage />, { path: '/areastage' });
    expect((await screen.findByTestId('dossier-locked')).textContent).toBe(
      "L'esame è iniziato il 15-09-2026: il Dossier di Stage non può più essere modificato.",
    );
    expect(screen.getByRole('button', { name: 'Modifica' }).hasAttribute('disabled')).toBe(true);
  });

  it('speaks English', async () => {
    await useLanguage('en', ['internship', 'survey', 'errors']);
    serveInternship({ answer: () => area(7, { dossierLocked: true, canUploadDossier: false }) });
    renderWithApp(<InternshipPage />, { path: '/areastage' });
    expect((await screen.findByTestId('dossier-locked')).textContent).toBe(
      'The exam started on 15-09-2026: the Internship Dossier can no longer be changed.',
    );
    const dossier = screen.getByTestId('dossier');
    expect(dossier.textContent).toContain('Upload a file under 4.5 MB (.pdf, .docx, .doc).');
  });
});
