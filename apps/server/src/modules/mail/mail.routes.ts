import { isSecretariatStaff } from '@school/domain/access/rules';
import * as mailApi from '@school/domain/mail/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { listOutbox } from '../../platform/mail/mailer.ts';
import { routes } from '../../plugins/app/endpoints.ts';

/**
 * The local outbox of the demo: with no SMTP server configured, mails (password recovery links
 * included) are kept in the database and shown here to signed-in staff. The route exists only
 * with OUTBOX_VIEW=true and no SMTP_URL, which the configuration refuses in production.
 */
export default async function mailRoutes(app: FastifyInstance) {
  // The mail queued with each use case's transaction goes out every minute.
  app.jobs.every(
    { name: 'mail.deliver', retryLimit: 0, run: async () => void (await app.mailer.flush()) },
    1,
    {},
  );
  if (!app.config.outboxView) return;
  const route = routes(app, { access: isSecretariatStaff });

  route(mailApi.listOutbox, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const rows = await listOutbox(app.db, 200);
    return {
      messages: rows.map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        createdAt: m.createdAt.toISOString(),
      })),
    };
  });
}
