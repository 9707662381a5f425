import { endpoint } from '@school/domain/shared/endpoint';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routes } from './endpoints.ts';

const ItemSchema = z.object({ id: z.string(), name: z.string() });
const api = {
  get: endpoint('GET /api/things/:id', 'A thing', {
    params: z.object({ id: z.string().max(5) }),
    answer: ItemSchema,
  }),
  create: endpoint('POST /api/things', 'A new thing', {
    body: z.strictObject({ name: z.string() }),
    answer: { 201: ItemSchema },
    bodyLimit: 64,
  }),
  outside: endpoint('GET /api/other/things', 'Not under /api/things', { answer: ItemSchema }),
};

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

/** A bare server with the validators of the app and one plugin of routes under `prefix`. */
async function serverWith(prefix: string, register: (plugin: FastifyInstance) => void) {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Errors answered in the shape the error answers declare, as the app's error handler does.
  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) =>
    reply
      .status(error.statusCode ?? 500)
      .send({ error: { code: 'request.invalid', message: error.message } }),
  );
  const seen: Array<{ url: string; config: unknown; schema: unknown; bodyLimit?: number }> = [];
  app.addHook('onRoute', (route) => {
    seen.push({ url: route.url, config: route.config, schema: route.schema, bodyLimit: route.bodyLimit });
  });
  await app.register(async (plugin) => register(plugin), { prefix });
  await app.ready();
  return { app, seen };
}

describe('routes: an endpoint of the contracts served', () => {
  it('registers the path below the prefix, with the default or its own access, the schemas and the error answers', async () => {
    const { app, seen } = await serverWith('/api/things', (plugin) => {
      const route = routes(plugin, { access: 'signedIn' });
      route(api.get, (request) => ({ id: request.params.id, name: 'Whisk' }));
      route(api.create, { access: 'public', csrf: false }, async (request, reply) =>
        reply.status(201).send({ id: 'n1', name: request.body.name }),
      );
    });
    const get = seen.find((r) => r.url === '/api/things/:id');
    expect(get?.config).toMatchObject({ access: 'signedIn' });
    expect(get?.schema).toMatchObject({ tags: ['things'], summary: 'A thing' });
    expect(Object.keys((get?.schema as { response?: object } | undefined)?.response ?? {})).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '429',
    ]);
    const create = seen.find((r) => r.url === '/api/things' && r.bodyLimit === 64);
    expect(create?.config).toMatchObject({ access: 'public', csrf: false });

    expect((await app.inject({ url: '/api/things/ab' })).json()).toEqual({ id: 'ab', name: 'Whisk' });
    expect((await app.inject({ url: '/api/things/abcdef' })).statusCode).toBe(400);
    const created = await app.inject({ method: 'POST', url: '/api/things', payload: { name: 'Pan' } });
    expect([created.statusCode, created.json()]).toEqual([201, { id: 'n1', name: 'Pan' }]);
    const extra = await app.inject({ method: 'POST', url: '/api/things', payload: { name: 'Pan', x: 1 } });
    expect(extra.statusCode).toBe(400);
    const large = await app.inject({
      method: 'POST',
      url: '/api/things',
      payload: { name: 'P'.repeat(100) },
    });
    expect(large.statusCode).toBe(413);
  });

  it('stops the server at start when an endpoint lies outside the prefix of its routes', async () => {
    await expect(
      serverWith('/api/things', (plugin) => {
        routes(plugin, { access: 'public' })(api.outside, () => ({ id: 'x', name: 'y' }));
      }),
    ).rejects.toThrow("GET /api/other/things is outside its routes' prefix /api/things");
  });
});
