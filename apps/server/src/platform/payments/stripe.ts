import Stripe from 'stripe';
import {
  type CheckoutSession,
  type CreateCheckoutInput,
  InvalidSignatureError,
  type PaymentProvider,
  type ProviderEvent,
  type RefundInput,
} from './payment-provider.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API address (a local stub in tests); Stripe's own by default. */
  apiUrl?: string | undefined;
}

/** Stripe Checkout: the session is created on the server, the order is paid only by its webhook. */
export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });

  return {
    name: 'stripe',
    async createCheckout(input: CreateCheckoutInput): Promise<CheckoutSession> {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency,
                unit_amount: input.amountCents,
                product_data: { name: input.description },
              },
            },
          ],
          client_reference_id: input.paymentId,
          metadata: { paymentId: input.paymentId },
          // The payer's language (the original forced "ja").
          locale: input.locale,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          // An abandoned checkout expires (checkout.session.expired) and the payer can pay again.
          expires_at: Math.ceil(input.expiresAt.getTime() / 1000),
          ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
        },
        { idempotencyKey: `checkout-${input.paymentId}` },
      );
      if (!session.url) throw new Error('Stripe returned a session without a URL');
      return { sessionId: session.id, url: session.url };
    },

    parseWebhook(rawBody: string, signature: string | undefined): ProviderEvent {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
      } catch (err) {
        throw new InvalidSignatureError((err as Error).message);
      }
      const object = event.data.object as { id?: string; object?: string; payment_status?: string };
      const sessionId = object.object === 'checkout.session' && object.id ? object.id : null;
      let outcome: ProviderEvent['outcome'] = null;
      switch (event.type) {
        case 'checkout.session.completed':
          outcome =
            object.payment_status === 'paid' || object.payment_status === 'no_payment_required'
              ? 'paid'
              : null;
          break;
        case 'checkout.session.async_payment_succeeded':
          outcome = 'paid';
          break;
        case 'checkout.session.async_payment_failed':
          outcome = 'failed';
          break;
        case 'checkout.session.expired':
          outcome = 'cancelled';
          break;
      }
      return { eventId: event.id, type: event.type, sessionId, outcome };
    },

    async refund(input: RefundInput): Promise<{ refundId: string }> {
      const session = await stripe.checkout.sessions.retrieve(input.sessionId);
      const intent =
        typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!intent) throw new Error('The checkout has no payment to refund');
      const refund = await stripe.refunds.create(
        { payment_intent: intent, amount: input.amountCents },
        { idempotencyKey: `refund-${input.paymentId}-${input.amountCents}` },
      );
      return { refundId: refund.id };
    },
  };
}
