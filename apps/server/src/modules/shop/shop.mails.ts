import type { Locale } from '@school/domain/shared/locale';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { mailLayout } from '../auth/auth.mails.ts';
import type { NotificationMessage } from '../notifications/notify.ts';

/** The order history of the shop on the portal (the web app's `paths.shopOrders`, EcommerceStorico). */
export const ORDER_HISTORY_PATH = '/ecommerce/log';

/** One line now ready for pickup, as the buyer is told of it. */
export interface ReadyLine {
  orderNumber: number;
  description: string;
  /** The size or shoe number ('' when none). */
  size: string;
  embroideryText: string;
  quantity: number;
}

/** What the buyer is told when staff move lines to Notificato ("ready for pickup"). */
export interface ReadyFacts {
  lines: readonly ReadyLine[];
  /** The order history on the portal. */
  link: string;
}

/** A line as one sentence: "2 × Giacca cuoco (M, ricamo «Anna») — ordine n. 12". */
function lineText(language: Locale, line: ReadyLine): string {
  const en = language === 'en';
  const details = [
    line.size ? (en ? `size ${line.size}` : `taglia ${line.size}`) : '',
    line.embroideryText
      ? en
        ? `embroidery "${line.embroideryText}"`
        : `ricamo «${line.embroideryText}»`
      : '',
  ].filter((d) => d !== '');
  const what = `${line.quantity} × ${line.description}${details.length > 0 ? ` (${details.join(', ')})` : ''}`;
  return en ? `${what} — order no. ${line.orderNumber}` : `${what} — ordine n. ${line.orderNumber}`;
}

const orderNumbers = (facts: ReadyFacts) =>
  [...new Set(facts.lines.map((line) => line.orderNumber))].sort((a, b) => a - b).join(', ');

/** The bell's notification: a title and one sentence, in the buyer's language. */
export function readyNotification(language: Locale, facts: ReadyFacts): NotificationMessage {
  const count = facts.lines.length;
  return language === 'en'
    ? {
        kind: 'orders',
        url: ORDER_HISTORY_PATH,
        title: 'Your order is ready for pickup',
        body:
          count === 1
            ? `1 item of order no. ${orderNumbers(facts)} is ready: collect it at the school shop.`
            : `${count} items of your orders (no. ${orderNumbers(facts)}) are ready: collect them at the school shop.`,
      }
    : {
        kind: 'orders',
        url: ORDER_HISTORY_PATH,
        title: 'Il tuo ordine è pronto per il ritiro',
        body:
          count === 1
            ? `1 articolo dell'ordine n. ${orderNumbers(facts)} è pronto: ritiralo al negozio della scuola.`
            : `${count} articoli dei tuoi ordini (n. ${orderNumbers(facts)}) sono pronti: ritirali al negozio della scuola.`,
      };
}

/** The one mail of a move to Notificato: every line of the buyer now ready, in the buyer's language. */
export function readyMail(to: string, firstName: string, language: Locale, facts: ReadyFacts): MailMessage {
  const en = language === 'en';
  const intro = en
    ? [
        `Hello${firstName ? ` ${firstName}` : ''},`,
        'these items of your ALMA shop orders are ready for pickup at the school shop:',
      ]
    : [
        `Ciao${firstName ? ` ${firstName}` : ''},`,
        'questi articoli dei tuoi ordini del negozio ALMA sono pronti per il ritiro al negozio della scuola:',
      ];
  const items = facts.lines.map((line) => `• ${lineText(language, line)}`);
  const outro = en
    ? ['Your orders and the state of each line are in the shop’s order history.']
    : ['I tuoi ordini e lo stato di ogni riga sono nello storico ordini del negozio.'];
  const paragraphs = [...intro, ...items, ...outro];
  return {
    to,
    subject: en
      ? `ALMA - Your order is ready for pickup (no. ${orderNumbers(facts)})`
      : `ALMA - Il tuo ordine è pronto per il ritiro (n. ${orderNumbers(facts)})`,
    text: `${paragraphs.join('\n\n')}\n\n${facts.link}\n`,
    html: mailLayout(paragraphs, { href: facts.link, label: en ? 'Open your orders' : 'Apri i tuoi ordini' }),
  };
}
