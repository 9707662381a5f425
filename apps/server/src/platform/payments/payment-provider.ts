/**
 * The card payment provider behind one small interface: Stripe in production, the built-in
 * test checkout by default. Used by the application fee and later by the shop.
 */
export interface CreateCheckoutInput {
  paymentId: string;
  amountCents: number;
  currency: 'eur';
  description: string;
  locale: 'it' | 'en' | 'zh';
  successUrl: string;
  cancelUrl: string;
  customerEmail?: string | undefined;
  /** When the provider stops taking the payment (at least 30 minutes ahead, Stripe's minimum). */
  expiresAt: Date;
}

export interface CheckoutSession {
  sessionId: string;
  url: string;
}

/** What a provider tells us about a checkout; `outcome` null for events we do not act on. */
export interface ProviderEvent {
  eventId: string;
  type: string;
  sessionId: string | null;
  outcome: 'paid' | 'failed' | 'cancelled' | null;
}

/** A refund of a paid checkout, whole (what was paid) or in part. */
export interface RefundInput {
  /** Our payment's id: the provider refunds a payment once per key (idempotent). */
  paymentId: string;
  sessionId: string;
  amountCents: number;
}

export class InvalidSignatureError extends Error {}

export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  createCheckout(input: CreateCheckoutInput): Promise<CheckoutSession>;
  /** Verifies a webhook's signature over its raw body; throws InvalidSignatureError. */
  parseWebhook(rawBody: string, signature: string | undefined): ProviderEvent;
  /** Gives the money of a paid checkout back; throws when the provider refuses or cannot answer. */
  refund(input: RefundInput): Promise<{ refundId: string }>;
}
