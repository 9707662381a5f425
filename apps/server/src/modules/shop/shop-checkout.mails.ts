import { formatDate } from '@school/domain/format/date';
import { formatPriceCents } from '@school/domain/shop/money';
import type { CheckoutLine } from '../../db/schema/index.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { mailLayout } from '../auth/auth.mails.ts';

/** What the order's confirmation tells ("Ti verrà inviata un'email di conferma per l'ordine"). */
export interface OrderFacts {
  number: number;
  createdAt: Date;
  lines: readonly Pick<
    CheckoutLine,
    'description' | 'size' | 'embroideryText' | 'quantity' | 'unitCents' | 'stock' | 'leadTimeDays'
  >[];
  shippingCents: number;
  totalCents: number;
  /** The stock was gone when a late payment came: the order is refunded. */
  soldOut: boolean;
  /** The orders page on the portal. */
  link: string;
}

function lineText(line: OrderFacts['lines'][number], en: boolean): string {
  const details = [
    line.size,
    line.embroideryText ? `${en ? 'embroidery' : 'ricamo'} «${line.embroideryText}»` : '',
    line.stock === 'bookable' && line.leadTimeDays
      ? en
        ? `supplied within ${line.leadTimeDays} days`
        : `disponibile entro ${line.leadTimeDays} giorni`
      : '',
  ].filter(Boolean);
  return `${line.quantity} × ${line.description}${details.length ? ` (${details.join(', ')})` : ''}: ${formatPriceCents(line.unitCents * line.quantity)}`;
}

/** The confirmation of a paid order, in the buyer's language, with its lines and total. */
export function orderConfirmationMail(
  to: string,
  firstName: string,
  language: 'it' | 'en',
  facts: OrderFacts,
): MailMessage {
  const en = language === 'en';
  const title = en
    ? `Order no. ${facts.number} - ${formatDate(facts.createdAt)}`
    : `Ordine n. ${facts.number} - ${formatDate(facts.createdAt)}`;
  const lines = [
    `${en ? 'Hello' : 'Ciao'}${firstName ? ` ${firstName}` : ''},`,
    en ? `thank you for your purchase. ${title}:` : `grazie per aver acquistato. ${title}:`,
    ...facts.lines.map((line) => lineText(line, en)),
    ...(facts.shippingCents > 0
      ? [`${en ? 'Shipping' : 'Spedizione'}: ${formatPriceCents(facts.shippingCents)}`]
      : []),
    `${en ? 'Total' : 'Totale'}: ${formatPriceCents(facts.totalCents)}`,
    ...(facts.soldOut
      ? [
          en
            ? 'Meanwhile the last pieces were sold: the whole amount is being refunded to your card.'
            : 'Nel frattempo gli ultimi pezzi sono stati venduti: l’intero importo ti viene rimborsato sulla carta.',
        ]
      : [
          en
            ? 'We will write to you when your order is ready for pickup. The receipt is in your orders.'
            : 'Ti scriveremo quando l’ordine sarà pronto per il ritiro. La ricevuta è nei tuoi ordini.',
        ]),
  ];
  return {
    to,
    subject: en ? `ALMA - ${title}` : `ALMA - ${title}`,
    text: `${lines.join('\n\n')}\n\n${facts.link}\n`,
    html: mailLayout(lines, { href: facts.link, label: en ? 'Open your orders' : 'Apri i tuoi ordini' }),
  };
}
