import '../../../test/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../test/fake-xhr';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { DISH_1, DISH_2, DISH_3, dish, serveThesis, thesis } from '../testing/thesis-server';
import { ThesisPage } from './thesis-page';

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');

beforeEach(async () => {
  await useLanguage('it', ['thesis', 'errors']);
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

const row = (kind: string) => within(document.querySelector(`[data-file-row="${kind}"]`) as HTMLElement);
const dishCard = (id: string) => within(document.querySelector(`[data-dish="${id}"]`) as HTMLElement);

function choose(kind: string, file: File) {
  fireEvent.change(screen.getByTestId(`file-input-${kind}`), { target: { files: [file] } });
}

describe('ThesisPage — section 2 "Thesis screen", section 4 "Thesis"', () => {
  it('shows the guidelines, the lock date, the thesis and dossier rows with their deadlines, the dishes and their totals', async () => {
    serveThesis({
      current: () =>
        thesis({
          dishes: [dish({ totalCents: 450, dishType: 'Primo' }), dish({ id: DISH_2, name: 'PIATTO 2' })],
        }),
    });
    renderWithApp(<ThesisPage exam="final" />, { path: '/tesi?exam=final' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Esame finale' })).toBeTruthy();
    const guidelines = screen.getByRole('link', { name: /Linee guida/ });
    expect(guidelines.getAttribute('href')).toBe('https://example.test/linee-guida.pdf');
    expect(guidelines.getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('lock-date').textContent).toBe('Puoi modificare la tesi fino al 30-06-2099.');
    expect(row('thesis').getByText('Scadenza per il caricamento: 15-06-2099')).toBeTruthy();
    expect(row('thesis').getByText('Nessun file caricato.')).toBeTruthy();
    expect(row('dossier').getByText('Scadenza per il caricamento: 20-06-2099')).toBeTruthy();
    expect(screen.getByTestId('thesis-total').textContent).toBe('€\u00a04,50');
    expect(screen.getByText('Budget: € 10,00')).toBeTruthy();
    expect(dishCard(DISH_1).getByText('Primo')).toBeTruthy();
    expect(dishCard(DISH_1).getByText('Totale piatto: € 4,50')).toBeTruthy();
    expect(screen.queryByText('Fuori Budget')).toBeNull();
  });

  it('the intermediate exam has no dossier row; a lock date more than a year ahead is not shown', async () => {
    serveThesis({
      current: () =>
        thesis({
          slug: 'intermediate',
          examType: 'Esame Intermedio',
          hasDossier: false,
          lockDateShown: false,
        }),
    });
    renderWithApp(<ThesisPage exam="intermediate" />, { path: '/tesi?exam=intermediate' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Esame intermedio' })).toBeTruthy();
    expect(document.querySelector('[data-file-row="thesis"]')).not.toBeNull();
    expect(document.querySelector('[data-file-row="dossier"]')).toBeNull();
    expect(screen.queryByTestId('lock-date')).toBeNull();
  });

  it('without conditions: "Errore non gestito, contattare l\'assistenza." and nothing else to do', async () => {
    serveThesis({ current: () => thesis({ conditions: null, dishes: [], canAddDish: false }) });
    renderWithApp(<ThesisPage exam="final" />, { path: '/tesi?exam=final' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Errore non gestito, contattare l'assistenza.",
    );
    expect(screen.queryByRole('button', { name: 'Aggiungi piatto' })).toBeNull();
    expect(document.querySelector('[data-file-row]')).toBeNull();
  });

  it('the help button opens the tickets from the exams (Interventi, from=Esami)', async () => {
    serveThesis({ current: () => thesis() });
    renderWithApp(<ThesisPage exam="final" />, { path: '/tesi?exam=final' });
    await screen.findByRole('heading', { level: 1, name: 'Esame finale' });
    expect(screen.getByRole('link', { name: 'Assistenza' }).getAttribute('href')).toBe(
      '/interventi?from=Esami',
    );
  });

  it('adds a dish, and deletes only the dishes beyond the number asked', async () => {
    const extra = dish({ id: DISH_3, position: 3, name: 'PIATTO 3' });
    let current = thesis();
    const calls = serveThesis({
      current: () => current,
      handle: ({ method, path }) => {
        if (method === 'POST' && path === '/api/thesis/final/dishes') {
          current = thesis({ dishes: [...current.dishes, extra] });
          return jsonResponse(200, current);
        }
        if (method === 'DELETE' && path === `/api/thesis/dishes/${DISH_3}`) {
          current = thesis();
          return jsonResponse(200, current);
        }
        return undefined;
      },
    });
    renderWithApp(<ThesisPage exam="final" />, { path: '/tesi?exam=final' });
    fireEvent.click(await screen.findByRole('button', { name: 'Aggiungi piatto' }));
    await screen.findByText('PIATTO 3');
    expect(screen.queryByRole('button', { name: 'Elimina PIATTO 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Elimina PIATTO 2' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Elimina PIATTO 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminare il piatto?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(screen.queryByText('PIATTO 3')).toBeNull());
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/thesis/final/dishes',
      `DELETE /api/thesis/dishes/${DISH_3}`,
    ]);
  });

  it('after the lock date: read-only, the lock date shown, no add, no delete, the dish only viewed', async () => {
    serveThesis({
      current: () =>
        thesis({
          locked: true,
          lockDate: '2026-01-10',
          canAddDish: false,
          dishes: [dish(), dish({ id: DISH_2, name: 'PIATTO 2' }), dish({ id: DISH_3, name: 'PIATTO 3' })],
        }),
    });
    renderWithApp(<ThesisPage exam="final" />, { path: '/tesi?exam=final' });
    expect((await screen.findByTestId('lock-date')).textContent).toBe(
      'Le modifiche sono bloccate: la data di blocco era il 10-01-2026.',
    );
    expect(screen.queryByRole('button', { name: 'Aggiungi piatto' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Elimina/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Visualizza PIATTO 1' }));
    const editor = await screen.findByTestId('dish-editor');
    expect(within(editor).getByText('Le modifiche sono bloccate: il piatto è in sola lettura.')).toBeTruthy();
    expect((within(editor).getByLabelText('Nome del piatto') as HTMLInputElement).readOnly).toBe(true);
    expect(within(editor).queryByRole('button', { name: 'Salva' })).toBeNull();
    expect(within(editor).queryByRole('button', { name: 'Aggiungi ingrediente' })).toBeNull();
  });

  it('uploads the thesis file and shows it with its download link', async () => {
    let current = thesis();
    serveThesis({ current: () => current });
    renderWithApp(<ThesisPage exam="final" />, { path: '/tesi?exam=final' });
    await screen.findByTestId('file-input-thesis');
    choose('thesis', new File([PDF], 'tesi.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const xhr = FakeXhr.last();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/thesis/final/files/thesis');
    expect(JSON.parse(xhr.body ?? '{}')).toMatchObject({ fileName: 'tesi.pdf' });
    current = thesis({
      thesisFile: {
        fileName: 'tesi.pdf',
        size: PDF.length,
        uploadedAt: '2026-03-01T10:00:00.000Z',
        downloadUrl: '/api/thesis/final/files/thesis',
      },
    });
    xhr.respond(200, current);
    const link = await row('thesis').findByRole('link', { name: /tesi\.pdf/ });
    expect(link.getAttribute('href')).toBe('/api/thesis/final/files/thesis');
    expect(row('thesis').getByRole('status').textContent).toBe('File caricato: tesi.pdf');
  });

  it('tells the three upload problems in the portal’s texts, in the browser and from the server', async () => {
    serveThesis({ current: () => thesis() });
    renderWithApp(<ThesisPage exam="final" />, { path: '/tesi?exam=final' });
    await screen.findByTestId('file-input-dossier');

    choose('dossier', new File([], 'vuoto.pdf'));
    expect((await row('dossier').findByRole('alert')).textContent).toBe('Il file caricato sembra vuoto');

    const big = new File([PDF, new Uint8Array(4_718_593)], 'grande.pdf');
    choose('dossier', big);
    await waitFor(() =>
      expect(row('dossier').getByRole('alert').textContent).toBe(
        'La dimensione del file supera il limite consentito',
      ),
    );

    choose('dossier', new File([new TextEncoder().encode('MZ not a pdf')], 'dossier.exe'));
    await waitFor(() =>
      expect(row('dossier').getByRole('alert').textContent).toBe('Tipo di file non consentito.'),
    );
    expect(FakeXhr.instances).toHaveLength(0);

    choose('thesis', new File([PDF], 'tesi.pdf'));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    FakeXhr.last().respond(413, {
      error: {
        code: 'upload.tooLarge',
        message: 'File size exceeded the size limit',
        fields: { contentBase64: 'upload.tooLarge' },
      },
    });
    expect((await row('thesis').findByRole('alert')).textContent).toBe(
      'DimensioniEccessive: La dimensione del file supera il limite consentito',
    );
  });

  it('after its deadline a row offers no upload; the server’s refusal is shown', async () => {
    serveThesis({ current: () => thesis({ dossierUploadOpen: false, dossierDeadline: '2026-01-10' }) });
    renderWithApp(<ThesisPage exam="final" />, { path: '/tesi?exam=final' });
    expect((await screen.findByTestId('file-closed-dossier')).textContent).toBe(
      'Caricamento chiuso: la scadenza è passata.',
    );
    expect(screen.queryByTestId('file-input-dossier')).toBeNull();
    choose('thesis', new File([PDF], 'tesi.pdf'));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    FakeXhr.last().respond(409, { error: { code: 'thesis.thesisUploadClosed', message: 'x' } });
    expect((await row('thesis').findByRole('alert')).textContent).toBe(
      'Il caricamento della tesi è chiuso: la scadenza è passata.',
    );
  });

  it('speaks English, with the upload problems in the specification’s words', async () => {
    await useLanguage('en', ['thesis', 'errors']);
    serveThesis({ current: () => thesis({ overBudget: true, totalCents: 1200 }) });
    renderWithApp(<ThesisPage exam="final" />, { path: '/tesi?exam=final' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Final exam' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Thesis file' })).toBeTruthy();
    expect(screen.getByTestId('lock-date').textContent).toBe('You can change the thesis until 30-06-2099.');
    expect(screen.getByText('Fuori Budget')).toBeTruthy();
    choose('thesis', new File([], 'empty.pdf'));
    expect((await row('thesis').findByRole('alert')).textContent).toBe('The uploaded file seems to be empty');
  });
});
