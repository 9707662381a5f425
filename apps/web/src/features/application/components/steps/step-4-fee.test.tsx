import '../../../../test/setup';
import type { FeeState } from '@school/domain/application/contracts/get-state';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientForTests } from '../../../../lib/api-client';
import { leaveSite } from '../../../../lib/leave-site';
import { jsonResponse, useLanguage } from '../../../../test/render';
import { applicationState, renderStep } from '../../test/render-step';
import { clearPaymentStartedFlag, setPaymentStartedFlag } from '../../utils/payment-started-flag';
import Step4Fee from './step-4-fee';

vi.mock('../../../../lib/leave-site', () => ({ leaveSite: vi.fn() }));

const PRODUCT = 'CUCINA-2027A';
const CHECKOUT = 'http://portal.test/api/payments/test-checkout/tcs_open';

function setCookie(cookie: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; the client reads document.cookie
  document.cookie = cookie;
}

function renderFee(fee: Partial<FeeState>) {
  const base = applicationState(4);
  renderStep(Step4Fee, { state: { ...base, fee: { ...base.fee, ...fee } } });
}

const payButton = () => screen.getByRole('button', { name: 'Paga con carta' });

describe('Step 4 — the fee, back from the checkout', { timeout: 20_000 }, () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  const assign = vi.mocked(leaveSite);
  beforeAll(() => useLanguage('it', ['application', 'errors']));
  beforeEach(() => {
    resetApiClientForTests();
    setCookie('csrf=tok; path=/');
    fetchMock = vi.fn(async (url: string) =>
      url.endsWith('/fee/checkout')
        ? jsonResponse(200, { paymentId: 'p1', url: CHECKOUT })
        : jsonResponse(404, {}),
    );
    vi.stubGlobal('fetch', fetchMock);
    assign.mockClear();
    setPaymentStartedFlag(PRODUCT);
  });
  afterEach(() => {
    clearPaymentStartedFlag(PRODUCT);
    vi.restoreAllMocks();
  });

  it('back without paying while the checkout is open: the pay button is offered and reopens it', async () => {
    renderFee({ pending: true, lastPaymentStatus: 'pending' });
    expect((await screen.findByRole('status')).textContent).toContain('Stiamo aspettando la conferma');
    expect(payButton().hasAttribute('disabled')).toBe(false);
    fireEvent.click(payButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT));
    const [url, init] = fetchMock.mock.calls.find(([called]) => String(called).endsWith('/fee/checkout'))!;
    expect(url).toBe(`/api/application/${PRODUCT}/fee/checkout`);
    expect((init as RequestInit).method).toBe('POST');
  });

  it('an abandoned checkout (cancelled or expired): errorePagamento and the pay button', async () => {
    renderFee({ pending: false, lastPaymentStatus: 'cancelled' });
    expect((await screen.findByRole('alert')).textContent).toContain('Pagamento non riuscito o annullato');
    expect(payButton().hasAttribute('disabled')).toBe(false);
  });
});
