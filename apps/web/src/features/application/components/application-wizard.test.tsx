import '../../../test/setup';
import type { ApplicationState } from '@school/domain/application/contracts/get-state';
import { formatEuro } from '@school/domain/format/money';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { resetApiClientForTests } from '../../../lib/api-client';
import { leaveSite } from '../../../lib/leave-site';
import { jsonResponse, useLanguage } from '../../../test/render';
import { applicationState } from '../test/render-step';
import { ApplicationWizard } from './application-wizard';

vi.mock('../../../lib/leave-site', () => ({ leaveSite: vi.fn() }));

const config = {
  secretariatEmail: 's@example.test',
  enrolmentEmail: 'e@example.test',
  providers: { google: false, apple: false },
  outbox: false,
  testPages: true,
};

type Call = { method: string; url: string; body: unknown };

/**
 * A fake server: `/state` answers `answer(query)`, `PUT /steps/:n` answers `saved`, and the
 * reference lists are empty.
 */
function mockServer(
  calls: Call[],
  answer: (query: URLSearchParams) => ApplicationState | Response,
  saved?: ApplicationState,
) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({
        method,
        url: `${url.pathname}${url.search}`,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      if (url.pathname === '/api/config') return jsonResponse(200, config);
      if (url.pathname === '/api/me') return jsonResponse(200, { user: null });
      if (url.pathname === '/api/auth/csrf') return jsonResponse(200, { token: 't' });
      if (url.pathname.endsWith('/state') || url.pathname.endsWith('/entry')) {
        const result = answer(url.searchParams);
        return result instanceof Response ? result : jsonResponse(200, result);
      }
      if (method === 'PUT' && saved) return jsonResponse(200, saved);
      if (url.pathname === '/api/reference/picklists')
        return jsonResponse(200, { qualification: [], howHeard: [], englishLevel: [] });
      return jsonResponse(200, { items: [] });
    }),
  );
}

function renderWizard(path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        path: '/candidatura/:productCode/:step?',
        element: (
          <Suspense fallback={null}>
            <ApplicationWizard />
          </Suspense>
        ),
      },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router };
}

beforeEach(async () => {
  resetApiClientForTests();
  await useLanguage('it', ['application', 'errors', 'auth', 'notifications']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The form the account's data fill once the course is theirs (the entry stored). */
const ENTERED_FORM = {
  personalData: { firstName: 'Sara' },
  registry: {},
  studies: {},
  documents: {},
  identityDocument: {},
};

describe('application wizard: the entry state check', () => {
  it('a visitor asking for step 3 is shown step 0 and the URL says so', async () => {
    const calls: Call[] = [];
    mockServer(calls, () => applicationState(0, { isLoggedIn: false, reason: 'visitor', storedStep: null }));
    const { router } = renderWizard('/candidatura/CUCINA-2027A/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inizia la candidatura' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidatura/CUCINA-2027A/0'));
    const first = calls.find((call) => call.url.includes('/state'));
    expect(first?.url).toBe('/api/application/CUCINA-2027A/state?viaButtons=false&locale=it&step=3');
    // No progress bar on step 0.
    expect(screen.queryByRole('progressbar')).toBeNull();
    // The show/hide buttons of the two passwords are named in the page's language.
    expect(await screen.findAllByRole('button', { name: 'Mostra o nascondi la password' })).toHaveLength(2);
  });

  it('/candidatura/{product} without a step resumes the stored step', async () => {
    const calls: Call[] = [];
    mockServer(calls, () => applicationState(4, { reason: 'resumeStoredStep', redirect: true }));
    const { router } = renderWizard('/candidatura/CUCINA-2027A');
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidatura/CUCINA-2027A/4'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quota di iscrizione' })).toBeTruthy();
    expect(screen.getByText('Passo 4 di 7')).toBeTruthy();
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });

  it('R-six: Previous on step 6 goes back to step 5 (to replace the CV), which has no Previous itself', async () => {
    const calls: Call[] = [];
    mockServer(calls, (query) =>
      query.get('step') === '5' && query.get('viaButtons') === 'true'
        ? applicationState(5, { storedStep: 6 })
        : applicationState(6, { storedStep: 6 }),
    );
    const { router } = renderWizard('/candidatura/CUCINA-2027A/6');
    expect(await screen.findByRole('heading', { level: 1, name: 'Documento di identità' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Indietro' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'CV e lettera motivazionale' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/candidatura/CUCINA-2027A/5');
    expect(calls.map((call) => call.url)).toContain(
      '/api/application/CUCINA-2027A/state?viaButtons=true&locale=it&step=5',
    );
    expect(await screen.findByRole('button', { name: 'Avanti' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Indietro' })).toBeNull();
  });

  it.each(['newProduct', 'productSwitch'] as const)(
    '%s: the entry stores the product and step 1 once ("set product and step 1", "switch product")',
    async (reason) => {
      const calls: Call[] = [];
      mockServer(calls, () =>
        applicationState(1, {
          reason,
          redirect: true,
          storedStep: 4,
          storedProductCode: 'PASTICCERIA-2027A',
        }),
      );
      const { router } = renderWizard('/candidatura/CUCINA-2027A');
      await waitFor(() => expect(router.state.location.pathname).toBe('/candidatura/CUCINA-2027A/1'));
      await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
      expect(calls.find((call) => call.method === 'POST')?.url).toBe(
        '/api/application/CUCINA-2027A/entry?viaButtons=false&locale=it',
      );
      expect(await screen.findByRole('heading', { level: 1, name: 'Dati personali' })).toBeTruthy();
      expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    },
  );

  it('another course: step 1 waits for the entry, then shows the account data (the address named by the check included)', async () => {
    const calls: Call[] = [];
    // The server: until the entry is stored the product is another one (no form); after, it is theirs.
    let stored = false;
    let releaseEntry = () => {};
    const entryAnswered = new Promise<void>((resolve) => {
      releaseEntry = resolve;
    });
    mockServer(calls, (query) =>
      stored
        ? applicationState(1, { reason: 'stay', form: ENTERED_FORM })
        : applicationState(1, {
            reason: 'productSwitch',
            redirect: !query.has('step'),
            storedProductCode: 'PASTICCERIA-2027A',
          }),
    );
    const fetchState = vi.mocked(fetch);
    const fake = fetchState.getMockImplementation();
    fetchState.mockImplementation(async (input, init) => {
      if (String(input).includes('/entry')) {
        calls.push({ method: 'POST', url: String(input), body: undefined });
        await entryAnswered;
        stored = true;
        return jsonResponse(200, applicationState(1, { reason: 'productSwitch', form: ENTERED_FORM }));
      }
      return fake!(input, init);
    });
    const { router } = renderWizard('/candidatura/CUCINA-2027A');
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidatura/CUCINA-2027A/1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dati personali' })).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    // The state of /1 was asked before the entry was stored: no form yet, so none of its fields.
    await waitFor(() => expect(calls.filter((call) => call.url.includes('step=1'))).not.toHaveLength(0));
    expect(screen.queryByRole('textbox', { name: /^Nome/ })).toBeNull();
    releaseEntry();
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /^Nome/ }) as HTMLInputElement).value).toBe('Sara'),
    );
  });

  it('another course: a state read answered before the entry was stored but arriving after it is asked again', async () => {
    const calls: Call[] = [];
    let stored = false;
    const stale = () =>
      applicationState(1, { reason: 'newProduct', redirect: false, storedProductCode: null });
    mockServer(calls, () => (stored ? applicationState(1, { reason: 'stay', form: ENTERED_FORM }) : stale()));
    const fake = vi.mocked(fetch).getMockImplementation();
    let releaseStepOne = () => {};
    const stepOneHeld = new Promise<void>((resolve) => {
      releaseStepOne = resolve;
    });
    let heldOnce = false;
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.includes('/entry')) {
        calls.push({ method: 'POST', url, body: undefined });
        stored = true;
        return jsonResponse(200, applicationState(1, { reason: 'newProduct', form: ENTERED_FORM }));
      }
      if (url.includes('/state') && url.includes('step=1') && !heldOnce) {
        // Read by the server before the entry was stored; its answer reaches the page after it.
        heldOnce = true;
        calls.push({ method: 'GET', url, body: undefined });
        await stepOneHeld;
        return jsonResponse(200, stale());
      }
      return fake!(input, init);
    });
    const { router } = renderWizard('/candidatura/CUCINA-2027A');
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidatura/CUCINA-2027A/1'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    await waitFor(() => expect(heldOnce).toBe(true));
    // The entry has been answered and stored; only then does the old read come back.
    await new Promise((resolve) => setTimeout(resolve, 20));
    releaseStepOne();
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /^Nome/ }) as HTMLInputElement).value).toBe('Sara'),
    );
  });

  it('the same product: the entry saves nothing', async () => {
    const calls: Call[] = [];
    mockServer(calls, () => applicationState(3, { reason: 'stay' }));
    renderWizard('/candidatura/CUCINA-2027A/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Studi' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('an unknown course says so and links to the courses', async () => {
    mockServer([], () =>
      jsonResponse(404, { error: { code: 'application.productNotFound', message: 'not found' } }),
    );
    renderWizard('/candidatura/NOPE-2099Z/1');
    expect(await screen.findByText('Il corso indicato non esiste o non accetta candidature.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vai ai corsi' }).getAttribute('href')).toBe('/corsi');
  });

  it('shows the blocked message of the entry check', async () => {
    mockServer([], () =>
      applicationState(0, { isLoggedIn: false, reason: 'blocked', error: 'auth.blocked' }),
    );
    renderWizard('/candidatura/CUCINA-2027A/0');
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});

describe('application wizard: Next', () => {
  it('step 0 checks the credentials before anything is posted', async () => {
    const calls: Call[] = [];
    mockServer(calls, () => applicationState(0, { isLoggedIn: false, reason: 'visitor', storedStep: null }));
    renderWizard('/candidatura/CUCINA-2027A/0');
    fireEvent.click(await screen.findByRole('button', { name: 'Inizia la candidatura' }));
    expect((await screen.findAllByText('Campo obbligatorio.')).length).toBe(3);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('step 0 posts the credentials and shows the step the server answers, reached through the buttons', async () => {
    const calls: Call[] = [];
    mockServer(
      calls,
      (query) =>
        query.get('step') === '1'
          ? applicationState(1)
          : applicationState(0, { isLoggedIn: false, reason: 'visitor', storedStep: null }),
      applicationState(1, { storedStep: 1 }),
    );
    const { router } = renderWizard('/candidatura/CUCINA-2027A/0');
    fireEvent.change(await screen.findByLabelText(/^Username/), { target: { value: 'nuova@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Segreta2026!' } });
    fireEvent.change(screen.getByLabelText(/^Conferma password/), { target: { value: 'Segreta2026!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Inizia la candidatura' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidatura/CUCINA-2027A/1'));
    expect(router.state.location.state).toEqual({ viaButtons: true });
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/application/CUCINA-2027A/steps/0?locale=it');
    expect(put?.body).toEqual({
      username: 'nuova@example.com',
      password: 'Segreta2026!',
      confirmPassword: 'Segreta2026!',
    });
  });

  it('a refusal of the server stays on the step with its message', async () => {
    const calls: Call[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) => {
        const url = new URL(input, 'http://localhost');
        calls.push({ method: init?.method ?? 'GET', url: url.pathname, body: undefined });
        if (url.pathname === '/api/config') return jsonResponse(200, config);
        if (url.pathname === '/api/auth/csrf') return jsonResponse(200, { token: 't' });
        if (init?.method === 'PUT')
          return jsonResponse(409, { error: { code: 'auth.usernameTaken', message: 'taken' } });
        return jsonResponse(
          200,
          applicationState(0, { isLoggedIn: false, reason: 'visitor', storedStep: null }),
        );
      }),
    );
    const { router } = renderWizard('/candidatura/CUCINA-2027A/0');
    fireEvent.change(await screen.findByLabelText(/^Username/), { target: { value: 'gia@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Segreta2026!' } });
    fireEvent.change(screen.getByLabelText(/^Conferma password/), { target: { value: 'Segreta2026!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Inizia la candidatura' }));
    expect(await screen.findByText("L'username esiste già, recuperare password se necessario!")).toBeTruthy();
    expect(router.state.location.pathname).toBe('/candidatura/CUCINA-2027A/0');
  });
});

describe('application wizard: the fee step', () => {
  it('after a failed payment shows the errorePagamento alert and the retry text', async () => {
    mockServer([], () =>
      applicationState(4, { fee: { ...applicationState(4).fee, lastPaymentStatus: 'failed' } }),
    );
    renderWizard('/candidatura/CUCINA-2027A/4?errorePagamento=1');
    expect(await screen.findByText('Errore nel pagamento')).toBeTruthy();
    expect(screen.getByText('Pagamento non riuscito o annullato. Riprova.')).toBeTruthy();
    expect(screen.getByTestId('fee-amount').textContent).toBe(formatEuro(100));
    expect(formatEuro(100)).toMatch(/^€\s100,00$/);
  });

  it('Pay opens the checkout the server answers and remembers that a payment started', async () => {
    const calls: Call[] = [];
    const assign = vi.mocked(leaveSite);
    assign.mockClear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) => {
        const url = new URL(input, 'http://localhost');
        calls.push({
          method: init?.method ?? 'GET',
          url: url.pathname,
          body: init?.body ? JSON.parse(String(init.body)) : undefined,
        });
        if (url.pathname === '/api/config') return jsonResponse(200, config);
        if (url.pathname === '/api/auth/csrf') return jsonResponse(200, { token: 't' });
        if (url.pathname.endsWith('/fee/checkout'))
          return jsonResponse(200, { paymentId: 'p1', url: 'http://pay.example/checkout/1' });
        return jsonResponse(200, applicationState(4));
      }),
    );
    renderWizard('/candidatura/CUCINA-2027A/4');
    fireEvent.click(await screen.findByRole('button', { name: 'Paga con carta' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://pay.example/checkout/1'));
    expect(calls.find((call) => call.url.endsWith('/fee/checkout'))?.body).toEqual({ locale: 'it' });
    expect(localStorage.getItem('alma.feePaymentStarted:CUCINA-2027A')).toBe('true');
  });
});
