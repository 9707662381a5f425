import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { STAFF_PREFIX } from '../app/access.ts';

/**
 * OpenAPI generated from the routes' zod contracts: /api/openapi.json, browsable at /api/docs.
 * The staff console's routes are left out: the console does not reveal itself to the public
 * (decision 30); their contracts are in packages/domain/src/staff.
 */
export default fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'School portal API', version: '1.3.0' },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sid' },
          csrf: { type: 'apiKey', in: 'header', name: 'x-csrf-token' },
        },
      },
    },
    transform: (route) =>
      route.url.startsWith(`${STAFF_PREFIX}/`)
        ? { schema: { ...route.schema, hide: true }, url: route.url }
        : jsonSchemaTransform(route),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
