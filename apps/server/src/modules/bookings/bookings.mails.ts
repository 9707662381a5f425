import type { BookingKind } from '@school/domain/bookings/bookings';
import { formatDate, formatDateTime } from '@school/domain/format/date';
import type { Locale } from '@school/domain/shared/locale';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { mailLayout } from '../auth/auth.mails.ts';

/** What the person is told of a seat held for them on a waiting list. */
export interface OfferFacts {
  kind: BookingKind;
  itemName: string;
  startsOn: string;
  startTime: string | null;
  expiresAt: Date;
  /** The bookings page of the item's kind, on the portal. */
  link: string;
}

const when = (facts: OfferFacts) =>
  `${formatDate(facts.startsOn)}${facts.startTime ? ` ${facts.startTime}` : ''}`;

/** The bell's notification: a title and one sentence, in the person's language. */
export function offerNotification(language: Locale, facts: OfferFacts): { title: string; body: string } {
  const until = formatDateTime(facts.expiresAt);
  return language === 'en'
    ? {
        title: `A seat for you: ${facts.itemName}`,
        body: `A seat has come free in "${facts.itemName}" (${when(facts)}). It is held for you until ${until}: accept it in Bookings.`,
      }
    : {
        title: `Un posto per te: ${facts.itemName}`,
        body: `Si è liberato un posto in «${facts.itemName}» (${when(facts)}). È tuo fino al ${until}: confermalo in Prenotazioni.`,
      };
}

/** The offer's mail, with the link to the bookings page. */
export function offerMail(to: string, firstName: string, language: Locale, facts: OfferFacts): MailMessage {
  const until = formatDateTime(facts.expiresAt);
  const en = language === 'en';
  const lines = en
    ? [
        `Hello${firstName ? ` ${firstName}` : ''},`,
        `a seat has come free in "${facts.itemName}" (${when(facts)}), and you are next on its waiting list.`,
        `It is held for you until ${until}. Accept it, or let it pass to the next person, on the Bookings page.`,
      ]
    : [
        `Ciao${firstName ? ` ${firstName}` : ''},`,
        `si è liberato un posto in «${facts.itemName}» (${when(facts)}) e sei il primo della lista d'attesa.`,
        `È tuo fino al ${until}. Confermalo, o lascialo al prossimo, nella pagina Prenotazioni.`,
      ];
  return {
    to,
    subject: en ? `ALMA - A seat for you: ${facts.itemName}` : `ALMA - Un posto per te: ${facts.itemName}`,
    text: `${lines.join('\n\n')}\n\n${facts.link}\n`,
    html: mailLayout(lines, { href: facts.link, label: en ? 'Open Bookings' : 'Apri Prenotazioni' }),
  };
}
