import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config/env.ts';
import type { Database, Db } from '../../db/client.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
    storage: FileStorage;
  }
}

/** Makes the configuration, the database and the platform adapters available to every module. */
export default fp<{ config: Config; database: Database; mailer: Mailer; storage: FileStorage }>(
  async (app: FastifyInstance, opts) => {
    app.decorate('config', opts.config);
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    app.decorate('mailer', opts.mailer);
    app.decorate('storage', opts.storage);
  },
);
