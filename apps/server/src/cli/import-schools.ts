/**
 * Imports the Italian hotel and culinary institutes from the ministry's open-data school registry
 * ("Anagrafe scuole statali", a CSV per school year):
 *
 *   npm run import:schools -w apps/server -- <file.csv> [--replace]
 *
 * Uses the database of the configuration (DATABASE_URL, else the PGlite files under DATA_DIR),
 * migrating it first. Rows are inserted or updated by school code; `--replace` also removes the
 * institutes missing from the file. Running servers pick the change up within a minute.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { importSchoolRegistry, RegistryFormatError } from '../modules/reference/import-schools.ts';

async function main(args: string[]): Promise<number> {
  const files = args.filter((a) => !a.startsWith('--'));
  const unknown = args.filter((a) => a.startsWith('--') && a !== '--replace');
  if (files.length !== 1 || unknown.length > 0) {
    console.error('usage: npm run import:schools -w apps/server -- <file.csv> [--replace]');
    return 2;
  }
  const config = loadConfig();
  const file = path.resolve(config.invocationDir, files[0] as string);
  const csv = await readFile(file);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const result = await importSchoolRegistry(database.db, csv, { replace: args.includes('--replace') });
    console.log(
      `${file}: ${result.rows} rows, ${result.imported} hotel and culinary institutes ` +
        `(${result.inserted} new, ${result.updated} updated, ${result.removed} removed), ` +
        `${result.otherSchools} other schools skipped` +
        (result.invalidLines.length > 0 ? `, invalid lines: ${result.invalidLines.join(', ')}` : ''),
    );
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof ConfigError || err instanceof RegistryFormatError) console.error(err.message);
    else console.error(err);
    process.exit(1);
  },
);
