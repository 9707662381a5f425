/**
 * The console's own query keys, one factory: the home's counts, people, editions and a record's
 * history. A feature's staff screens invalidate these after a change that moves a count.
 */
export const staffKeys = {
  overview: ['staff', 'overview'] as const,
  people: ['staff', 'people'] as const,
  editions: ['staff', 'editions'] as const,
  recordHistory: (table: string, id: string) => ['staff', 'audit', table, id] as const,
};
