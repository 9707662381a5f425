import type { Category } from '@school/domain/access/subject';
import type { Locale } from '@school/domain/shared/locale';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { mailLayout } from '../auth/auth.mails.ts';

const ROLE_NAMES: Record<Locale, Partial<Record<Category, string>>> = {
  it: { Candidato: 'candidato', Studente: 'studente', Diplomato: 'diplomato' },
  en: { Candidato: 'candidate', Studente: 'student', Diplomato: 'graduate' },
};

/** The secretariat's answer to a role claimed at sign-up (5-7), in the person's language. */
export function roleClaimMail(
  to: string,
  firstName: string,
  category: Category,
  confirmed: boolean,
  language: Locale,
): MailMessage {
  const role = ROLE_NAMES[language][category] ?? category;
  const hello =
    language === 'en'
      ? `Hello${firstName ? ` ${firstName}` : ''},`
      : `Ciao${firstName ? ` ${firstName}` : ''},`;
  const lines =
    language === 'en'
      ? confirmed
        ? [
            hello,
            `the student secretariat confirmed your role: ALMA ${role}.`,
            'Sign in to the portal to use it.',
          ]
        : [
            hello,
            `the student secretariat could not confirm your role: ALMA ${role}.`,
            'You can keep using the portal; if you think this is a mistake, contact the student secretariat.',
          ]
      : confirmed
        ? [
            hello,
            `la segreteria studenti ha confermato il tuo ruolo: ${role} ALMA.`,
            'Accedi al portale per usarlo.',
          ]
        : [
            hello,
            `la segreteria studenti non ha potuto confermare il tuo ruolo: ${role} ALMA.`,
            'Puoi continuare a usare il portale; se pensi che sia un errore, contatta la segreteria studenti.',
          ];
  const subject =
    language === 'en'
      ? confirmed
        ? 'ALMA - Role confirmed'
        : 'ALMA - Role not confirmed'
      : confirmed
        ? 'ALMA - Ruolo confermato'
        : 'ALMA - Ruolo non confermato';
  return { to, subject, text: lines.join('\n\n'), html: mailLayout(lines) };
}
