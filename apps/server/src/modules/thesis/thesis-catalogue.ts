import {
  CATALOGUE_KINDS,
  CATALOGUE_PICKER_LIMIT,
  type CatalogueItemsQuery,
  type CatalogueKind,
} from '@school/domain/thesis/contracts/thesis';
import { asc, eq, getTableName } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { keptUntilWrite } from '../../db/kept-until-write.ts';
import {
  type ThesisCatalogueItemRow,
  thesisCatalogueItems,
  thesisCatalogueVersion,
} from '../../db/schema/index.ts';
import { type KeptJson, keptJson, LruCache } from '../../lib/kept-json.ts';

/**
 * The dish editor's pickers answer from the catalogue held in memory: every request reads the
 * catalogue's version (one row, raised by a trigger on any write of `thesis_catalogue_items`,
 * migration 0021) and reads the catalogue again only when that number moved. So a change made by
 * the console, a seed or another instance shows on the next request, and a picker costs a
 * primary-key read instead of a search over thousands of rows.
 *
 * Only the items shown (`active`; staff hide an item dish lines use instead of deleting it). The
 * order and filters are the database's: the items are read ordered by name then id and the
 * categories by name, and the search is a case-insensitive "contains" on the name, as the ILIKE it
 * replaces (`%` and `_` taken literally).
 */

interface Snapshot {
  version: number;
  /** Per kind: the items by name then id, and the distinct categories in order. */
  kinds: Record<
    CatalogueKind,
    { items: ThesisCatalogueItemRow[]; lowerNames: string[]; categories: string[] }
  >;
  /** The pickers' answers made from this catalogue (`pickerCategoriesAnswer`, `pickerItemsAnswer`). */
  answers: LruCache<KeptJson>;
}

/** How many pickers' answers one catalogue keeps (the least recently asked go first). */
export const KEPT_PICKER_ANSWERS = 1_000;

const snapshots = new WeakMap<object, Snapshot>();
/** One reading at a time per database: concurrent requests after a change share it. */
const loading = new WeakMap<object, Promise<Snapshot>>();

async function readVersion(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ version: thesisCatalogueVersion.version })
    .from(thesisCatalogueVersion)
    .where(eq(thesisCatalogueVersion.id, 1));
  return row?.version ?? 0;
}

async function readSnapshot(db: DbOrTx): Promise<Snapshot> {
  return db.transaction(async (tx) => {
    // The version and the rows of one snapshot of the database: a write between them cannot make
    // an old catalogue look new.
    const version = await readVersion(tx);
    const rows = await tx
      .select()
      .from(thesisCatalogueItems)
      .where(eq(thesisCatalogueItems.active, true))
      .orderBy(asc(thesisCatalogueItems.name), asc(thesisCatalogueItems.id));
    const categoryRows = await tx
      .selectDistinct({ kind: thesisCatalogueItems.kind, category: thesisCatalogueItems.category })
      .from(thesisCatalogueItems)
      .where(eq(thesisCatalogueItems.active, true))
      .orderBy(asc(thesisCatalogueItems.category));
    const kinds = Object.fromEntries(
      CATALOGUE_KINDS.map((kind) => {
        const items = rows.filter((r) => r.kind === kind);
        return [
          kind,
          {
            items,
            lowerNames: items.map((r) => r.name.toLowerCase()),
            categories: categoryRows.filter((r) => r.kind === kind).map((r) => r.category),
          },
        ];
      }),
    ) as Snapshot['kinds'];
    return { version, kinds, answers: new LruCache(KEPT_PICKER_ANSWERS) };
  });
}

/** The tables the version follows: the items (whose trigger raises it) and its own row. */
const VERSION_TABLES = [getTableName(thesisCatalogueItems), getTableName(thesisCatalogueVersion)];

/**
 * The catalogue's version now. While nothing was written to the catalogue since it was last read
 * it has not moved: no statement (`keptUntilWrite`; on the embedded database until any write,
 * decision 86; on PostgreSQL until a change to the catalogue is seen, decision 93).
 */
function currentVersion(db: DbOrTx): Promise<number> {
  return keptUntilWrite(db, 'thesis.catalogueVersion', () => readVersion(db), { readsFrom: VERSION_TABLES });
}

/** The catalogue as it is now: the held one when its version is still the database's. */
async function currentSnapshot(db: DbOrTx): Promise<Snapshot> {
  const version = await currentVersion(db);
  const held = snapshots.get(db);
  if (held && held.version === version) return held;
  let pending = loading.get(db);
  if (!pending) {
    pending = readSnapshot(db).finally(() => loading.delete(db));
    loading.set(db, pending);
  }
  const fresh = await pending;
  const kept = snapshots.get(db);
  if (!kept || kept.version <= fresh.version) snapshots.set(db, fresh);
  return fresh;
}

/*
 * A picker's answer is made once from the catalogue held and kept with it (`KeptJson`): a new
 * catalogue (its version moved) starts with none, so an answer is never older than the catalogue.
 */

/** The pickers' categories of a kind, in order (at most 50), as `encode` writes them. */
export async function pickerCategoriesAnswer(
  db: DbOrTx,
  kind: CatalogueKind,
  encode: (categories: string[]) => unknown,
): Promise<KeptJson> {
  const snapshot = await currentSnapshot(db);
  return snapshot.answers.keep(JSON.stringify(['categories', kind]), () =>
    keptJson(encode(snapshot.kinds[kind].categories.slice(0, CATALOGUE_PICKER_LIMIT))),
  );
}

/**
 * The pickers' products of a kind, of a category and containing the search, by name (at most 50),
 * as `encode` writes them.
 */
export async function pickerItemsAnswer(
  db: DbOrTx,
  query: CatalogueItemsQuery,
  encode: (items: ThesisCatalogueItemRow[]) => unknown,
): Promise<KeptJson> {
  const snapshot = await currentSnapshot(db);
  const key = JSON.stringify(['items', query.kind, query.category ?? null, query.search ?? null]);
  return snapshot.answers.keep(key, () => keptJson(encode(itemsOf(snapshot, query))));
}

function itemsOf(snapshot: Snapshot, query: CatalogueItemsQuery): ThesisCatalogueItemRow[] {
  const { items, lowerNames } = snapshot.kinds[query.kind];
  const search = query.search?.toLowerCase();
  const found: ThesisCatalogueItemRow[] = [];
  for (let i = 0; i < items.length && found.length < CATALOGUE_PICKER_LIMIT; i++) {
    const item = items[i] as ThesisCatalogueItemRow;
    if (query.category !== undefined && item.category !== query.category) continue;
    if (search !== undefined && !(lowerNames[i] as string).includes(search)) continue;
    found.push(item);
  }
  return found;
}
