import { describe, expect, it } from 'vitest';
import {
  EditionApplicationsCsvQuerySchema,
  ListEditionApplicationsQuerySchema,
} from './list-applications.ts';

describe('GET /api/staff/applications — query', () => {
  it('needs an edition product code and coerces the filters', () => {
    expect(
      ListEditionApplicationsQuerySchema.parse({ edition: 'CUCINA-2027A', step: '5', status: ' ' }),
    ).toEqual({
      edition: 'CUCINA-2027A',
      step: 5,
      status: undefined,
      feePaid: undefined,
      sort: 'createdAt',
      dir: 'desc',
      page: 1,
      pageSize: 20,
    });
    expect(ListEditionApplicationsQuerySchema.safeParse({}).success).toBe(false);
    expect(ListEditionApplicationsQuerySchema.safeParse({ edition: 'CUCINA' }).success).toBe(false);
  });

  it('refuses a step outside 0-7 and a range ending before it starts', () => {
    expect(ListEditionApplicationsQuerySchema.safeParse({ edition: 'A-B', step: '8' }).success).toBe(false);
    expect(
      ListEditionApplicationsQuerySchema.safeParse({ edition: 'A-B', from: '2026-03-10', to: '2026-03-01' })
        .success,
    ).toBe(false);
    expect(
      ListEditionApplicationsQuerySchema.safeParse({ edition: 'A-B', from: '2026-03-01', to: '2026-03-01' })
        .success,
    ).toBe(true);
  });

  it('reads the fee filter and the sort, and refuses an unknown sort or order', () => {
    expect(
      ListEditionApplicationsQuerySchema.parse({
        edition: 'A-B',
        feePaid: 'false',
        sort: 'lastName',
        dir: 'asc',
      }),
    ).toMatchObject({ feePaid: false, sort: 'lastName', dir: 'asc' });
    expect(ListEditionApplicationsQuerySchema.parse({ edition: 'A-B', feePaid: 'true' }).feePaid).toBe(true);
    for (const bad of [{ feePaid: 'yes' }, { sort: 'password' }, { dir: 'up' }]) {
      expect(ListEditionApplicationsQuerySchema.safeParse({ edition: 'A-B', ...bad }).success).toBe(false);
    }
  });

  it('the CSV takes the same filters and no paging', () => {
    expect(
      EditionApplicationsCsvQuerySchema.safeParse({ edition: 'A-B', status: 'x', step: '3' }).success,
    ).toBe(true);
    expect(EditionApplicationsCsvQuerySchema.safeParse({ edition: 'A-B', page: '2' }).success).toBe(false);
  });
});
