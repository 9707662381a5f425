import '../../../test/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp, useLanguage } from '../../../test/render';
import { EMPTY_VISA } from '../../../test/visa';
import BillingExportPage from '../../billing/staff/billing-export-page';
import EditionsPage from '../../staff/pages/editions-page';
import { ApplicationView } from './application-page';
import ApplicationsPage from './applications-page';

type Handler = (url: string, init?: RequestInit) => Response | undefined;

const me = (permissions: string[]) => ({
  user: {
    id: 'staff1',
    username: 'clerk@example.test',
    email: 'clerk@example.test',
    firstName: 'C',
    lastName: 'K',
    language: 'en',
    applicationStep: null,
    productCode: null,
    hasPassword: true,
    subject: {
      categories: ['Dipendente'],
      isShopEnabled: false,
      webappPermissions: permissions,
      stageStatus: 99,
      hasOpenFeedback: false,
      enrolments: [],
    },
  },
});

function server(handle: Handler) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const answer = handle(url, init);
    if (answer) return answer;
    if (url === '/api/auth/csrf') return jsonResponse(200, { token: 't' });
    if (url === '/api/me') return jsonResponse(200, me(['Segreteria', 'Amministrazione']));
    if (url.startsWith('/api/staff/audit/'))
      return jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 100 });
    return jsonResponse(404, { error: { code: 'request.notFound', message: 'x' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const calls = (fetchMock: ReturnType<typeof server>, match: (url: string, method: string) => boolean) =>
  fetchMock.mock.calls.filter(([url, init]) =>
    match(String(url), (init as RequestInit | undefined)?.method ?? 'GET'),
  );
const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));
/** The refusal shown under a field: the text its input is described by, as `aria-describedby` names it. */
const refusalOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const EDITION = {
  id: 'e1',
  productCode: 'CUCINA-2027A',
  courseCode: 'CUCINA',
  editionCode: '2027A',
  courseName: 'Cucina',
  editionName: '2027A',
  startsOn: '2027-01-10',
  endsOn: '2027-12-10',
  isOpen: true,
  feeApplies: true,
  applications: 1,
  version: 'ev1',
};

beforeEach(async () => {
  await useLanguage('en', ['staff', 'candidate', 'errors', 'application']);
});

describe('the applications list', () => {
  it("lists the edition's applications with the address's filters and sort, and offers them as CSV", async () => {
    const fetchMock = server((url) => {
      if (url === '/api/staff/editions') return jsonResponse(200, { items: [EDITION] });
      if (url.startsWith('/api/staff/applications?'))
        return jsonResponse(200, {
          items: [
            {
              id: 'a1',
              candidate: {
                id: 'u1',
                username: 'l@x.it',
                email: 'l@x.it',
                firstName: 'Luca',
                lastName: 'Bianchi',
              },
              productCode: 'CUCINA-2027A',
              applicationStatus: 'Inviata',
              stageName: 'Candidatura',
              step: 7,
              feePaidAt: '2026-03-05T10:00:00.000Z',
              submittedAt: null,
              enrolmentId: null,
              createdAt: '2026-03-01T10:00:00.000Z',
            },
          ],
          total: 1,
          page: 1,
          pageSize: 20,
        });
      return undefined;
    });
    renderWithApp(<ApplicationsPage />, {
      path: '/staff/applications?edition=CUCINA-2027A&feePaid=true&sort=lastName&dir=asc',
    });
    expect(await screen.findByRole('link', { name: 'Bianchi Luca' })).toBeTruthy();
    const [list] = calls(fetchMock, (url) => url.startsWith('/api/staff/applications?'));
    const params = new URL(String(list?.[0]), 'http://x').searchParams;
    expect(Object.fromEntries(params)).toEqual({
      edition: 'CUCINA-2027A',
      feePaid: 'true',
      sort: 'lastName',
      dir: 'asc',
      pageSize: '20',
    });
    const csv = screen.getByRole('link', { name: 'Download CSV' }) as HTMLAnchorElement;
    expect(csv.getAttribute('href')).toBe(
      '/api/staff/applications.csv?sort=lastName&dir=asc&edition=CUCINA-2027A&feePaid=true',
    );
  });

  it('says the list is too long for one CSV instead of offering a file the server refuses', async () => {
    server((url) => {
      if (url === '/api/staff/editions') return jsonResponse(200, { items: [EDITION] });
      if (url.startsWith('/api/staff/applications?'))
        return jsonResponse(200, { items: [], total: 5001, page: 1, pageSize: 20 });
      return undefined;
    });
    renderWithApp(<ApplicationsPage />, { path: '/staff/applications?edition=CUCINA-2027A' });
    expect((await screen.findByRole('note')).textContent).toBe(
      'Too many rows for one CSV file: narrow the filters and export again.',
    );
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
  });

  it('asks for an edition before listing anything', async () => {
    const fetchMock = server((url) =>
      url === '/api/staff/editions' ? jsonResponse(200, { items: [EDITION] }) : undefined,
    );
    renderWithApp(<ApplicationsPage />, { path: '/staff/applications' });
    expect(await screen.findByLabelText('Edition', { selector: 'input' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
    expect(calls(fetchMock, (url) => url.startsWith('/api/staff/applications'))).toEqual([]);
  });
});

function applicationAnswer(overrides: Record<string, unknown> = {}) {
  return {
    candidate: {
      id: 'u1',
      username: 'l@x.it',
      email: 'l@x.it',
      firstName: 'Luca',
      lastName: 'Bianchi',
      sex: 'M',
    },
    application: {
      id: 'a1',
      userId: 'u1',
      enrolmentId: null,
      courseCode: 'CUCINA-2027A',
      courseName: 'Cucina',
      editionName: '2027A',
      stageName: 'Candidatura',
      applicationStatus: 'Inviata',
      generalStatus: 'In validazione',
      editionStatus: null,
      enrolmentStatus: null,
      completionStatus: null,
      isActive: true,
      paymentsUpToDate: null,
      createdAt: '2026-03-01T10:00:00.000Z',
      sizes: { shoes: null, bomber: null, shirt: null, jacket: null, vest: null, trousers: null, polo: null },
      clothingVisible: false,
      clothingCompiled: false,
      clothingSent: false,
      clothingCompiledAt: null,
      visaEnabled: false,
      billingCompiled: false,
      billingCompiledAt: null,
      version: 'av1',
      ...overrides,
    },
    documents: [],
    instalments: [],
    visa: null,
  };
}

function applicationServer(handle: Handler = () => undefined) {
  return server((url, init) => {
    const answer = handle(url, init);
    if (answer) return answer;
    if (url === '/api/staff/applications/a1/form')
      return jsonResponse(200, {
        productCode: 'CUCINA-2027A',
        step: 7,
        form: {
          personalData: { firstName: 'Luca', lastName: 'Bianchi' },
          registry: { birthDate: '2000-01-01' },
          studies: {},
          documents: {},
          identityDocument: {},
        },
        files: [
          {
            kind: 'cv',
            fileName: 'cv.pdf',
            size: 100,
            uploadedAt: '2026-03-02T10:00:00.000Z',
            status: 'In attesa di validazione',
            documentId: 'd9',
          },
        ],
        feePaidAt: '2026-03-05T10:00:00.000Z',
        submittedAt: null,
      });
    if (url === '/api/staff/users/u1/billing/course')
      return jsonResponse(200, {
        kind: 'course',
        state: { requestingCount: 1, compiled: false, sent: false, compiledAt: null },
        version: 'bv1',
      });
    return undefined;
  });
}

describe('an application in the staff console', () => {
  it("shows the candidate's status bar, the answers and files, and saves a status on the version read", async () => {
    let reads = 0;
    const fetchMock = applicationServer((url, init) => {
      if (url === '/api/staff/applications/a1') {
        reads++;
        return jsonResponse(
          200,
          applicationAnswer(reads > 1 ? { generalStatus: 'Validato', version: 'av2' } : {}),
        );
      }
      if (url === '/api/staff/applications/a1/status' && init?.method === 'PUT')
        return jsonResponse(200, { application: applicationAnswer().application });
      return undefined;
    });
    renderWithApp(<ApplicationView id="a1" />);
    const bar = await screen.findByTestId('status-bar');
    expect(within(bar).getAllByRole('listitem')).toHaveLength(6);
    expect(await screen.findByRole('link', { name: 'cv.pdf' })).toHaveProperty(
      'href',
      'http://localhost:3000/api/staff/documents/d9/file',
    );
    expect(screen.getByText('Luca', { selector: 'dd' })).toBeTruthy();
    const general = await screen.findByLabelText('Candidate (statoGenerale)', { selector: 'input' });
    // Named in the interface's language, saved as the school writes it.
    expect((general as HTMLInputElement).value).toBe('Being validated');
    fireEvent.click(general);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Not valid',
      'Being validated',
      'Validated',
    ]);
    fireEvent.click(await screen.findByRole('option', { name: 'Validated' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the statuses' }));
    await waitFor(() =>
      expect(calls(fetchMock, (u, m) => u.endsWith('/status') && m === 'PUT')).toHaveLength(1),
    );
    expect(bodyOf(calls(fetchMock, (u, m) => u.endsWith('/status') && m === 'PUT')[0])).toMatchObject({
      generalStatus: 'Validato',
      version: 'av1',
    });
    expect((await screen.findByRole('status')).textContent).toBe('Saved.');
  });

  it('says the record changed and reads it again on a stale version', async () => {
    let reads = 0;
    applicationServer((url, init) => {
      if (url === '/api/staff/applications/a1') {
        reads++;
        return jsonResponse(200, applicationAnswer(reads > 1 ? { version: 'av2' } : {}));
      }
      if (url === '/api/staff/applications/a1/clothing' && init?.method === 'PUT')
        return jsonResponse(409, { error: { code: 'staff.staleRecord', message: 'stale' } });
      return undefined;
    });
    renderWithApp(<ApplicationView id="a1" />);
    await screen.findByText('Clothing sizes: closed.');
    fireEvent.click(screen.getAllByRole('button', { name: 'Open' })[0] as HTMLElement);
    expect((await screen.findByRole('alert')).textContent).toMatch(/changed in the meantime/);
    await waitFor(() => expect(reads).toBe(2));
  });

  it('sends the six status fields as chosen, with the version read', async () => {
    const fetchMock = applicationServer((url, init) => {
      if (url === '/api/staff/applications/a1') return jsonResponse(200, applicationAnswer());
      if (url === '/api/staff/applications/a1/status' && init?.method === 'PUT')
        return jsonResponse(200, { application: applicationAnswer().application });
      return undefined;
    });
    renderWithApp(<ApplicationView id="a1" />);
    fireEvent.click(await screen.findByLabelText('Edition (statoEdizione)', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Confirmed' }));
    fireEvent.click(screen.getByLabelText('Payments in order', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Yes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the statuses' }));
    const puts = () => calls(fetchMock, (u, m) => u.endsWith('/status') && m === 'PUT');
    await waitFor(() => expect(puts()).toHaveLength(1));
    // A status left empty is sent as '' (cleared), as the contract takes it.
    expect(bodyOf(puts()[0])).toEqual({
      generalStatus: 'In validazione',
      editionStatus: 'Confermata',
      enrolmentStatus: '',
      completionStatus: '',
      applicationStatus: 'Inviata',
      paymentsUpToDate: true,
      version: 'av1',
    });
  });

  it('shows a value the catalogue does not know as the school wrote it, and keeps it on save', async () => {
    const fetchMock = applicationServer((url, init) => {
      if (url === '/api/staff/applications/a1')
        return jsonResponse(
          200,
          applicationAnswer({ completionStatus: 'Parziale', applicationStatus: 'In valutazione' }),
        );
      if (url === '/api/staff/applications/a1/status' && init?.method === 'PUT')
        return jsonResponse(200, { application: applicationAnswer().application });
      return undefined;
    });
    renderWithApp(<ApplicationView id="a1" />);
    const completion = await screen.findByLabelText('Completion (statoCompletata)', { selector: 'input' });
    expect((completion as HTMLInputElement).value).toBe('Parziale');
    fireEvent.click(completion);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Not applicable',
      'Negative outcome',
      'Completed',
      'Parziale',
    ]);
    // The application's status as the candidate area and the list name it.
    const status = screen.getByLabelText('Application (Stato_Candidatura)', { selector: 'input' });
    expect((status as HTMLInputElement).value).toBe('Under review');
    fireEvent.click(screen.getByRole('button', { name: 'Save the statuses' }));
    const puts = () => calls(fetchMock, (u, m) => u.endsWith('/status') && m === 'PUT');
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(bodyOf(puts()[0])).toMatchObject({
      completionStatus: 'Parziale',
      applicationStatus: 'In valutazione',
      generalStatus: 'In validazione',
    });
  });

  it("shows a status the server refuses under its field, besides the page's notice", async () => {
    applicationServer((url, init) => {
      if (url === '/api/staff/applications/a1') return jsonResponse(200, applicationAnswer());
      if (url === '/api/staff/applications/a1/status' && init?.method === 'PUT')
        return jsonResponse(400, {
          error: { code: 'request.invalid', message: 'x', fields: { editionStatus: 'candidate.required' } },
        });
      return undefined;
    });
    renderWithApp(<ApplicationView id="a1" />);
    const edition = await screen.findByLabelText('Edition (statoEdizione)', { selector: 'input' });
    fireEvent.click(screen.getByRole('button', { name: 'Save the statuses' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid data: check the highlighted fields.',
    );
    await waitFor(() => expect(edition.getAttribute('aria-invalid')).toBe('true'));
    expect(refusalOf(edition)).toBe('Fill in all required fields.');
    const general = screen.getByLabelText('Candidate (statoGenerale)', { selector: 'input' });
    expect(general.getAttribute('aria-invalid')).not.toBe('true');
  });

  it("adds an instalment in cents and records a payment on the row's version; the server's refusals go under their fields", async () => {
    const unpaid = {
      id: 'i1',
      number: 'R1',
      amountCents: 50000,
      dueDate: '2027-03-01',
      paymentDate: null,
      isPaid: false,
      version: 'iv1',
    };
    const invalidDate = (field: string) =>
      jsonResponse(400, {
        error: { code: 'request.invalid', message: 'x', fields: { [field]: 'candidate.invalidDate' } },
      });
    const fetchMock = applicationServer((url, init) => {
      if (url === '/api/staff/applications/a1')
        return jsonResponse(200, { ...applicationAnswer(), instalments: [unpaid] });
      if (url === '/api/staff/applications/a1/instalments' && init?.method === 'POST')
        return invalidDate('dueDate');
      if (url === '/api/staff/instalments/i1/payment' && init?.method === 'PUT')
        return invalidDate('paymentDate');
      return undefined;
    });
    renderWithApp(<ApplicationView id="a1" />);
    const paidOn = await screen.findByLabelText('Payment date of instalment R1');
    const section = within(screen.getByRole('region', { name: 'Instalments' }));
    fireEvent.change(section.getByRole('textbox', { name: 'Number' }), { target: { value: 'R2' } });
    fireEvent.change(section.getByRole('textbox', { name: 'Amount' }), { target: { value: '€ 150,5' } });
    const due = section.getByLabelText('Due date');
    fireEvent.change(due, { target: { value: '2027-05-01' } });
    fireEvent.click(section.getByRole('button', { name: 'Add instalment' }));
    const posts = () => calls(fetchMock, (u, m) => u.endsWith('/instalments') && m === 'POST');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(bodyOf(posts()[0])).toEqual({ number: 'R2', amountCents: 15050, dueDate: '2027-05-01' });
    await waitFor(() => expect(due.getAttribute('aria-invalid')).toBe('true'));
    expect(refusalOf(due)).toBe('Invalid date.');

    fireEvent.change(paidOn, { target: { value: '2027-04-01' } });
    fireEvent.click(section.getByRole('button', { name: 'Record payment' }));
    const payments = () => calls(fetchMock, (u, m) => u.endsWith('/i1/payment') && m === 'PUT');
    await waitFor(() => expect(payments()).toHaveLength(1));
    expect(bodyOf(payments()[0])).toEqual({ isPaid: true, paymentDate: '2027-04-01', version: 'iv1' });
    await waitFor(() => expect(paidOn.getAttribute('aria-invalid')).toBe('true'));
    expect(refusalOf(paidOn)).toBe('Invalid date.');
  });

  it("enables the visa on the application's version and sets the phase-4 dates on the visa's, an empty one as awaited", async () => {
    const visa = { ...EMPTY_VISA, permitAppointmentDate: '2027-06-01', version: 'vv1' };
    const fetchMock = applicationServer((url, init) => {
      if (url === '/api/staff/applications/a1')
        return jsonResponse(200, { ...applicationAnswer({ visaEnabled: true }), visa });
      if (url.startsWith('/api/staff/applications/a1/visa') && init?.method === 'PUT')
        return jsonResponse(200, { visaEnabled: true, visa, applicationVersion: 'av1' });
      return undefined;
    });
    renderWithApp(<ApplicationView id="a1" />);
    const section = within(await screen.findByRole('region', { name: 'Visa' }));
    // The record types in the page's language, sent by their values.
    fireEvent.click(section.getByRole('combobox', { name: 'Visa type' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Type C visa',
      'Type D visa',
    ]);
    fireEvent.click(section.getByRole('button', { name: 'Enable the visa' }));
    const puts = (path: string) => calls(fetchMock, (u, m) => u.endsWith(path) && m === 'PUT');
    await waitFor(() => expect(puts('/visa')).toHaveLength(1));
    expect(bodyOf(puts('/visa')[0])).toEqual({ enabled: true, recordType: 'Visto D', version: 'av1' });

    fireEvent.change(section.getByLabelText('Fingerprints and photo'), { target: { value: '2027-06-15' } });
    fireEvent.click(section.getByRole('button', { name: 'Save the phase 4 dates' }));
    await waitFor(() => expect(puts('/visa/appointments')).toHaveLength(1));
    expect(bodyOf(puts('/visa/appointments')[0])).toEqual({
      permitAppointmentDate: '2027-06-01',
      postKitAppointmentDate: null,
      fingerprintPhotoDate: '2027-06-15',
      version: 'vv1',
    });
  });
});

describe('the course editions', () => {
  it('creates an edition, and refuses dates out of order before sending', async () => {
    const fetchMock = server((url, init) => {
      if (url === '/api/staff/editions' && (init?.method ?? 'GET') === 'GET')
        return jsonResponse(200, { items: [EDITION] });
      if (url === '/api/staff/editions' && init?.method === 'POST')
        return jsonResponse(201, { ...EDITION, id: 'e2', productCode: 'CUCINA-2028A', editionCode: '2028A' });
      return undefined;
    });
    renderWithApp(<EditionsPage />);
    expect(await screen.findByText('CUCINA-2027A')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New edition' }));
    const dialog = await screen.findByRole('dialog');
    const type = (name: RegExp, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(name), { target: { value } });
    type(/Course code/, 'CUCINA');
    type(/Edition code/, '2028A');
    type(/Course name/, 'Cucina');
    type(/Edition name/, '2028A');
    type(/First day/, '2028-05-01');
    type(/Last day/, '2028-04-01');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The last day cannot come before the first.')).toBeTruthy();
    expect(calls(fetchMock, (u, m) => u === '/api/staff/editions' && m === 'POST')).toEqual([]);
    type(/Last day/, '2028-12-01');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls(fetchMock, (u, m) => u === '/api/staff/editions' && m === 'POST')).toHaveLength(1),
    );
    expect(bodyOf(calls(fetchMock, (u, m) => u === '/api/staff/editions' && m === 'POST')[0])).toEqual({
      courseCode: 'CUCINA',
      editionCode: '2028A',
      courseName: 'Cucina',
      editionName: '2028A',
      startsOn: '2028-05-01',
      endsOn: '2028-12-01',
      isOpen: true,
      feeApplies: true,
    });
  });
});

describe('a stale edition', () => {
  it('says the edition changed and shows it as it now is', async () => {
    let reads = 0;
    const fetchMock = server((url, init) => {
      if (url === '/api/staff/editions' && (init?.method ?? 'GET') === 'GET') {
        reads++;
        return jsonResponse(200, {
          items: [reads > 1 ? { ...EDITION, editionName: 'Cambiata', version: 'ev2' } : EDITION],
        });
      }
      if (url === '/api/staff/editions/e1' && init?.method === 'PUT')
        return jsonResponse(409, { error: { code: 'staff.staleRecord', message: 'stale' } });
      return undefined;
    });
    renderWithApp(<EditionsPage />);
    // The table renders its rows again once the data is in: click the button it shows then.
    await waitFor(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Edit CUCINA-2027A' }));
      expect(screen.getByRole('dialog')).toBeTruthy();
    });
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Edition name/), { target: { value: 'Mia' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/changed in the meantime/);
    await waitFor(() =>
      expect((within(dialog).getByLabelText(/Edition name/) as HTMLInputElement).value).toBe('Cambiata'),
    );
    expect(bodyOf(calls(fetchMock, (u, m) => u === '/api/staff/editions/e1' && m === 'PUT')[0]).version).toBe(
      'ev1',
    );
  });
});

describe('the billing export', () => {
  it("shows the last export's date and the forms confirmed since, and links the exports", async () => {
    server((url) =>
      url === '/api/staff/billing/exports?kind=course'
        ? jsonResponse(200, {
            kind: 'course',
            last: {
              exportedAt: '2026-11-20T09:30:00.000Z',
              exportedBy: { id: 's', firstName: 'Anna', lastName: 'Rossi' },
              scope: 'new',
              rowCount: 4,
            },
            confirmedSince: 2,
          })
        : undefined,
    );
    renderWithApp(<BillingExportPage />);
    expect((await screen.findByText(/Last export:/)).textContent).toMatch(
      /20-11-2026 10:30 by Anna Rossi, 4 forms/,
    );
    expect(screen.getByTestId('billing-confirmed-since').textContent).toBe(
      '2 forms confirmed since the last export.',
    );
    expect(screen.getByRole('link', { name: 'Export the new forms' }).getAttribute('href')).toBe(
      '/api/staff/billing/export.csv?kind=course&scope=new',
    );
  });
});
