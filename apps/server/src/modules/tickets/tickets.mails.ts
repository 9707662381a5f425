import type { Locale } from '@school/domain/shared/locale';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { mailLayout } from '../auth/auth.mails.ts';
import type { NotificationMessage } from '../notifications/notify.ts';

/** The tickets page of the portal (the web app's `paths.tickets`, Interventi). */
export const TICKETS_PATH = '/interventi';

/** The page of one ticket, where its thread is read. */
export const ticketPath = (id: string) => `${TICKETS_PATH}/${id}`;
/** A case in the staff console. */
export const staffTicketPath = (id: string) => `/staff/tickets/${id}`;

export interface TicketFacts {
  subject: string;
  /** The category's name in the reader's language. */
  category: string;
  link: string;
}

/** The automatic receipt: the case was received, in the person's language. */
export function receiptMail(
  to: string,
  firstName: string,
  language: Locale,
  facts: TicketFacts,
): MailMessage {
  const en = language === 'en';
  const paragraphs = en
    ? [
        `Hello${firstName ? ` ${firstName}` : ''},`,
        `we have received your request "${facts.subject}" (category ${facts.category}).`,
        'The school will answer on the portal: you will find the answers, and can add attachments while the request is open, in your tickets.',
      ]
    : [
        `Ciao${firstName ? ` ${firstName}` : ''},`,
        `abbiamo ricevuto la tua richiesta «${facts.subject}» (categoria ${facts.category}).`,
        'La scuola ti risponderà sul portale: trovi le risposte, e puoi aggiungere allegati finché la richiesta è aperta, nei tuoi interventi.',
      ];
  return {
    to,
    subject: en ? `ALMA - Request received: ${facts.subject}` : `ALMA - Richiesta ricevuta: ${facts.subject}`,
    text: `${paragraphs.join('\n\n')}\n\n${facts.link}\n`,
    html: mailLayout(paragraphs, {
      href: facts.link,
      label: en ? 'Open your tickets' : 'Apri i tuoi interventi',
    }),
  };
}

/** What the category's operators (Email_operatore__c, email_operatore_2__c) are told of a new case, in Italian. */
export function operatorMail(
  to: string,
  facts: TicketFacts & { personName: string; personEmail: string; description: string },
): MailMessage {
  const paragraphs = [
    `Nuovo intervento nella categoria ${facts.category} da ${facts.personName} (${facts.personEmail}).`,
    `Oggetto: ${facts.subject}`,
    `Descrizione: ${facts.description}`,
  ];
  return {
    to,
    subject: `ALMA - Nuovo intervento (${facts.category}): ${facts.subject}`,
    text: `${paragraphs.join('\n\n')}\n\n${facts.link}\n`,
    html: mailLayout(paragraphs, { href: facts.link, label: "Apri l'intervento nella console" }),
  };
}

/** The bell's notification when the school replies. */
export function replyNotification(language: Locale, subject: string, url: string): NotificationMessage {
  return language === 'en'
    ? {
        kind: 'tickets',
        url,
        title: 'The school has answered your ticket',
        body: `New answer to "${subject}": read it in your tickets.`,
      }
    : {
        kind: 'tickets',
        url,
        title: 'La scuola ha risposto al tuo intervento',
        body: `Nuova risposta a «${subject}»: leggila nei tuoi interventi.`,
      };
}

/** The bell's notification when the case is closed. */
export function closedNotification(language: Locale, subject: string, url: string): NotificationMessage {
  return language === 'en'
    ? {
        kind: 'tickets',
        url,
        title: 'Your ticket has been closed',
        body: `"${subject}" is closed: you can rate the answer from 1 to 5 in your tickets.`,
      }
    : {
        kind: 'tickets',
        url,
        title: 'Il tuo intervento è stato chiuso',
        body: `«${subject}» è chiuso: puoi dare un voto da 1 a 5 alla risposta nei tuoi interventi.`,
      };
}
