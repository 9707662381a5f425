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
  remove: endpoint('DELETE /api/things/:id', 'A thing removed', {
    params: z.object({ id: z.string() }),
    answer: { 204: z.null() },
  }),
  upload: endpoint('PUT /api/things/:id', 'A thing stored, or too large', {
    params: z.object({ id: z.string() }),
    answer: { 201: ItemSchema, 413: z.object({ error: z.object({ code: z.string() }) }) },
  }),
  keep: endpoint('PATCH /api/things/:id', 'A thing kept as it was, or changed', {
    params: z.object({ id: z.string() }),
    answer: { 200: ItemSchema, 201: ItemSchema },
  }),
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

  it("answers the endpoint's one success status when the handler just returns its value", async () => {
    const { app } = await serverWith('/api/things', (plugin) => {
      const route = routes(plugin, { access: 'public' });
      route(api.create, (request) => ({ id: 'n1', name: request.body.name }));
      route(api.remove, async () => null);
      route(api.upload, async (request) => ({ id: request.params.id, name: 'Pan' }));
      route(api.keep, (request) => ({ id: request.params.id, name: 'Pot' }));
    });
    const created = await app.inject({ method: 'POST', url: '/api/things', payload: { name: 'Pan' } });
    expect([created.statusCode, created.json()]).toEqual([201, { id: 'n1', name: 'Pan' }]);
    const removed = await app.inject({ method: 'DELETE', url: '/api/things/t1' });
    expect([removed.statusCode, removed.body, removed.headers['content-type']]).toEqual([204, '', undefined]);
    const stored = await app.inject({ method: 'PUT', url: '/api/things/t2' });
    expect([stored.statusCode, stored.json()]).toEqual([201, { id: 't2', name: 'Pan' }]);
    // Two successes declared: the handler chooses, and a plain return is a 200.
    const kept = await app.inject({ method: 'PATCH', url: '/api/things/t3' });
    expect([kept.statusCode, kept.json()]).toEqual([200, { id: 't3', name: 'Pot' }]);
  });

  it('keeps a status the handler set itself, and a reply it sent', async () => {
    const { app } = await serverWith('/api/things', (plugin) => {
      const route = routes(plugin, { access: 'public' });
      route(api.upload, async (request, reply) => {
        if (request.params.id === 'big') {
          reply.status(413);
          return { error: { code: 'request.tooLarge' } };
        }
        return reply.status(202).send({ id: request.params.id, name: 'Sent' });
      });
      route(api.remove, async (_request, reply) => reply.status(200).send(null));
    });
    const large = await app.inject({ method: 'PUT', url: '/api/things/big' });
    expect([large.statusCode, large.json()]).toEqual([413, { error: { code: 'request.tooLarge' } }]);
    const sent = await app.inject({ method: 'PUT', url: '/api/things/t1' });
    expect([sent.statusCode, sent.json()]).toEqual([202, { id: 't1', name: 'Sent' }]);
    const removed = await app.inject({ method: 'DELETE', url: '/api/things/t1' });
    expect(removed.statusCode).toBe(200);
  });

  it('stops the server at start when an endpoint lies outside the prefix of its routes', async () => {
    await expect(
      serverWith('/api/things', (plugin) => {
        routes(plugin, { access: 'public' })(api.outside, () => ({ id: 'x', name: 'y' }));
      }),
    ).rejects.toThrow("GET /api/other/things is outside its routes' prefix /api/things");
  });
});
