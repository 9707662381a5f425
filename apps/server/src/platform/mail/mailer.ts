import { and, asc, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db, DbOrTx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends one message; the SMTP implementation, or a test double. */
export interface MailTransport {
  send(message: MailMessage & { from: string }): Promise<void>;
}

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
  };
}

const MAX_ATTEMPTS = 5;

/**
 * Mail goes through a transactional outbox: `enqueue` writes the message in the caller's
 * transaction, so no mail is lost or sent for work that was rolled back; `flush` delivers the
 * pending ones. Without a transport the outbox itself is the destination (status `local`).
 */
export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  enqueue(db: DbOrTx, message: MailMessage): Promise<void>;
  flush(): Promise<number>;
}

export function createMailer(options: {
  db: Db;
  from: string;
  transport: MailTransport | null;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}): Mailer {
  const { db, from, transport, log } = options;
  let flushing: Promise<number> | null = null;

  async function deliverPending(): Promise<number> {
    if (!transport) return 0;
    let sent = 0;
    const pending = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lt(mailOutbox.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(mailOutbox.createdAt))
      .limit(50);
    for (const candidate of pending) {
      // Each mail is claimed with a row lock for the time of its delivery: another instance
      // flushing at the same moment skips it, so no mail is sent twice.
      const delivered = await db.transaction(async (tx) => {
        const [mail] = await tx
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.id, candidate.id), eq(mailOutbox.status, 'pending')))
          .for('update', { skipLocked: true });
        if (!mail) return false;
        const attempts = mail.attempts + 1;
        try {
          await transport.send({
            from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
          });
          await tx
            .update(mailOutbox)
            .set({ status: 'sent', sentAt: new Date(), attempts })
            .where(eq(mailOutbox.id, mail.id));
          return true;
        } catch (err) {
          log.warn({ mailId: mail.id, attempts, err: (err as Error).message }, 'mail delivery failed');
          await tx
            .update(mailOutbox)
            .set({
              attempts,
              lastError: (err as Error).message,
              status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
            })
            .where(eq(mailOutbox.id, mail.id));
          return false;
        }
      });
      if (delivered) sent++;
    }
    return sent;
  }

  return {
    mode: transport ? 'smtp' : 'outbox',
    async enqueue(tx, message) {
      await tx.insert(mailOutbox).values({ ...message, status: transport ? 'pending' : 'local' });
    },
    flush() {
      // One delivery run at a time per instance; row locks keep instances apart.
      // Callers start it without awaiting (`void mailer.flush()`): a rejection would be unhandled
      // and end the process, so a failed run (database unreachable) is logged and retried later.
      flushing ??= deliverPending()
        .catch((err: unknown) => {
          log.error({ err: (err as Error).message }, 'mail delivery run failed');
          return 0;
        })
        .finally(() => {
          flushing = null;
        });
      return flushing;
    },
  };
}

export async function listOutbox(db: DbOrTx, limit = 100) {
  return db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt)).limit(limit);
}
