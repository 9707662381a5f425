import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, fromPostgres, PGLITE_EXTENSIONS } from '../db/client.ts';
import { adminUrl, databaseUrl, testDatabaseMode } from './database-mode.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a dump of a migrated data directory. */
    pgliteSnapshot: string;
    /** PostgreSQL: name of a migrated template database. */
    pgTemplate: string;
  }
}

/**
 * Migrates the schema once per run. PGlite: a migrated data directory is dumped to a file
 * and each test file loads it. PostgreSQL: a migrated template database is created on the
 * machine's server; each test file clones it, and everything is dropped at the end.
 */
export default async function setup(project: TestProject) {
  const mode = testDatabaseMode({ ...process.env, ...project.config.env });
  if (mode === 'postgres') {
    const template = `school_test_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`create database "${template}"`);
    const database = fromPostgres(databaseUrl(template));
    await database.migrate();
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteSnapshot', '');
    console.log(`API tests on PostgreSQL (template database ${template})`);
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`school_test_%_${process.pid}_%`],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
      await admin.query(`drop database if exists "${template}" with (force)`);
      await admin.end();
    };
  }
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = fromPglite(client);
  await database.migrate();
  const dump = await client.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `school-pglite-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteSnapshot', file);
  project.provide('pgTemplate', '');
  console.log('API tests on PGlite');
}
