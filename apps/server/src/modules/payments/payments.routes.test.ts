import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentEvents, payments } from '../../db/schema/index.ts';
import { stripeProvider } from '../../platform/payments/stripe.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';
import { onPaymentPaid, startCheckout } from './payments.service.ts';

const errorCode = (res: { json(): unknown }) => (res.json() as { error: { code: string } }).error.code;

const paidCalls: string[] = [];
onPaymentPaid('test', async (_tx, payment) => {
  paidCalls.push(payment.id);
});

const checkoutInput = (userId: string | null) => ({
  userId,
  purpose: 'test' as const,
  reference: 'CUCINA-2027A',
  amountCents: 10_000,
  description: 'Quota di iscrizione',
  locale: 'it' as const,
  successUrl: 'http://portal.test/candidatura/CUCINA-2027A/5',
  cancelUrl: 'http://portal.test/candidatura/CUCINA-2027A/4?errorePagamento=1',
});

describe('the built-in test checkout', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.reset();
    paidCalls.length = 0;
  });

  async function open() {
    const { user, client } = await signIn(ctx);
    const { paymentId, url } = await startCheckout(
      { db: ctx.db, provider: ctx.app.paymentProvider },
      checkoutInput(user.id),
    );
    const path = new URL(url).pathname;
    return { user, client, paymentId, path, sessionId: path.split('/').pop()! };
  }

  it('shows the amount computed by the server and lets the payer pay', async () => {
    const { client, paymentId, path } = await open();
    const page = await client.get(path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('100,00');
    expect(page.body).toContain('Pagamento di prova');
    // The portal's header, as on every page of the portal.
    expect(page.body).toMatch(
      /<header[^>]*><a href="\/"[^>]*><img src="\/favicon.svg"[^>]*>ALMA<\/a><\/header>/,
    );
    expect((await client.get(`/api/payments/${paymentId}`)).json().status).toBe('pending');

    const pay = await client.request('POST', `${path}/pay`, undefined, { csrf: false });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe('http://portal.test/candidatura/CUCINA-2027A/5');
    expect((await client.get(`/api/payments/${paymentId}`)).json().status).toBe('paid');
    expect(paidCalls).toEqual([paymentId]);
  });

  it('lets the payer fail or cancel, back to the cancel address, and never changes a settled payment', async () => {
    const { client, paymentId, path } = await open();
    const fail = await client.request('POST', `${path}/fail`, undefined, { csrf: false });
    expect(fail.headers.location).toContain('errorePagamento=1');
    expect((await client.get(`/api/payments/${paymentId}`)).json().status).toBe('failed');
    const payAfter = await client.request('POST', `${path}/pay`, undefined, { csrf: false });
    expect(payAfter.headers.location).toContain('errorePagamento=1');
    expect((await client.get(`/api/payments/${paymentId}`)).json().status).toBe('failed');
    expect(paidCalls).toEqual([]);
  });

  it('lets only the payer settle a fee: no session or another user gets 404 and the payment stays pending', async () => {
    const { paymentId, path } = await open();
    const visitor = new TestClient(ctx.app);
    const other = await signIn(ctx);
    for (const client of [visitor, other.client]) {
      expect((await client.get(path)).statusCode).toBe(404);
      for (const outcome of ['pay', 'fail', 'cancel']) {
        const res = await client.request('POST', `${path}/${outcome}`, undefined, { csrf: false });
        expect(res.statusCode).toBe(404);
      }
    }
    const [row] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row?.status).toBe('pending');
    expect(paidCalls).toEqual([]);
  });

  it('answers 404 for an unknown session and 400 for a malformed one', async () => {
    const client = new TestClient(ctx.app);
    expect((await client.get(`/api/payments/test-checkout/tcs_${'a'.repeat(32)}`)).statusCode).toBe(404);
    expect((await client.get('/api/payments/test-checkout/../../etc')).statusCode).toBe(404);
    expect((await client.get('/api/payments/test-checkout/tcs_x')).statusCode).toBe(400);
  });

  it('GET /api/payments/:id is for its owner only', async () => {
    const { paymentId } = await open();
    expect((await new TestClient(ctx.app).get(`/api/payments/${paymentId}`)).statusCode).toBe(401);
    const other = await signIn(ctx);
    expect((await other.client.get(`/api/payments/${paymentId}`)).statusCode).toBe(404);
  });

  it('has no Stripe webhook without Stripe', async () => {
    const res = await new TestClient(ctx.app).request(
      'POST',
      '/api/payments/webhook/stripe',
      { id: 'evt' },
      { csrf: false },
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('Stripe, against a local stub of its API and real signed webhooks', () => {
  const WEBHOOK_SECRET = 'whsec_test_secret';
  let stub: Server;
  let stubUrl: string;
  let requests: Array<{ path: string; body: URLSearchParams; idempotencyKey: string | undefined }>;
  let ctx: TestContext;
  const signer = new Stripe('sk_test_signer');

  beforeAll(async () => {
    requests = [];
    stub = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        const key = req.headers['idempotency-key'];
        requests.push({
          path: req.url ?? '',
          body: new URLSearchParams(body),
          idempotencyKey: typeof key === 'string' ? key : undefined,
        });
        const id = `cs_test_${requests.length}`;
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}` }),
        );
      });
    });
    await new Promise<void>((r) => stub.listen(0, '127.0.0.1', r));
    stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
    ctx = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: stubUrl,
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise((r) => stub.close(r));
  });
  beforeEach(async () => {
    await ctx.reset();
    requests.length = 0;
    paidCalls.length = 0;
  });

  function webhook(event: object, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify(event);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
    return new TestClient(ctx.app).request('POST', '/api/payments/webhook/stripe', undefined, {
      csrf: false,
      rawBody: payload,
      headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
    });
  }

  const completed = (sessionId: string, id = 'evt_1') => ({
    id,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid' } },
  });

  it('creates the Checkout Session on the server with the server amount, the payer language and an idempotency key', async () => {
    const { user } = await signIn(ctx);
    const { url, paymentId } = await startCheckout(
      { db: ctx.db, provider: ctx.app.paymentProvider },
      checkoutInput(user.id),
    );
    expect(url).toBe('https://checkout.stripe.test/c/pay/cs_test_1');
    expect(requests).toHaveLength(1);
    const body = requests[0]!.body;
    expect(requests[0]!.path).toBe('/v1/checkout/sessions');
    expect(body.get('line_items[0][price_data][unit_amount]')).toBe('10000');
    expect(body.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(body.get('locale')).toBe('it');
    expect(body.get('client_reference_id')).toBe(paymentId);
    expect(requests[0]!.idempotencyKey).toBe(`checkout-${paymentId}`);
    // An abandoned checkout expires: at least Stripe's 30 minutes ahead, far less than its 24 hours.
    const expiresIn = Number(body.get('expires_at')) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(30 * 60);
    expect(expiresIn).toBeLessThan(35 * 60);
  });

  it('marks the payment paid only on a correctly signed webhook, once', async () => {
    const { user, client } = await signIn(ctx);
    const { paymentId } = await startCheckout(
      { db: ctx.db, provider: ctx.app.paymentProvider },
      checkoutInput(user.id),
    );
    // Coming back on the success address changes nothing: only the provider's word counts.
    expect((await client.get(`/api/payments/${paymentId}`)).json().status).toBe('pending');

    const res = await webhook(completed('cs_test_1'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, result: 'applied' });
    expect((await client.get(`/api/payments/${paymentId}`)).json().status).toBe('paid');

    const again = await webhook(completed('cs_test_1'));
    expect(again.json().result).toBe('duplicate');
    expect(paidCalls).toEqual([paymentId]);
    expect(await ctx.db.select().from(paymentEvents)).toHaveLength(1);
  });

  it('refuses a webhook with a wrong signature or none, and changes nothing', async () => {
    const { user } = await signIn(ctx);
    const { paymentId } = await startCheckout(
      { db: ctx.db, provider: ctx.app.paymentProvider },
      checkoutInput(user.id),
    );
    const forged = await webhook(completed('cs_test_1'), 'whsec_attacker');
    expect(forged.statusCode).toBe(400);
    expect(errorCode(forged)).toBe('payment.invalidSignature');
    const unsigned = await new TestClient(ctx.app).request(
      'POST',
      '/api/payments/webhook/stripe',
      completed('cs_test_1'),
      { csrf: false },
    );
    expect(unsigned.statusCode).toBe(400);
    const [row] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row?.status).toBe('pending');
    expect(await ctx.db.select().from(paymentEvents)).toHaveLength(0);
  });

  it('cancels on an expired session and ignores events it does not act on', async () => {
    const { user } = await signIn(ctx);
    const { paymentId } = await startCheckout(
      { db: ctx.db, provider: ctx.app.paymentProvider },
      checkoutInput(user.id),
    );
    const other = await webhook({
      id: 'evt_x',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    expect(other.json().result).toBe('ignored');
    const expired = await webhook({
      id: 'evt_2',
      object: 'event',
      type: 'checkout.session.expired',
      data: { object: { id: 'cs_test_1', object: 'checkout.session', payment_status: 'unpaid' } },
    });
    expect(expired.json().result).toBe('applied');
    const [row] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row?.status).toBe('cancelled');
    // A late "completed" for a cancelled session does not resurrect it.
    expect((await webhook(completed('cs_test_1', 'evt_3'))).json().result).toBe('ignored');
  });

  it('answers 502 payment.providerUnavailable when Stripe cannot be reached, and records the payment failed', async () => {
    const provider = stripeProvider({
      secretKey: 'sk_test_123',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: 'http://127.0.0.1:9',
    });
    const { user } = await signIn(ctx);
    await expect(startCheckout({ db: ctx.db, provider }, checkoutInput(user.id))).rejects.toMatchObject({
      status: 502,
      code: 'payment.providerUnavailable',
    });
    const rows = await ctx.db.select().from(payments);
    expect(rows.map((r) => r.status)).toEqual(['failed']);
  });
});
