import * as configApi from '@school/domain/config/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../plugins/app/endpoints.ts';

/** What the web app needs to know of the server's configuration (nothing secret). */
export default async function configRoutes(app: FastifyInstance) {
  const route = routes(app, { access: 'public' });
  route(configApi.getConfig, async () => ({
    secretariatEmail: app.config.secretariatEmail,
    enrolmentEmail: app.config.enrolmentEmail,
    providers: {
      google: Boolean(app.identityProviders.google),
      apple: Boolean(app.identityProviders.apple),
    },
    outbox: app.config.outboxView,
    testPages: app.config.testPages,
  }));
}
