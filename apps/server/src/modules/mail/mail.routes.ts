import { isSecretariatStaff } from '@school/domain/access/rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-schema.ts';
import { listOutbox } from '../../platform/mail/mailer.ts';

const OutboxResponseSchema = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      createdAt: z.string(),
    }),
  ),
});

/**
 * The local outbox of the demo: with no SMTP server configured, mails (password recovery links
 * included) are kept in the database and shown here to signed-in staff. The route exists only
 * with OUTBOX_VIEW=true and no SMTP_URL, which the configuration refuses in production.
 */
export default async function mailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The mail queued with each use case's transaction goes out every minute.
  app.jobs.every(
    { name: 'mail.deliver', retryLimit: 0, run: async () => void (await app.mailer.flush()) },
    1,
    {},
  );
  if (!app.config.outboxView) return;

  app.get(
    '/outbox',
    {
      config: { access: isSecretariatStaff },
      schema: {
        tags: ['mail'],
        summary: 'Demo outbox for signed-in staff (only with OUTBOX_VIEW and without SMTP)',
        response: { 200: OutboxResponseSchema, ...errorResponses },
      },
    },
    async (_request, reply) => {
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
    },
  );
}
