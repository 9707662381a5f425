import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { instantNow } from './columns.ts';

/**
 * Italian hotel and culinary institutes, from the ministry's open-data school registry ("Anagrafe
 * scuole statali"), imported with `npm run import:schools -w apps/server -- <file.csv>`. City,
 * province and region are in the spelling of the reference lists (decision 0014).
 */
export const institutes = pgTable(
  'institutes',
  {
    /** CODICESCUOLA */
    code: text().primaryKey(),
    /** DENOMINAZIONESCUOLA */
    name: text().notNull(),
    /** DESCRIZIONECOMUNE, as the municipality list spells it ("Forlì"). */
    city: text().notNull(),
    /** "PR - Parma" */
    province: text().notNull(),
    region: text().notNull(),
    /** DESCRIZIONETIPOLOGIAGRADOISTRUZIONESCUOLA */
    type: text().notNull(),
    updatedAt: instantNow(),
  },
  (t) => [index('institutes_region_idx').on(t.region, t.province)],
);
export type InstituteRow = typeof institutes.$inferSelect;
