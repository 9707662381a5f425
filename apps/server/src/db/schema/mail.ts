import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every mail is written here first (in the same transaction as what caused it), then delivered:
 * through SMTP when configured, otherwise it stays here as the local outbox the demo shows.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
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
    claimedUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('mail_outbox_status_idx').on(t.status, t.createdAt)],
);
