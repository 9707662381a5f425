import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, instantNow, recordId } from './columns.ts';

/**
 * Every mail is written here first (in the same transaction as what caused it), then delivered:
 * through SMTP when configured, otherwise it stays here as the local outbox the demo shows.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: recordId(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    status: text({ enum: ['pending', 'sending', 'sent', 'local', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** While `sending`: until when the instance that claimed the mail has it; then it is due again. */
    claimedUntil: instant(),
    createdAt: instantNow(),
    sentAt: instant(),
  },
  (t) => [index('mail_outbox_status_idx').on(t.status, t.createdAt)],
);
