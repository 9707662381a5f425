import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { listPage, orderBy, pageAnswer, windowOf } from './list-page.ts';
import { users } from './schema/index.ts';

/** A list of `size` numbered rows, read as a page would be; `counts` says how often it was counted. */
function list(size: number, options: { window?: boolean } = {}) {
  const all = Array.from({ length: size }, (_, i) => ({
    n: i + 1,
    ...(options.window ? { total: size } : {}),
  }));
  const calls = { counts: 0, windows: [] as Array<{ limit: number; offset: number }> };
  return {
    calls,
    rows: async (window: { limit: number; offset: number }) => {
      calls.windows.push(window);
      return all.slice(window.offset, window.offset + window.limit);
    },
    count: async () => {
      calls.counts++;
      return size;
    },
  };
}

describe('listPage', () => {
  it('reads the page asked for', async () => {
    const l = list(45);
    const page = await listPage({}, { page: 3, pageSize: 20 }, l.rows, l.count);
    expect(page.rows.map((r) => r.n)).toEqual([41, 42, 43, 44, 45]);
    expect(l.calls.windows).toEqual([{ limit: 20, offset: 40 }]);
    expect(windowOf({ page: 3, pageSize: 20 })).toEqual({ limit: 20, offset: 40 });
  });

  it('a first page with room left is the whole list: no count', async () => {
    for (const size of [0, 1, 19]) {
      const l = list(size);
      expect((await listPage({}, { page: 1, pageSize: 20 }, l.rows, l.count)).total).toBe(size);
      expect(l.calls.counts, String(size)).toBe(0);
    }
  });

  it('a full page counts the matches', async () => {
    const l = list(20);
    expect((await listPage({}, { page: 1, pageSize: 20 }, l.rows, l.count)).total).toBe(20);
    expect(l.calls.counts).toBe(1);
  });

  it('rows carrying a window total give it: no count', async () => {
    const l = list(45, { window: true });
    expect((await listPage({}, { page: 2, pageSize: 20 }, l.rows, l.count)).total).toBe(45);
    expect(l.calls.counts).toBe(0);
  });

  it('a page past the end (no row to carry a window total) counts', async () => {
    const l = list(45, { window: true });
    const page = await listPage({}, { page: 9, pageSize: 20 }, l.rows, l.count);
    expect(page).toEqual({ rows: [], total: 45 });
    expect(l.calls.counts).toBe(1);
  });
});

describe('pageAnswer', () => {
  it('maps the rows to items and says where the page is', () => {
    expect(
      pageAnswer({ page: 2, pageSize: 2 }, { rows: [{ n: 3 }, { n: 4 }], total: 5 }, (r) => `#${r.n}`),
    ).toEqual({ items: ['#3', '#4'], total: 5, page: 2, pageSize: 2 });
  });
});

describe('orderBy', () => {
  const keys = {
    name: [sql`lower(${users.lastName})`, sql`lower(${users.firstName})`],
    createdAt: [users.createdAt],
  };
  const text = (order: ReturnType<typeof orderBy>) =>
    new PgDialect({ casing: 'snake_case' }).sqlToQuery(sql.join(order, sql`, `)).sql;

  it('sorts by the key each way, then by the unique column the same way', () => {
    expect(text(orderBy(keys, 'name', 'asc', users.id))).toBe(
      'lower("users"."last_name") asc, lower("users"."first_name") asc, "users"."id" asc',
    );
    expect(text(orderBy(keys, 'createdAt', 'desc', users.id))).toBe(
      '"users"."created_at" desc, "users"."id" desc',
    );
  });
});
