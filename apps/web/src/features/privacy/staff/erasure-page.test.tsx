import '../../../test/setup';
import { type StaffErasure, StaffErasureSchema } from '@school/domain/privacy/contracts/staff-privacy';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { type Call, serveApi, writes } from '../../../test/fake-api';
import { meWith } from '../../../test/me';
import { jsonResponse, useLanguage } from '../../../test/render';
import ErasurePage from './erasure-page';

const ID = '8a3c0d4b-5e6f-4a81-9c23-d4e5f6a7b8c9';
const PATH = `/api/staff/privacy/erasures/${ID}`;
const DECISION_PATH = `${PATH}/decision`;

const erasure = (values: Partial<StaffErasure> = {}): StaffErasure =>
  StaffErasureSchema.parse({
    id: ID,
    status: 'pending',
    requestedAt: '2026-11-02T09:15:00.000Z',
    person: { id: '2b7e1f0a-3c4d-4e5f-8a9b-0c1d2e3f4a51', name: 'Anna Rossi', email: 'anna@example.test' },
    version: 'v1',
    note: 'Non frequento più la scuola.',
    decidedAt: null,
    decidedBy: null,
    refusalReason: null,
    doneAt: null,
    keep: [
      {
        kind: 'payment',
        id: '3c8f2a1b-4d5e-4f60-9a7b-1c2d3e4f5a61',
        label: 'Quota di iscrizione (€ 1200.00)',
        reason: 'taxRecords',
        until: '2036-03-15T10:00:00.000Z',
      },
      {
        kind: 'enrolment',
        id: '3c8f2a1b-4d5e-4f60-9a7b-1c2d3e4f5a62',
        label: 'Corso Superiore di Cucina Italiana',
        reason: 'enrolmentInProgress',
        until: null,
      },
    ],
    blocked: false,
    ...values,
  });

/**
 * A fake server holding one request: `decide` answers the decision (the request as it becomes, or
 * an error answer); a decided request is what the page reads next.
 */
function serve(initial: StaffErasure, decide: (call: Call) => StaffErasure | Response = () => initial) {
  let current = initial;
  return serveApi({
    me: meWith(['Dipendente'], ['Segreteria']),
    handle: (call) => {
      if (call.path === PATH && call.method === 'GET') return jsonResponse(200, current);
      if (call.path === DECISION_PATH && call.method === 'POST') {
        const answer = decide(call);
        if (answer instanceof Response) return answer;
        current = answer;
        return jsonResponse(200, answer);
      }
      return undefined;
    },
  });
}

/** The page mounted at its route, as the console does, so that it reads the request's id. */
function renderPage() {
  const router = createMemoryRouter([{ path: '/staff/privacy/:id', element: <ErasurePage /> }], {
    initialEntries: [`/staff/privacy/${ID}`],
  });
  render(
    <AppProvider queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

// The table shows a column while its media query matches (the empty query matches everywhere).
const stubbedMatchMedia = window.matchMedia;
beforeEach(() => {
  window.matchMedia = (query: string) => ({ ...stubbedMatchMedia(query), matches: query.trim() === '' });
});
afterEach(() => {
  window.matchMedia = stubbedMatchMedia;
});

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('one erasure request', () => {
  it('shows who asked, their note, and what stays and why (Italian)', async () => {
    await useLanguage('it', ['privacy', 'staff', 'errors']);
    serve(erasure());
    renderPage();
    expect(await heading('Richiesta di cancellazione di Anna Rossi')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna alle richieste' }).getAttribute('href')).toBe(
      '/staff/privacy',
    );
    expect(screen.getByText('Da decidere')).toBeTruthy();
    expect(screen.getByText('anna@example.test')).toBeTruthy();
    expect(screen.getByText('Nota della persona')).toBeTruthy();
    expect(screen.getByText('Non frequento più la scuola.')).toBeTruthy();

    const kept = screen.getByRole('table', { name: 'Cosa resta e perché' });
    const payment = within(kept).getByText('Pagamento: Quota di iscrizione (€ 1200.00)').closest('tr');
    expect(
      within(payment as HTMLElement).getByText('Obbligo fiscale: conservazione per 10 anni'),
    ).toBeTruthy();
    expect(within(payment as HTMLElement).getByText('15-03-2036')).toBeTruthy();
    const enrolment = within(kept).getByText('Iscrizione: Corso Superiore di Cucina Italiana').closest('tr');
    expect(within(enrolment as HTMLElement).getByText('Iscrizione in corso')).toBeTruthy();
    expect(within(enrolment as HTMLElement).getByText("Fine dell'iscrizione")).toBeTruthy();
  });

  it('says when nothing stays and when the person left no note (English)', async () => {
    await useLanguage('en', ['privacy', 'staff', 'errors']);
    serve(erasure({ keep: [], note: '' }));
    renderPage();
    expect(await heading('Erasure request of Anna Rossi')).toBeTruthy();
    expect(screen.getByText('No note.')).toBeTruthy();
    expect(screen.getByText("Nothing: all of the person's data will be erased or anonymised.")).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('confirms only after the confirmation dialog, on the version read', async () => {
    await useLanguage('it', ['privacy', 'staff', 'errors']);
    const calls = serve(erasure(), () =>
      erasure({ status: 'confirmed', decidedAt: '2026-11-03T08:00:00.000Z', decidedBy: 'Segreteria Uno' }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Conferma la cancellazione' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confermare la cancellazione?' });
    expect(within(dialog).getByText(/L'account di Anna Rossi verrà cancellato/)).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Conferma la cancellazione' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        { method: 'POST', path: DECISION_PATH, search: '', body: { decision: 'confirm', version: 'v1' } },
      ]),
    );
    expect(await screen.findByText('Cancellazione confermata: è in corso.')).toBeTruthy();
    expect(screen.getByText('Confermata, in corso')).toBeTruthy();
    expect(screen.getByText('Decisa il 03-11-2026 09:00')).toBeTruthy();
    expect(screen.getByText('Segreteria Uno')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Conferma la cancellazione' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rifiuta' })).toBeNull();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    await useLanguage('it', ['privacy', 'staff', 'errors']);
    const calls = serve(erasure());
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Conferma la cancellazione' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confermare la cancellazione?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([]);
  });

  it('cannot be confirmed while an enrolment is in progress, and says why', async () => {
    await useLanguage('it', ['privacy', 'staff', 'errors']);
    serve(erasure({ blocked: true }));
    renderPage();
    const confirm = await screen.findByRole('button', { name: 'Conferma la cancellazione' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('note').textContent).toMatch(/C'è un'iscrizione in corso/);
    expect(screen.getByRole('button', { name: 'Rifiuta' }).hasAttribute('disabled')).toBe(false);
  });

  it('refuses with a reason: an empty one is refused under its field before anything is sent, then the reason is sent', async () => {
    await useLanguage('it', ['privacy', 'staff', 'errors']);
    const calls = serve(erasure(), (call) => {
      const reason = (call.body as { reason?: string }).reason ?? '';
      if (reason.trim() === '')
        return jsonResponse(400, {
          error: {
            code: 'request.invalid',
            message: 'x',
            fields: { reason: 'privacy.refusalReasonRequired' },
          },
        });
      return erasure({
        status: 'refused',
        decidedAt: '2026-11-03T08:00:00.000Z',
        decidedBy: 'Segreteria Uno',
        refusalReason: reason,
      });
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Rifiuta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rifiutare la richiesta?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rifiuta' }));
    expect(
      await within(dialog).findByRole('textbox', {
        name: /Motivo del rifiuto \(inviato alla persona\)/,
        description: 'Indica il motivo del rifiuto.',
      }),
    ).toBeTruthy();
    // The refusal's contract holds it back in the browser: nothing sent, nothing shown as an alert.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(writes(calls)).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Motivo del rifiuto/ }), {
      target: { value: "L'iscrizione è ancora in corso." },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rifiuta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls).map((call) => call.body)).toEqual([
      { decision: 'refuse', version: 'v1', reason: "L'iscrizione è ancora in corso." },
    ]);
    expect(writes(calls)[0]?.path).toBe(DECISION_PATH);
    expect(await screen.findByText('Rifiutata')).toBeTruthy();
    expect(screen.getByText('Motivo del rifiuto')).toBeTruthy();
    expect(screen.getByText("L'iscrizione è ancora in corso.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rifiuta' })).toBeNull();
  });

  it('shows a refusal of the server in its words', async () => {
    await useLanguage('en', ['privacy', 'staff', 'errors']);
    serve(erasure(), () => jsonResponse(409, { error: { code: 'staff.staleRecord', message: 'x' } }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm the erasure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the erasure?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm the erasure' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This record was changed in the meantime: reload it and try again.',
    );
    expect(screen.getByText('To decide')).toBeTruthy();
  });

  it('says in the dialog that the request changed meanwhile, and reads it again', async () => {
    await useLanguage('it', ['privacy', 'staff', 'errors']);
    const calls = serve(erasure(), () =>
      jsonResponse(409, { error: { code: 'staff.staleRecord', message: 'x' } }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Rifiuta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rifiutare la richiesta?' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Motivo del rifiuto/ }), {
      target: { value: 'Iscrizione in corso.' },
    });
    const reads = () => calls.filter((call) => call.method === 'GET' && call.path === PATH).length;
    const readsBefore = reads();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rifiuta' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      "Questa richiesta è stata cambiata nel frattempo: ora la vedi com'è. Controllala e rifiutala di nuovo.",
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(writes(calls)).toHaveLength(1);
    await waitFor(() => expect(reads()).toBeGreaterThan(readsBefore));
  });

  it('shows another refusal of the server in the dialog, which closes by a named button', async () => {
    await useLanguage('en', ['privacy', 'staff', 'errors']);
    serve(erasure(), () => jsonResponse(500, { error: { code: 'server.error', message: 'x' } }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse the request?' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason for the refusal/ }), {
      target: { value: 'Enrolment in progress.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a carried-out erasure with its date and nothing left to decide', async () => {
    await useLanguage('en', ['privacy', 'staff', 'errors']);
    serve(
      erasure({
        status: 'done',
        keep: [],
        decidedAt: '2026-11-03T08:00:00.000Z',
        decidedBy: 'Segreteria Uno',
        doneAt: '2026-11-03T08:05:00.000Z',
      }),
    );
    renderPage();
    const done = await screen.findByText('Erasure carried out on 03-11-2026 09:05.');
    expect(done.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByText('Carried out')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'What stays and why' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm the erasure' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refuse' })).toBeNull();
  });
});
