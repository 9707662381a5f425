import { randomBytes } from 'node:crypto';
import {
  type CheckoutSession,
  type CreateCheckoutInput,
  InvalidSignatureError,
  type PaymentProvider,
  type ProviderEvent,
  type RefundInput,
} from './payment-provider.ts';

/**
 * The built-in test checkout used when no Stripe keys are configured: a page of our own server
 * (/api/payments/test-checkout/:sessionId) where the payer chooses to succeed or fail. Its
 * decision reaches the payments service through the same event handling as a webhook.
 */
export function testCheckoutProvider(publicUrl: string): PaymentProvider {
  return {
    name: 'test',
    async createCheckout(_input: CreateCheckoutInput): Promise<CheckoutSession> {
      const sessionId = `tcs_${randomBytes(24).toString('base64url')}`;
      return { sessionId, url: `${publicUrl}/api/payments/test-checkout/${sessionId}` };
    },
    parseWebhook(): ProviderEvent {
      // The test checkout has no webhooks: its decisions are handled in-process.
      throw new InvalidSignatureError('the test checkout sends no webhooks');
    },
    async refund(input: RefundInput): Promise<{ refundId: string }> {
      // No money moved, so none goes back: the refund is recorded as given.
      return { refundId: `tre_${input.paymentId}_${input.amountCents}` };
    },
  };
}
