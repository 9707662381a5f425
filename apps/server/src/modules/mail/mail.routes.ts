import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
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
 * included) are kept in the database and shown here. Disabled whenever SMTP_URL is set or
 * OUTBOX_VIEW=false.
 */
export default async function mailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/outbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['mail'],
        summary: 'Demo outbox (only without SMTP)',
        response: { 200: OutboxResponseSchema, ...errorResponses },
      },
    },
    async () => {
      if (!app.config.outboxView) throw notFound();
      const rows = await listOutbox(app.db, 200);
      return {
        messages: rows.reverse().map((m) => ({
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
