import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, listenUrl, loadConfig } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { seedDemo } from './db/seed/demo.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  config.webDistDir ??= path.resolve(here, '../../web/dist');

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // Instances started together on one database migrate and seed one at a time.
  await database.exclusively(() => database.migrate());
  const app = await buildApp({ config, database });
  app.addHook('onClose', async () => database.close());
  if (config.env === 'production' && config.payments === 'test') {
    app.log.warn(
      'PAYMENTS_TEST_CHECKOUT=true: the built-in test checkout marks fees paid and takes no money',
    );
  }
  if (config.env === 'production' && config.seedDemo) {
    app.log.warn('SEED_DEMO=true: an empty database gets the demo accounts with their published password');
  }
  if (config.seedDemo) {
    const seeded = await database.exclusively(() =>
      seedDemo(database.db, { storage: app.storage, dataDir: config.dataDir }),
    );
    if (seeded) app.log.info('demo data seeded into the empty database');
  }
  // Background jobs: mail left pending, expired sessions, and what the modules send.
  await app.jobs.start();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  // The same address is the default PUBLIC_URL: links, payment returns and sign-in redirects
  // come back where the browser opened the portal.
  const url = listenUrl(config.host, (app.server.address() as { port: number }).port);
  app.log.info(
    { publicUrl: config.publicUrl, from: config.publicUrlSet ? 'PUBLIC_URL' : 'HOST and PORT' },
    `public address ${config.publicUrl}`,
  );
  if (config.publicUrl !== url && !config.publicUrlSet) {
    app.log.warn(`PUBLIC_URL is unset and the port was chosen at start: set PUBLIC_URL to ${url}`);
  }
  const publicLine =
    config.publicUrl === url ? '' : `\n  Public address (links, payments, sign-in): ${config.publicUrl}`;
  const docsLine = config.apiDocs ? `\n  API docs at ${url}/api/docs` : '';
  console.log(`\n  School portal running at ${url}${publicLine}${docsLine}\n  Database: ${database.kind}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
