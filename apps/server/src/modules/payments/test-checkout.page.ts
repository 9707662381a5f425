import { formatEuro } from '@school/domain/format/money';
import type { PaymentRow } from '../../db/schema/index.ts';
import { escapeHtml } from '../../lib/html.ts';

const TEXTS = {
  it: {
    title: 'Pagamento di prova',
    intro: 'Checkout di prova: nessuna carta viene addebitata.',
    pay: 'Paga',
    fail: 'Simula un pagamento non riuscito',
    cancel: 'Annulla',
    done: 'Questo pagamento è già stato concluso.',
  },
  en: {
    title: 'Test payment',
    intro: 'Test checkout: no card is charged.',
    pay: 'Pay',
    fail: 'Simulate a failed payment',
    cancel: 'Cancel',
    done: 'This payment is already settled.',
  },
  zh: {
    title: '测试付款',
    intro: '测试结账：不会从任何银行卡扣款。',
    pay: '付款',
    fail: '模拟付款失败',
    cancel: '取消',
    done: '此付款已完成。',
  },
} as const;

/** The built-in test checkout page: plain HTML, no script, one form per choice. */
export function testCheckoutPage(payment: PaymentRow, sessionId: string): string {
  const t =
    TEXTS[(payment.locale as keyof typeof TEXTS) in TEXTS ? (payment.locale as keyof typeof TEXTS) : 'en'];
  const action = (outcome: string) =>
    `/api/payments/test-checkout/${encodeURIComponent(sessionId)}/${outcome}`;
  const button = (outcome: string, label: string, primary: boolean) =>
    `<form method="post" action="${action(outcome)}"><button type="submit" style="width:100%;padding:12px;font-size:16px;border-radius:6px;border:1px solid #7a1f1f;${primary ? 'background:#7a1f1f;color:#fff' : 'background:#fff;color:#7a1f1f'}">${escapeHtml(label)}</button></form>`;
  const settled = payment.status !== 'pending';
  return `<!doctype html>
<html lang="${escapeHtml(payment.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(t.title)}</title></head>
<body style="font-family:Arial,sans-serif;background:#f4f1ec;margin:0;color:#222">
<header style="background:#fff;border-bottom:1px solid #ddd;padding:12px 24px"><a href="/" style="display:inline-flex;align-items:center;gap:8px;color:#8c1d2c;font-weight:700;font-size:20px;text-decoration:none"><img src="/favicon.svg" alt="" width="32" height="32">ALMA</a></header>
<main style="max-width:420px;margin:40px auto;background:#fff;padding:24px;border-radius:8px;box-shadow:0 1px 4px #0002">
<h1 style="font-size:22px;margin-top:0">${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.intro)}</p>
<p style="font-size:15px">${escapeHtml(payment.description)}</p>
<p style="font-size:28px;font-weight:bold" data-testid="amount">${escapeHtml(formatEuro(payment.amountCents / 100))}</p>
${settled ? `<p>${escapeHtml(t.done)}</p>` : `<div style="display:grid;gap:12px">${button('pay', t.pay, true)}${button('fail', t.fail, false)}${button('cancel', t.cancel, false)}</div>`}
</main></body></html>`;
}
