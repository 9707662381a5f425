import { TUTOR_EVALUATION_LINK_DAYS } from '@school/domain/internship/stage';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { mailLayout } from '../auth/auth.mails.ts';

/** The tutor's evaluation page on the portal (the web app's `paths.tutorEvaluation`). */
export const TUTOR_EVALUATION_PATH = '/valutazione-tutor';

export interface TutorEvaluationFacts {
  tutorName: string | null;
  studentName: string;
  hostCompany: string | null;
  /** The link with its token. */
  link: string;
}

/**
 * The mail that asks the tutor for the end-of-stage evaluation. The tutor has no account and no
 * language of theirs is known: the mail is in Italian, then in English.
 */
export function tutorEvaluationMail(to: string, facts: TutorEvaluationFacts): MailMessage {
  const at = facts.hostCompany ? ` presso ${facts.hostCompany}` : '';
  const atEn = facts.hostCompany ? ` at ${facts.hostCompany}` : '';
  const paragraphs = [
    `Gentile ${facts.tutorName ?? 'tutor'},`,
    `le chiediamo di valutare lo stage di ${facts.studentName}${at}. Il modulo richiede pochi minuti e si invia una sola volta; il link resta valido per ${TUTOR_EVALUATION_LINK_DAYS} giorni.`,
    `Dear ${facts.tutorName ?? 'tutor'},`,
    `please evaluate the internship of ${facts.studentName}${atEn}. The form takes a few minutes and can be sent once; the link is valid for ${TUTOR_EVALUATION_LINK_DAYS} days.`,
  ];
  return {
    to,
    subject: `ALMA - Valutazione dello stage / Internship evaluation: ${facts.studentName}`,
    text: `${paragraphs.join('\n\n')}\n\n${facts.link}\n`,
    html: mailLayout(paragraphs, { href: facts.link, label: 'Valuta lo stage / Evaluate the internship' }),
  };
}
