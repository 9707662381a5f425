import { documentTypeLabel } from '@school/domain/candidate/documents';
import { isLocale, type Locale } from '@school/domain/shared/locale';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { applications, users } from '../../db/schema/index.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { mailLayout } from '../auth/auth.mails.ts';
import { type NotificationMessage, type Notifier, notifyUser } from '../notifications/notify.ts';

/** What a document mail names: the document, and the reason or due date when there is one. */
export interface DocumentMailFacts {
  kind: 'refused' | 'requested';
  name: string;
  type: string;
  reason?: string;
  dueDate?: string | null;
}

const italianDate = (iso: string) => iso.split('-').reverse().join('-');

/**
 * The candidate's mail when the secretariat refuses one of their documents (with the reason) or
 * asks for a new one (with the due date), in the candidate's language; both point to the
 * candidate area, where the document can be uploaded.
 */
export function documentMail(
  to: string,
  firstName: string,
  language: Locale,
  facts: DocumentMailFacts,
): MailMessage {
  const document = facts.name || documentTypeLabel(facts.type);
  const en = language === 'en';
  const hello = en ? `Hello${firstName ? ` ${firstName}` : ''},` : `Ciao${firstName ? ` ${firstName}` : ''},`;
  const lines =
    facts.kind === 'refused'
      ? en
        ? [
            hello,
            `the student secretariat could not accept your document "${document}".`,
            `Reason: ${facts.reason ?? ''}`,
            'Upload it again from the candidate area of the ALMA portal.',
          ]
        : [
            hello,
            `la segreteria studenti non ha potuto accettare il tuo documento "${document}".`,
            `Motivo: ${facts.reason ?? ''}`,
            "Caricalo di nuovo dall'area candidato del portale ALMA.",
          ]
      : en
        ? [
            hello,
            `the student secretariat asks you for a document: "${document}".`,
            ...(facts.dueDate ? [`Please upload it by ${italianDate(facts.dueDate)}.`] : []),
            'Upload it from the candidate area of the ALMA portal.',
          ]
        : [
            hello,
            `la segreteria studenti ti chiede un documento: "${document}".`,
            ...(facts.dueDate ? [`Caricalo entro il ${italianDate(facts.dueDate)}.`] : []),
            "Caricalo dall'area candidato del portale ALMA.",
          ];
  const subject =
    facts.kind === 'refused'
      ? en
        ? 'ALMA - Document not accepted'
        : 'ALMA - Documento non accettato'
      : en
        ? 'ALMA - Document requested'
        : 'ALMA - Documento richiesto';
  return { to, subject, text: lines.join('\n\n'), html: mailLayout(lines) };
}

/** The candidate area, where a requested or refused document is uploaded. */
const CANDIDATE_DOCUMENTS_PATH = '/areacandidato?tab=documents';

/** The notification of a refused or requested document, in the candidate's language. */
export function documentNotification(language: Locale, facts: DocumentMailFacts): NotificationMessage {
  const document = facts.name || documentTypeLabel(facts.type);
  const en = language === 'en';
  const [title, body] =
    facts.kind === 'refused'
      ? en
        ? ['Document not accepted', `"${document}" was not accepted: ${facts.reason ?? ''}. Upload it again.`]
        : [
            'Documento non accettato',
            `"${document}" non è stato accettato: ${facts.reason ?? ''}. Caricalo di nuovo.`,
          ]
      : en
        ? [
            'Document requested',
            `The secretariat asks you for "${document}"${facts.dueDate ? ` by ${italianDate(facts.dueDate)}` : ''}.`,
          ]
        : [
            'Documento richiesto',
            `La segreteria ti chiede "${document}"${facts.dueDate ? ` entro il ${italianDate(facts.dueDate)}` : ''}.`,
          ];
  return { kind: 'documents', title, body, url: CANDIDATE_DOCUMENTS_PATH };
}

/**
 * Tells the owner of the application, in the transaction of the change (a rolled-back change tells
 * nothing), in their language: the notification (bell and push) and the document mail, as their
 * preferences say.
 */
export async function tellDocumentChange(
  tx: DbOrTx,
  notifier: Notifier,
  applicationId: string,
  facts: DocumentMailFacts,
): Promise<void> {
  const [owner] = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .where(eq(applications.id, applicationId));
  if (!owner) return;
  const language = isLocale(owner.language) ? owner.language : 'it';
  await notifyUser(
    tx,
    notifier,
    owner.id,
    documentNotification(language, facts),
    owner.email ? documentMail(owner.email, owner.firstName, language, facts) : null,
  );
}
