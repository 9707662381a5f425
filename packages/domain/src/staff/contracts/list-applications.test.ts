import { describe, expect, it } from 'vitest';
import { ListEditionApplicationsQuerySchema } from './list-applications.ts';

describe('GET /api/staff/applications — query', () => {
  it('needs an edition product code and coerces the filters', () => {
    expect(
      ListEditionApplicationsQuerySchema.parse({ edition: 'CUCINA-2027A', step: '5', status: ' ' }),
    ).toEqual({
      edition: 'CUCINA-2027A',
      step: 5,
      status: undefined,
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
});
