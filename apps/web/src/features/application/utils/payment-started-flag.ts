/**
 * "Fee payment: a payment-failed flag is stored locally as true before leaving for the card payment
 * provider checkout and shown as the errorePagamento alert on return; cleared when the fee is
 * skipped." One flag per product code, in localStorage (the payer may come back in another tab).
 */
const KEY = 'alma.feePaymentStarted';

function key(productCode: string): string {
  return `${KEY}:${productCode}`;
}

export function readPaymentStartedFlag(productCode: string): boolean {
  try {
    return globalThis.localStorage?.getItem(key(productCode)) === 'true';
  } catch {
    return false;
  }
}

export function setPaymentStartedFlag(productCode: string): void {
  try {
    globalThis.localStorage?.setItem(key(productCode), 'true');
  } catch {
    // Unavailable storage: the return URL (?errorePagamento=1) still tells a failure.
  }
}

export function clearPaymentStartedFlag(productCode: string): void {
  try {
    globalThis.localStorage?.removeItem(key(productCode));
  } catch {
    // Nothing to clear.
  }
}
