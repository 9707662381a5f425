import { endpoint } from '@school/domain/shared/endpoint';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error.ts';
import { acceptFormBodies } from '../../lib/form-body.ts';
import { InvalidSignatureError } from '../../platform/payments/payment-provider.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import * as repo from './payments.repository.ts';
import { applyProviderEvent } from './payments.service.ts';
import { testCheckoutPage } from './test-checkout.page.ts';

export const PaymentStatusSchema = z.object({
  id: z.string(),
  purpose: z.string(),
  reference: z.string(),
  amountCents: z.number().int(),
  status: z.enum(['pending', 'paid', 'failed', 'cancelled', 'expired']),
});

const SessionParams = z.object({ sessionId: z.string().regex(/^tcs_[A-Za-z0-9_-]{20,64}$/) });

/**
 * The payments' endpoints are the server's own and the web app never calls them: the webhook is
 * Stripe's, the test checkout is a page of the server.
 */
const paymentsApi = {
  getPayment: endpoint(
    'GET /api/payments/:id',
    'A payment of the signed-in user (its status as the provider confirmed it)',
    { params: z.object({ id: z.uuid() }), answer: PaymentStatusSchema },
  ),
  stripeWebhook: endpoint('POST /api/payments/webhook/stripe', 'Stripe webhook (signed)', {}),
  testCheckout: endpoint('GET /api/payments/test-checkout/:sessionId', 'Built-in test checkout page', {
    params: SessionParams,
  }),
  testCheckoutOutcome: endpoint(
    'POST /api/payments/test-checkout/:sessionId/:outcome',
    'The payer succeeds, fails or cancels on the test checkout',
    { params: SessionParams.extend({ outcome: z.enum(['pay', 'fail', 'cancel']) }) },
  ),
};

export default async function paymentsRoutes(app: FastifyInstance) {
  const route = routes(app, { access: 'public' });

  route(paymentsApi.getPayment, { access: 'signedIn' }, async (request) => {
    const user = requireUser(request);
    const payment = await repo.findById(app.db, request.params.id);
    if (!payment || payment.userId !== user.id) throw notFound();
    return {
      id: payment.id,
      purpose: payment.purpose,
      reference: payment.reference,
      amountCents: payment.amountCents,
      status: payment.status,
    };
  });

  // Stripe webhook: the raw body is needed to verify the signature.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    const webhookRoute = routes(webhook, { access: 'public' });
    webhookRoute(
      paymentsApi.stripeWebhook,
      { access: 'public', csrf: false, rateLimit: false },
      async (request) => {
        const provider = app.paymentProvider;
        if (provider.name !== 'stripe') throw notFound();
        let event: ReturnType<typeof provider.parseWebhook>;
        try {
          const signature = request.headers['stripe-signature'];
          event = provider.parseWebhook(
            String(request.body ?? ''),
            typeof signature === 'string' ? signature : undefined,
          );
        } catch (err) {
          if (err instanceof InvalidSignatureError) {
            throw new AppError(400, 'payment.invalidSignature', 'Invalid webhook signature');
          }
          throw err;
        }
        const result = await applyProviderEvent(app.db, 'stripe', event);
        request.log.info({ eventId: event.eventId, type: event.type, result }, 'stripe event');
        return { received: true, result };
      },
    );
  });

  // The built-in test checkout (only when Stripe is not configured).

  /**
   * A payment of the built-in test checkout, for its payer only: a fee payment needs the session
   * of the user it belongs to (the SameSite=Lax session cookie is not sent by another site's
   * form); the test page's payments, recorded for nobody, need only their unguessable id.
   */
  async function testPayment(request: FastifyRequest, sessionId: string) {
    if (app.paymentProvider.name !== 'test') throw notFound();
    const payment = await repo.findBySession(app.db, 'test', sessionId);
    if (!payment) throw notFound();
    if (payment.userId !== null && payment.userId !== request.user?.id) throw notFound();
    return payment;
  }

  route(paymentsApi.testCheckout, async (request, reply) => {
    const payment = await testPayment(request, request.params.sessionId);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(testCheckoutPage(payment, request.params.sessionId));
  });

  // The test checkout's buttons are HTML forms: the only payment route that reads one.
  await app.register(async (plain) => {
    acceptFormBodies(plain);
    const formRoute = routes(plain, { access: 'public' });
    // A form of the test checkout page, posted with the payer's session cookie (see testPayment).
    formRoute(paymentsApi.testCheckoutOutcome, { access: 'public', csrf: false }, async (request, reply) => {
      const { sessionId, outcome } = request.params;
      const payment = await testPayment(request, sessionId);
      const settled = outcome === 'pay' ? 'paid' : outcome === 'fail' ? 'failed' : 'cancelled';
      await applyProviderEvent(app.db, 'test', {
        eventId: `test_${sessionId}`,
        type: `test.${settled}`,
        sessionId,
        outcome: settled,
      });
      const after = await repo.findById(app.db, payment.id);
      return reply.redirect(after?.status === 'paid' ? payment.successUrl : payment.cancelUrl, 303);
    });
  });
}
