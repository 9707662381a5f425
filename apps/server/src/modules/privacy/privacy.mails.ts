import { SCHOOL_TIME_ZONE } from '@school/domain/shared/clock';
import type { Locale } from '@school/domain/shared/locale';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { mailLayout } from '../auth/auth.mails.ts';

/** The "My data" page of the portal (the web app's `paths.myData`). */
export const MY_DATA_PATH = '/profilo/i-miei-dati';

const hello = (en: boolean, firstName: string) =>
  en ? `Hello${firstName ? ` ${firstName}` : ''},` : `Ciao${firstName ? ` ${firstName}` : ''},`;

const day = (date: Date, en: boolean) =>
  new Intl.DateTimeFormat(en ? 'en-GB' : 'it-IT', { dateStyle: 'long', timeZone: SCHOOL_TIME_ZONE }).format(
    date,
  );

/** The export is ready: the link opens the My data page, where only its owner, signed in, downloads it. */
export function exportReadyMail(
  to: string,
  firstName: string,
  language: Locale,
  facts: { link: string; expiresAt: Date },
): MailMessage {
  const en = language === 'en';
  const paragraphs = en
    ? [
        hello(en, firstName),
        'the export of your data is ready.',
        `Sign in to the portal and download it from "My data" by ${day(facts.expiresAt, en)}: after that it is deleted.`,
      ]
    : [
        hello(en, firstName),
        "l'esportazione dei tuoi dati è pronta.",
        `Accedi al portale e scaricala da «I miei dati» entro il ${day(facts.expiresAt, en)}: dopo viene cancellata.`,
      ];
  return {
    to,
    subject: en ? 'ALMA - Your data export is ready' : "ALMA - L'esportazione dei tuoi dati è pronta",
    text: `${paragraphs.join('\n\n')}\n\n${facts.link}\n`,
    html: mailLayout(paragraphs, { href: facts.link, label: en ? 'Open My data' : 'Apri I miei dati' }),
  };
}

/** The erasure was carried out (sent before the address itself is erased). */
export function erasureDoneMail(to: string, firstName: string, language: Locale, kept: number): MailMessage {
  const en = language === 'en';
  const paragraphs = en
    ? [
        hello(en, firstName),
        'as you asked, your account and your personal data have been erased. You can no longer sign in.',
        ...(kept > 0
          ? [
              'The school keeps, for the period the law requires, only the payment and invoice records it must keep.',
            ]
          : []),
      ]
    : [
        hello(en, firstName),
        'come hai chiesto, il tuo account e i tuoi dati personali sono stati cancellati. Non potrai più accedere.',
        ...(kept > 0
          ? [
              'La scuola conserva, per il periodo previsto dalla legge, solo i pagamenti e le fatture che deve conservare.',
            ]
          : []),
      ];
  return {
    to,
    subject: en ? 'ALMA - Your account has been erased' : 'ALMA - Il tuo account è stato cancellato',
    text: `${paragraphs.join('\n\n')}\n`,
    html: mailLayout(paragraphs),
  };
}

/** The secretariat refused the erasure, with its reason. */
export function erasureRefusedMail(
  to: string,
  firstName: string,
  language: Locale,
  facts: { reason: string; link: string },
): MailMessage {
  const en = language === 'en';
  const paragraphs = en
    ? [
        hello(en, firstName),
        'the secretariat cannot erase your account now, for this reason:',
        facts.reason,
        'You can ask again from "My data" once the reason no longer applies.',
      ]
    : [
        hello(en, firstName),
        'la segreteria non può cancellare ora il tuo account, per questo motivo:',
        facts.reason,
        'Puoi chiederlo di nuovo da «I miei dati» quando il motivo non vale più.',
      ];
  return {
    to,
    subject: en ? 'ALMA - Your erasure request' : 'ALMA - La tua richiesta di cancellazione',
    text: `${paragraphs.join('\n\n')}\n\n${facts.link}\n`,
    html: mailLayout(paragraphs, { href: facts.link, label: en ? 'Open My data' : 'Apri I miei dati' }),
  };
}
