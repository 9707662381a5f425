import { and, asc, desc, eq, lt, or, sql } from 'drizzle-orm';
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
/** How long an instance keeps a mail it is delivering before another may try it. */
export const MAIL_LEASE_MS = 5 * 60 * 1000;

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

  /**
   * Claims one mail for delivery with a conditional update (a lease, not a row lock): another
   * instance flushing at the same moment finds it claimed and skips it, and no lock is held while
   * the SMTP server answers. A claim whose instance died is taken again once its lease ends.
   */
  async function claim(id: string, now: Date) {
    const [mail] = await db
      .update(mailOutbox)
      .set({
        status: 'sending',
        claimedUntil: new Date(now.getTime() + MAIL_LEASE_MS),
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(
        and(
          eq(mailOutbox.id, id),
          or(
            eq(mailOutbox.status, 'pending'),
            and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.claimedUntil, now)),
          ),
        ),
      )
      .returning();
    return mail;
  }

  async function deliverPending(): Promise<number> {
    if (!transport) return 0;
    let sent = 0;
    const now = new Date();
    const due = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          lt(mailOutbox.attempts, MAX_ATTEMPTS),
          or(
            eq(mailOutbox.status, 'pending'),
            and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.claimedUntil, now)),
          ),
        ),
      )
      .orderBy(asc(mailOutbox.createdAt))
      .limit(50);
    for (const candidate of due) {
      const mail = await claim(candidate.id, new Date());
      if (!mail) continue;
      try {
        await transport.send({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date(), claimedUntil: null })
          .where(eq(mailOutbox.id, mail.id));
        sent++;
      } catch (err) {
        log.warn(
          { mailId: mail.id, attempts: mail.attempts, err: (err as Error).message },
          'mail delivery failed',
        );
        await db
          .update(mailOutbox)
          .set({
            lastError: (err as Error).message,
            status: mail.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
            claimedUntil: null,
          })
          .where(eq(mailOutbox.id, mail.id));
      }
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

/** The newest `limit` mails of the outbox, the newest first. */
export async function listOutbox(db: DbOrTx, limit = 100) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
}
