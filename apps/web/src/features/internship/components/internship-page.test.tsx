import '../../../test/setup';
import type { StageSection } from '@school/domain/internship/stage';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { links } from '../../../config/links';
import { writes } from '../../../test/fake-api';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { DRAFT_SAVE_DELAY_MS } from '../hooks/use-survey-draft';
import { area, serveInternship, stageForm } from '../testing/internship-server';
import { InternshipPage } from './internship-page';

beforeEach(() => useLanguage('it', ['internship', 'survey', 'errors']));
afterEach(() => vi.useRealTimers());

const show = () => renderWithApp(<InternshipPage />, { path: '/areastage' });

/** The accordion's sections in order, and the open ones. */
const sectionIds = () =>
  [...document.querySelectorAll('[data-section]')].map((item) => item.getAttribute('data-section'));
const control = (name: string) => screen.getByRole('button', { name });
const isOpen = (name: string) => control(name).getAttribute('aria-expanded') === 'true';

/** Answers that fill the whole preferences form. */
const COMPLETE_PREFERENCES = {
  preferenzaGeografica: 'Liberta',
  Automunito: true,
  colloquio: false,
  Autonomo: true,
  tipologiaStruttura: ['Hotel', 'Laboratorio', 'Ristorante'],
  estero: false,
  lingueConosciute: 'Inglese',
};

describe('InternshipPage — "Your Internship Path" by status (specification 001, section 2)', () => {
  it('at 99 says "There is currently no information for your Internship", and shows no section', async () => {
    serveInternship({ answer: () => area(99) });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Il tuo percorso di Stage' })).toBeTruthy();
    expect((await screen.findByTestId('no-stage')).textContent).toBe(
      'Al momento non ci sono informazioni sul tuo Stage',
    );
    expect(sectionIds()).toEqual([]);
  });

  it.each<[number, StageSection[], string]>([
    [0, ['documents'], 'Documenti'],
    [1, ['documents', 'preferences'], 'Modulo Preferenze Stage'],
    [3, ['documents', 'preferences', 'destination'], 'Destinazione'],
    [4, ['documents', 'preferences', 'destination'], 'Documenti'],
    [5, ['documents', 'preferences', 'destination'], 'Destinazione'],
    [6, ['documents', 'preferences', 'destination', 'midSurvey'], 'Questionario di metà Stage'],
    [7, ['documents', 'preferences', 'destination', 'midSurvey', 'endOfStage'], 'Fine Stage'],
  ])('at %i shows %j, the open one "%s"', async (status, sections, open) => {
    serveInternship({ me: undefined, answer: () => area(status) });
    show();
    await screen.findByRole('button', { name: 'Documenti' });
    expect(sectionIds()).toEqual(sections);
    const opened = screen
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-expanded') === 'true')
      .map((button) => button.textContent);
    expect(opened).toEqual([open]);
  });

  it('toggles the other sections on click', async () => {
    serveInternship({ answer: () => area(1) });
    show();
    await screen.findByRole('button', { name: 'Documenti' });
    expect(isOpen('Documenti')).toBe(false);
    fireEvent.click(control('Documenti'));
    expect(isOpen('Documenti')).toBe(true);
    expect(isOpen('Modulo Preferenze Stage')).toBe(true);
    fireEvent.click(control('Documenti'));
    expect(isOpen('Documenti')).toBe(false);
  });

  it('lists the documents and the two fixed links, with the secretariat', async () => {
    serveInternship({ answer: () => area(0) });
    show();
    const panel = await screen.findByRole('region', { name: 'Documenti' });
    expect(within(panel).getByRole('button', { name: 'Scarica Convenzione di Stage' })).toBeTruthy();
    expect(
      within(panel)
        .getByRole('link', { name: /Modulo di Adesione/ })
        .getAttribute('href'),
    ).toBe(links.stageMembershipForm.it);
    expect(
      within(panel)
        .getByRole('link', { name: /FAQ Cliente/ })
        .getAttribute('href'),
    ).toBe(links.stageClientFaq.it);
    expect(panel.textContent).toContain('Per qualsiasi dubbio contatta la segreteria studenti');
    expect(within(panel).getByRole('link', { name: 'segreteria@example.test' })).toBeTruthy();
  });

  it.each([
    [
      jsonResponse(404, { error: { code: 'internship.documentNotFound', message: 'x' } }),
      'Documento non trovato o vuoto.',
    ],
    [
      jsonResponse(503, { error: { code: 'internship.documentDownloadFailed', message: 'x' } }),
      'Impossibile scaricare il documento.',
    ],
    [jsonResponse(500, {}), 'Impossibile scaricare il documento.'],
  ])('tells a failed download (specification 000, section 8)', async (response, message) => {
    serveInternship({
      answer: () => area(0),
      handle: ({ path }) => (path.startsWith('/api/internship/documents/') ? response : undefined),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Scarica Convenzione di Stage' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('saves a downloaded document under its file name', async () => {
    const createObjectURL = vi.fn(() => 'blob:doc');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    serveInternship({
      answer: () => area(0),
      handle: ({ path }) =>
        path.startsWith('/api/internship/documents/')
          ? new Response(new Uint8Array([37, 80, 68, 70]))
          : undefined,
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Scarica Convenzione di Stage' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('convenzione.pdf');
    expect(screen.queryByRole('alert')).toBeNull();
    clicked.mockRestore();
  });
});

describe('the preferences — "editable only when status is exactly 1, button Send Preferences"', () => {
  it('are editable at 1', async () => {
    serveInternship({ answer: () => area(1) });
    show();
    const send = await screen.findByRole('button', { name: 'Invia Preferenze' });
    expect(send.hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('radio', { name: 'Libertà di scelta' }).hasAttribute('disabled')).toBe(false);
    expect((screen.getByRole('textbox', { name: 'Note' }) as HTMLInputElement).readOnly).toBe(false);
  });

  it('are read-only after 1, with the answers sent', async () => {
    serveInternship({
      answer: () =>
        area(3, {
          forms: {
            ...area(3).forms,
            preferences: stageForm({
              editable: false,
              completed: true,
              savedText:
                'preferenzaGeografica:Liberta;Automunito:Si;colloquio:No;Autonomo:Si;tipologiaStruttura:Hotel,Laboratorio,Ristorante;estero:No;lingueConosciute:Francese;note:Vicino al mare',
            }),
          },
        }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Modulo Preferenze Stage' }));
    const panel = await screen.findByRole('region', { name: 'Modulo Preferenze Stage' });
    expect(within(panel).queryByRole('button', { name: 'Invia Preferenze' })).toBeNull();
    expect(within(panel).getByText('Le tue preferenze sono state inviate.')).toBeTruthy();
    expect((within(panel).getByRole('radio', { name: 'Francese' }) as HTMLInputElement).checked).toBe(true);
    expect((within(panel).getByRole('radio', { name: 'Francese' }) as HTMLInputElement).disabled).toBe(true);
    const note = within(panel).getByRole('textbox', { name: 'Note' }) as HTMLInputElement;
    expect(note.value).toBe('Vicino al mare');
    expect(note.readOnly).toBe(true);
  });

  it('say why they cannot be changed when they were never sent', async () => {
    serveInternship({ answer: () => area(3) });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Modulo Preferenze Stage' }));
    expect(
      screen.getByText(
        'Le preferenze si possono modificare solo mentre il tuo Stage è nella fase delle preferenze.',
      ),
    ).toBeTruthy();
  });
});

describe('drafts — "saved while typing, resumed on any device"', () => {
  it('resumes the draft the server keeps', async () => {
    serveInternship({
      answer: () =>
        area(1, {
          forms: {
            ...area(1).forms,
            preferences: stageForm({
              draft: {
                answers: { lingueConosciute: 'Spagnolo', note: 'Zona Parma' },
                updatedAt: '2026-03-01T10:00:00.000Z',
              },
            }),
          },
        }),
    });
    show();
    const note = (await screen.findByRole('textbox', { name: 'Note' })) as HTMLInputElement;
    expect(note.value).toBe('Zona Parma');
    expect((screen.getByRole('radio', { name: 'Spagnolo' }) as HTMLInputElement).checked).toBe(true);
  });

  it('saves the answers a moment after the typing stops, once', async () => {
    const calls = serveInternship({
      answer: () => area(1),
      handle: ({ method, path, body }) =>
        method === 'PUT' && path === '/api/internship/forms/preferences/draft'
          ? jsonResponse(200, {
              form: 'preferences',
              answers: (body as { answers: object }).answers,
              updatedAt: '2026-03-10T09:15:00.000Z',
            })
          : undefined,
    });
    show();
    const note = await screen.findByRole('textbox', { name: 'Note' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(note, { target: { value: 'Z' } });
    fireEvent.change(note, { target: { value: 'Zona' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Inglese' }));
    await act(async () => {
      vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1);
    });
    expect(writes(calls)).toHaveLength(0);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    vi.useRealTimers();
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toMatchObject({ answers: { note: 'Zona', lingueConosciute: 'Inglese' } });
    expect(
      await screen.findByText(
        'Risposte salvate come bozza (10-03-2026 10:15): puoi continuare da qualsiasi dispositivo.',
      ),
    ).toBeTruthy();
  });
});

describe('sending a form', () => {
  const withComplete = () =>
    area(1, {
      forms: {
        ...area(1).forms,
        preferences: stageForm({
          draft: { answers: COMPLETE_PREFERENCES, updatedAt: '2026-03-01T10:00:00.000Z' },
        }),
      },
    });

  it('posts the answers and shows them sent', async () => {
    let sent = false;
    const calls = serveInternship({
      answer: () => withComplete(),
      handle: ({ method, path }) => {
        if (method !== 'POST' || path !== '/api/internship/forms/preferences') return undefined;
        sent = true;
        return jsonResponse(
          200,
          area(1, {
            forms: {
              ...area(1).forms,
              preferences: stageForm({
                completed: true,
                savedText:
                  'preferenzaGeografica:Liberta;Automunito:Si;colloquio:No;Autonomo:Si;tipologiaStruttura:Hotel,Laboratorio,Ristorante;estero:No;lingueConosciute:Inglese;note:',
              }),
            },
          }),
        );
      },
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Invia Preferenze' }));
    await waitFor(() => expect(sent).toBe(true));
    expect(writes(calls)[0]?.body).toEqual({ answers: COMPLETE_PREFERENCES });
    expect(
      await screen.findByText(
        'Le tue preferenze sono state inviate: puoi ancora modificarle e inviarle di nuovo.',
      ),
    ).toBeTruthy();
  });

  it('shows a refusal of the server translated, with the reason of each answer', async () => {
    serveInternship({
      answer: () => withComplete(),
      handle: ({ method }) =>
        method === 'POST'
          ? jsonResponse(400, {
              error: {
                code: 'request.invalid',
                message: 'Some answers cannot be accepted',
                fields: { 'answers.lingueConosciute': 'survey.invalid' },
              },
            })
          : undefined,
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Invia Preferenze' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Dati non validi');
    expect(within(alert).getByText('Lingua conosciuta: Questa risposta non è tra le scelte')).toBeTruthy();
  });

  it('says a form already sent elsewhere', async () => {
    serveInternship({
      answer: () => withComplete(),
      handle: ({ method }) =>
        method === 'POST'
          ? jsonResponse(409, { error: { code: 'internship.surveyCompleted', message: 'x' } })
          : undefined,
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Invia Preferenze' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Questo modulo è già stato inviato.');
  });
});

describe('Destination — host, place, tutor, period and the 400px map', () => {
  it('shows the destination and its keyless map, with the maps link', async () => {
    serveInternship({ answer: () => area(3) });
    show();
    const panel = await screen.findByRole('region', { name: 'Destinazione' });
    expect(panel.textContent).toContain('Ristorante Da Mario');
    expect(panel.textContent).toContain('Via Roma 1, 43121 Parma PR, Italia');
    expect(panel.textContent).toContain('Mario Bianchi');
    expect(within(panel).getByRole('link', { name: '+39 0521 123456' }).getAttribute('href')).toBe(
      'tel:+390521123456',
    );
    expect(within(panel).getByRole('link', { name: 'mario.bianchi@example.test' })).toBeTruthy();
    expect(panel.textContent).toContain('Dal 01-04-2026 al 30-06-2026');
    const map = within(panel).getByTitle('Mappa del luogo dello Stage: Via Roma 1, 43121 Parma PR, Italia');
    expect(map.tagName).toBe('IFRAME');
    expect(map.getAttribute('src')).toBe(
      'https://www.google.com/maps?q=Via%20Roma%201%2C%2043121%20Parma%20PR%2C%20Italia&output=embed',
    );
    expect(map.getAttribute('height')).toBe('400');
    expect(map.getAttribute('width')).toBe('100%');
    expect(map.getAttribute('loading')).toBe('lazy');
    expect(map.getAttribute('referrerpolicy')).toBe('no-referrer-when-downgrade');
    expect(
      within(panel)
        .getByRole('link', { name: /Apri l'indirizzo in Google Maps/ })
        .getAttribute('href'),
    ).toBe(area(3).destination?.mapUrl);
  });

  it('loads the map only once Destination is opened', async () => {
    serveInternship({ answer: () => area(4) });
    show();
    await screen.findByRole('button', { name: 'Destinazione' });
    expect(screen.queryByTestId('destination-map')).toBeNull();
    fireEvent.click(control('Destinazione'));
    expect(await screen.findByTestId('destination-map')).toBeTruthy();
  });
});

describe('the surveys — "Submit survey", read-only once completed', () => {
  it('offers the mid survey from 6', async () => {
    serveInternship({ answer: () => area(6) });
    show();
    const panel = await screen.findByRole('region', { name: 'Questionario di metà Stage' });
    expect(within(panel).getByRole('button', { name: 'Invia questionario' }).hasAttribute('disabled')).toBe(
      false,
    );
    expect(within(panel).getByText('Organizzazione')).toBeTruthy();
  });

  it('shows a completed survey read-only with its saved answers', async () => {
    serveInternship({
      answer: () =>
        area(7, {
          forms: {
            ...area(7).forms,
            endSurvey: stageForm({
              definition: area(7).forms.endSurvey?.definition ?? null,
              editable: false,
              completed: true,
              savedText:
                'jobSituation:internshipCompany;relevantAspects:La brigata;usefulAspects:Il servizio;expectations:Rispettate',
            }),
          },
        }),
    });
    show();
    const panel = await screen.findByRole('region', { name: 'Fine Stage' });
    expect(within(panel).getByText('Questionario inviato: queste sono le tue risposte.')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Invia questionario' })).toBeNull();
    expect(
      (within(panel).getByRole('radio', { name: "Lavoro presso l'azienda dello stage" }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(within(panel).getByDisplayValue('La brigata')).toBeTruthy();
    expect(within(panel).getByText('Nessun Dossier di Stage caricato')).toBeTruthy();
  });

  it('shows "Form non disponibile" for a missing definition', async () => {
    serveInternship({
      answer: () =>
        area(6, { forms: { ...area(6).forms, midSurvey: stageForm({ definition: null, editable: false }) } }),
    });
    show();
    const panel = await screen.findByRole('region', { name: 'Questionario di metà Stage' });
    expect(within(panel).getByText('Form non disponibile')).toBeTruthy();
  });
});

describe('in English', () => {
  it('speaks English', async () => {
    await useLanguage('en', ['internship', 'survey', 'errors']);
    serveInternship({ answer: () => area(7) });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Internship Path' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Documents' });
    for (const name of [
      'Documents',
      'Internship Preferences Module',
      'Destination',
      'Mid-Stage Survey',
      'End of Stage',
    ])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByText('No Internship Dossier uploaded')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Submit survey' }).length).toBeGreaterThan(0);
  });

  it('tells a failed download in English', async () => {
    await useLanguage('en', ['internship', 'survey', 'errors']);
    serveInternship({
      answer: () => area(0),
      handle: ({ path }) =>
        path.startsWith('/api/internship/documents/') ? jsonResponse(500, {}) : undefined,
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Download Convenzione di Stage' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The document could not be downloaded.');
  });

  it('says there is no internship at 99', async () => {
    await useLanguage('en', ['internship', 'survey', 'errors']);
    serveInternship({ answer: () => area(99) });
    show();
    expect((await screen.findByTestId('no-stage')).textContent).toBe(
      'There is currently no information for your Internship',
    );
  });
});
