import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applications, payments, users } from '../../db/schema/index.ts';
import {
  errorOf,
  OTHER_PRODUCT,
  PRODUCT,
  saveSteps,
  seedCatalogue,
  signIn,
  stepUrl,
} from '../../test/application-fixtures.ts';

import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';
import { within } from '../../test/within.ts';
import { CHECKOUT_LIFETIME_MS } from '../payments/payments.service.ts';

const checkoutUrl = (product = PRODUCT) => `/api/application/${product}/fee/checkout`;

async function recordOf(ctx: TestContext, userId: string) {
  const [row] = await ctx.db
    .select()
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.productCode, PRODUCT)));
  return row;
}

describe('the application fee through the built-in test checkout', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.reset();
    await seedCatalogue(ctx.db);
  });

  /** The test checkout page's path and its session id, from the URL the server answered. */
  const pageOf = (url: string) => new URL(url).pathname;

  it('checkout → pay: the fee is recorded by the provider event and the application moves past the fee', async () => {
    const { user, client } = await signIn(ctx, { productCode: PRODUCT, applicationStep: 4 });
    const res = await client.post(checkoutUrl(), { locale: 'zh' });
    expect(res.statusCode, res.body).toBe(200);
    const { paymentId, url } = res.json();
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment).toMatchObject({
      userId: user.id,
      purpose: 'applicationFee',
      reference: PRODUCT,
      amountCents: 10000,
      status: 'pending',
      locale: 'zh',
      successUrl: `http://portal.test/candidatura/${PRODUCT}/5?payment=success`,
      cancelUrl: `http://portal.test/candidatura/${PRODUCT}/4?errorePagamento=1`,
    });
    expect(payment?.description).toBe('申请费 – Corso Superiore di Cucina Italiana 2027A');
    expect(payment?.description).not.toContain(PRODUCT);
    // Coming back before the provider answers changes nothing.
    expect((await client.get(`/api/application/${PRODUCT}/fee`)).json()).toMatchObject({
      paid: false,
      skippable: false,
      pending: true,
      lastPaymentStatus: 'pending',
    });
    expect((await client.put(stepUrl(PRODUCT, 4), {})).statusCode).toBe(409);

    const pay = await client.request('POST', `${pageOf(url)}/pay`, undefined, { csrf: false });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(payment?.successUrl);

    expect((await recordOf(ctx, user.id))?.feePaymentId).toBe(paymentId);
    expect((await client.get(`/api/application/${PRODUCT}/fee`)).json()).toMatchObject({
      applies: true,
      paid: true,
      skippable: true,
      pending: false,
      lastPaymentStatus: 'paid',
    });
    // Back on step 4 (the success address names 5; the entry check shows 5 once paid).
    expect((await client.get(`/api/application/${PRODUCT}/state?step=4`)).json()).toMatchObject({
      step: 5,
      reason: 'feeSkipped',
    });
    const next = await client.put(stepUrl(PRODUCT, 4), {});
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().storedStep).toBe(5);
    // Paid once: no second checkout.
    const again = await client.post(checkoutUrl(), {});
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('payment.alreadyPaid');
  });

  it('checkout → fail: nothing is recorded and the fee is still asked', async () => {
    const { user, client } = await signIn(ctx, { productCode: PRODUCT, applicationStep: 4 });
    const { url } = (await client.post(checkoutUrl(), {})).json();
    const fail = await client.request('POST', `${pageOf(url)}/fail`, undefined, { csrf: false });
    expect(fail.headers.location).toBe(`http://portal.test/candidatura/${PRODUCT}/4?errorePagamento=1`);
    expect((await recordOf(ctx, user.id))?.feePaidAt ?? null).toBeNull();
    expect((await client.get(`/api/application/${PRODUCT}/fee`)).json()).toMatchObject({
      paid: false,
      pending: false,
      lastPaymentStatus: 'failed',
    });
    const next = await client.put(stepUrl(PRODUCT, 4), {});
    expect(errorOf(next).code).toBe('application.feeNotPaid');
    // A new checkout is possible after a failure.
    const retry = await client.post(checkoutUrl(), {});
    expect(retry.statusCode).toBe(200);
    expect(retry.json().url).not.toBe(url);
  });

  it('offers the open checkout again instead of a second one', async () => {
    const { client } = await signIn(ctx, { productCode: PRODUCT, applicationStep: 4 });
    const first = (await client.post(checkoutUrl(), {})).json();
    const second = (await client.post(checkoutUrl(), {})).json();
    expect(second).toEqual(first);
    expect(await ctx.db.select().from(payments)).toHaveLength(1);
  });

  it('two Pay pressed at the same time open one checkout, offered to both', async () => {
    const { client } = await signIn(ctx, { productCode: PRODUCT, applicationStep: 4 });
    const answers = await Promise.all([
      client.post(checkoutUrl(), {}),
      client.post(checkoutUrl(), {}),
      client.post(checkoutUrl(), {}),
    ]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const urls = new Set(answers.map((res) => res.json().url));
    expect(urls.size).toBe(1);
    expect(await ctx.db.select().from(payments)).toHaveLength(1);
  });

  /** Makes the payer's open fee checkout older than the provider's lifetime (abandoned, expired). */
  async function ageOpenCheckout(userId: string) {
    await ctx.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - CHECKOUT_LIFETIME_MS - 1000) })
      .where(and(eq(payments.userId, userId), eq(payments.status, 'pending')));
  }

  /** After a checkout is over: the fee no longer pending, reading cancelled, and Pay opens another. */
  async function expectPayAgain(client: TestClient, oldUrl: string) {
    expect((await client.get(`/api/application/${PRODUCT}/fee`)).json()).toMatchObject({
      pending: false,
      lastPaymentStatus: 'cancelled',
    });
    const again = await client.post(checkoutUrl(), {});
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().url).not.toBe(oldUrl);
    return again.json() as { paymentId: string; url: string };
  }

  it('a cancelled checkout lets the payer start a new one', async () => {
    const { client } = await signIn(ctx, { productCode: PRODUCT, applicationStep: 4 });
    const first = (await client.post(checkoutUrl(), {})).json();
    await client.request('POST', `${pageOf(first.url)}/cancel`, undefined, { csrf: false });
    await expectPayAgain(client, first.url);
  });

  it('a checkout abandoned past its lifetime is over: the fee is no longer pending and Pay opens a new one', async () => {
    const { user, client } = await signIn(ctx, { productCode: PRODUCT, applicationStep: 4 });
    const first = (await client.post(checkoutUrl(), {})).json();
    expect((await client.get(`/api/application/${PRODUCT}/fee`)).json().pending).toBe(true);
    await ageOpenCheckout(user.id);
    const second = await expectPayAgain(client, first.url);
    const rows = await ctx.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(rows.map((row) => [row.id, row.status]).sort()).toEqual(
      [
        [first.paymentId, 'expired'],
        [second.paymentId, 'pending'],
      ].sort(),
    );
  });

  it('a late success of the expired checkout counts once, and closes the newer checkout', async () => {
    const { user, client } = await signIn(ctx, { productCode: PRODUCT, applicationStep: 4 });
    const first = (await client.post(checkoutUrl(), {})).json();
    await ageOpenCheckout(user.id);
    const second = (await client.post(checkoutUrl(), {})).json();
    // The payer had paid on the first checkout; its confirmation comes now.
    const late = await client.request('POST', `${pageOf(first.url)}/pay`, undefined, { csrf: false });
    expect(late.headers.location).toBe(`http://portal.test/candidatura/${PRODUCT}/5?payment=success`);
    expect(await recordOf(ctx, user.id)).toMatchObject({ feePaymentId: first.paymentId });
    const [newer] = await ctx.db.select().from(payments).where(eq(payments.id, second.paymentId));
    expect(newer?.status).toBe('expired');
    expect((await client.get(`/api/application/${PRODUCT}/fee`)).json()).toMatchObject({
      paid: true,
      pending: false,
    });
    const again = await client.post(checkoutUrl(), {});
    expect(errorOf(again).code).toBe('payment.alreadyPaid');
    const paid = await ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, user.id), eq(payments.status, 'paid')));
    expect(paid).toHaveLength(1);
  });

  it('holds no lock on the account while the provider opens the checkout', async () => {
    const { client } = await signIn(ctx, { productCode: PRODUCT, applicationStep: 4 });
    const provider = ctx.app.paymentProvider;
    const create = provider.createCheckout.bind(provider);
    let release!: () => void;
    const opened = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started!: () => void;
    const calling = new Promise<void>((resolve) => {
      started = resolve;
    });
    const spy = vi.spyOn(provider, 'createCheckout').mockImplementationOnce(async (input) => {
      started();
      await opened;
      return create(input);
    });
    const pay = client.post(checkoutUrl(), {});
    try {
      await calling;
      // A save of the same account (it locks the account's row) answers meanwhile.
      const save = await within(client.put(stepUrl(PRODUCT, 4), {}), 5000, 'a save while the checkout opens');
      expect(errorOf(save).code).toBe('application.feeNotPaid');
    } finally {
      release();
      spy.mockRestore();
    }
    expect((await pay).statusCode).toBe(200);
  });

  it('a second open checkout of the same fee is refused by the database itself', async () => {
    const { user, client } = await signIn(ctx, { productCode: PRODUCT, applicationStep: 4 });
    const { paymentId } = (await client.post(checkoutUrl(), {})).json();
    const [open] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
    const { id: _id, providerSessionId: _s, checkoutUrl: _u, ...copy } = open!;
    await expect(ctx.db.insert(payments).values(copy)).rejects.toThrow();
    await ctx.db.update(payments).set({ status: 'cancelled' }).where(eq(payments.id, paymentId));
    await ctx.db.insert(payments).values(copy);
    expect(await ctx.db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(2);
  });

  it('takes the amount from the server only: a client amount is refused', async () => {
    const { client } = await signIn(ctx, { productCode: PRODUCT, applicationStep: 4 });
    const res = await client.post(checkoutUrl(), { locale: 'it', amountCents: 1 });
    expect(res.statusCode).toBe(400);
    expect(await ctx.db.select().from(payments)).toHaveLength(0);
  });

  it('refuses a fee not asked, a step before the fee, another product, and visitors', async () => {
    const notAsked = await signIn(ctx, { productCode: PRODUCT, applicationStep: 4, showFee: false });
    const r1 = await notAsked.client.post(checkoutUrl(), {});
    expect(r1.statusCode).toBe(409);
    expect(errorOf(r1).code).toBe('payment.notRequired');
    const early = await signIn(ctx, { productCode: PRODUCT, applicationStep: 3 });
    const r2 = await early.client.post(checkoutUrl(), {});
    expect(errorOf(r2).code).toBe('application.stepOutOfOrder');
    const r3 = await early.client.post(checkoutUrl(OTHER_PRODUCT), {});
    expect(errorOf(r3).code).toBe('application.productMismatch');
    const visitor = new TestClient(ctx.app);
    expect((await visitor.post(checkoutUrl(), {})).statusCode).toBe(401);
    expect((await visitor.get(`/api/application/${PRODUCT}/fee`)).statusCode).toBe(401);
    expect(await ctx.db.select().from(payments)).toHaveLength(0);
  });

  it('is not confirmed by a webhook call without Stripe, nor by the return address', async () => {
    const { user, client } = await signIn(ctx, { productCode: PRODUCT, applicationStep: 4 });
    await client.post(checkoutUrl(), {});
    const forged = await client.request(
      'POST',
      '/api/payments/webhook/stripe',
      { type: 'checkout.session.completed' },
      { csrf: false },
    );
    expect(forged.statusCode).toBe(404);
    expect((await client.get(`/candidatura/${PRODUCT}/5?payment=success`)).statusCode).not.toBe(500);
    expect((await recordOf(ctx, user.id))?.feePaidAt ?? null).toBeNull();
  });

  it('POST /api/application/test-fee/checkout (/stepPagamentoTEST): open to anyone, recorded nowhere', async () => {
    const visitor = new TestClient(ctx.app);
    const res = await visitor.post('/api/application/test-fee/checkout', { locale: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, res.json().paymentId));
    expect(payment).toMatchObject({
      userId: null,
      purpose: 'test',
      amountCents: 10000,
      successUrl: 'http://portal.test/stepPagamentoTEST?payment=success',
      cancelUrl: 'http://portal.test/stepPagamentoTEST?errorePagamento=1',
    });
    const pay = await visitor.request('POST', `${new URL(res.json().url).pathname}/pay`, undefined, {
      csrf: false,
    });
    expect(pay.headers.location).toBe('http://portal.test/stepPagamentoTEST?payment=success');
    expect(await ctx.db.select().from(applications)).toHaveLength(0);
  });

  it('a whole application with a paid fee, from the account to step 7', async () => {
    const client = new TestClient(ctx.app);
    const email = 'intera@example.com';
    const created = await client.put(stepUrl(PRODUCT, 0), {
      username: email,
      password: 'pw-123456',
      confirmPassword: 'pw-123456',
    });
    expect(created.statusCode).toBe(201);
    await saveSteps(client, email, 1, 3);
    const { url } = (await client.post(checkoutUrl(), { locale: 'it' })).json();
    await client.request('POST', `${new URL(url).pathname}/pay`, undefined, { csrf: false });
    await saveSteps(client, email, 4, 6);
    const [row] = await ctx.db.select().from(users).where(eq(users.username, email));
    expect(row).toMatchObject({ applicationStep: 7, applicantStatus: 'Candidato' });
    expect(await recordOf(ctx, row!.id)).toMatchObject({ applicationStatus: 'Inviata' });
  });

  it('back from a paid checkout, step 5 is shown and its files and Next are accepted without a save of step 4', async () => {
    const client = new TestClient(ctx.app);
    const email = 'ritorno@example.com';
    await client.put(stepUrl(PRODUCT, 0), {
      username: email,
      password: 'pw-123456',
      confirmPassword: 'pw-123456',
    });
    await saveSteps(client, email, 1, 3);
    const { url } = (await client.post(checkoutUrl(), { locale: 'it' })).json();
    await client.request('POST', `${new URL(url).pathname}/pay`, undefined, { csrf: false });
    const state = (await client.get(`/api/application/${PRODUCT}/state?step=5&viaButtons=false`)).json();
    expect(state).toMatchObject({ step: 5, storedStep: 4, reason: 'feeSkipped' });
    await saveSteps(client, email, 5, 6);
    const [row] = await ctx.db.select().from(users).where(eq(users.username, email));
    expect(row).toMatchObject({ applicationStep: 7 });
  });

  it('before the fee is paid, the files of step 5 are refused', async () => {
    const { client } = await signIn(ctx, { productCode: PRODUCT, applicationStep: 4 });
    const res = await client.post(`/api/application/${PRODUCT}/files/cv`, {
      fileName: 'cv.pdf',
      contentBase64: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64'),
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('application.stepOutOfOrder');
  });
});

describe('the application fee through Stripe (local stub of its API, real signed webhooks)', () => {
  const WEBHOOK_SECRET = 'whsec_application_fee';
  const signer = new Stripe('sk_test_signer');
  let stub: Server;
  let ctx: TestContext;
  let sessions = 0;

  beforeAll(async () => {
    stub = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const id = `cs_test_fee_${++sessions}`;
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}` }),
        );
      });
    });
    await new Promise<void>((r) => stub.listen(0, '127.0.0.1', r));
    ctx = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: `http://127.0.0.1:${(stub.address() as AddressInfo).port}`,
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise((r) => stub.close(r));
  });
  beforeEach(async () => {
    await ctx.reset();
    await seedCatalogue(ctx.db);
  });

  function webhook(
    sessionId: string,
    secret: string,
    eventId = 'evt_fee_1',
    type = 'checkout.session.completed',
  ) {
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      type,
      data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid' } },
    });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
    return new TestClient(ctx.app).request('POST', '/api/payments/webhook/stripe', undefined, {
      csrf: false,
      rawBody: payload,
      headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
    });
  }

  it('records the fee only on a correctly signed confirmation', async () => {
    const { user, client } = await signIn(ctx, { productCode: PRODUCT, applicationStep: 4 });
    const res = await client.post(checkoutUrl(), { locale: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, res.json().paymentId));
    const sessionId = payment!.providerSessionId!;

    const forged = await webhook(sessionId, 'whsec_attacker');
    expect(forged.statusCode).toBe(400);
    expect(errorOf(forged).code).toBe('payment.invalidSignature');
    expect((await recordOf(ctx, user.id))?.feePaidAt ?? null).toBeNull();
    expect((await client.get(`/api/application/${PRODUCT}/fee`)).json().paid).toBe(false);

    const signed = await webhook(sessionId, WEBHOOK_SECRET);
    expect(signed.json()).toEqual({ received: true, result: 'applied' });
    expect((await recordOf(ctx, user.id))?.feePaymentId).toBe(payment!.id);
    expect((await client.get(`/api/application/${PRODUCT}/fee`)).json()).toMatchObject({
      paid: true,
      skippable: true,
    });
  });

  it('an expired session (checkout.session.expired) lets the payer start a new checkout', async () => {
    const { user, client } = await signIn(ctx, { productCode: PRODUCT, applicationStep: 4 });
    const first = (await client.post(checkoutUrl(), {})).json();
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, first.paymentId));
    const expired = await webhook(
      payment!.providerSessionId!,
      WEBHOOK_SECRET,
      'evt_fee_expired',
      'checkout.session.expired',
    );
    expect(expired.json().result).toBe('applied');
    expect((await client.get(`/api/application/${PRODUCT}/fee`)).json()).toMatchObject({
      pending: false,
      lastPaymentStatus: 'cancelled',
    });
    const second = (await client.post(checkoutUrl(), {})).json();
    expect(second.url).not.toBe(first.url);
    expect((await recordOf(ctx, user.id))?.feePaidAt ?? null).toBeNull();
  });
});

describe('the test fee page where test pages are off (production)', () => {
  let off: TestContext;
  beforeAll(async () => {
    off = await createTestApp({ env: { TEST_PAGES: 'false' } });
  });
  afterAll(() => off.close());

  it('has no test fee checkout and says so in the public configuration', async () => {
    const visitor = new TestClient(off.app);
    expect((await visitor.post('/api/application/test-fee/checkout', { locale: 'en' })).statusCode).toBe(404);
    expect((await visitor.get('/api/config')).json()).toMatchObject({ testPages: false });
    expect(await off.db.select().from(payments)).toHaveLength(0);
  });
});
