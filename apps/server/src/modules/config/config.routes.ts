import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const PublicConfigSchema = z.object({
  secretariatEmail: z.string(),
  enrolmentEmail: z.string(),
  providers: z.object({ google: z.boolean(), apple: z.boolean() }),
  outbox: z.boolean(),
  /** The test pages of the route table are served (never in production unless TEST_PAGES=true). */
  testPages: z.boolean(),
});

/** What the web app needs to know of the server's configuration (nothing secret). */
export default async function configRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/config',
    {
      config: { access: 'public' },
      schema: { tags: ['config'], summary: 'Public configuration', response: { 200: PublicConfigSchema } },
    },
    async () => ({
      secretariatEmail: app.config.secretariatEmail,
      enrolmentEmail: app.config.enrolmentEmail,
      providers: {
        google: Boolean(app.identityProviders.google),
        apple: Boolean(app.identityProviders.apple),
      },
      outbox: app.config.outboxView,
      testPages: app.config.testPages,
    }),
  );
}
