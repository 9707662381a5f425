import { describe, expect, it } from 'vitest';
import { auditParams, fromDay } from './audit-page';

describe('the change log filters as the API reads them', () => {
  it('a number of days becomes the first day, in the school calendar (today counts as one)', () => {
    const now = new Date('2026-03-10T23:30:00Z'); // already 11 March in Rome
    expect(fromDay(1, now)).toBe('2026-03-11');
    expect(fromDay(7, now)).toBe('2026-03-05');
  });

  it('keeps the table and valid ids, drops ids that are not ids and any other period', () => {
    const id = '0b9d6b2e-4b8e-4d0c-9a52-6f1d2c3b4a59';
    expect(auditParams({ table: 'documents', recordId: id, changedBy: 'nobody', page: '2' })).toEqual({
      table: 'documents',
      recordId: id,
      page: '2',
    });
    expect(auditParams({ days: '3' })).toEqual({});
    expect(Object.keys(auditParams({ days: '30' }))).toEqual(['from']);
  });
});
