import { describe, expect, it } from 'vitest';
import { resolvePreferences, wantsChannel } from './kinds.ts';

describe('preferences per kind and channel (decision 51)', () => {
  it('every channel is on until changed; mail exists only for the kinds that mail', () => {
    expect(resolvePreferences([])).toEqual([
      { kind: 'documents', inApp: true, push: true, mail: true },
      { kind: 'orders', inApp: true, push: true, mail: true },
      { kind: 'bookings', inApp: true, push: true, mail: true },
      { kind: 'tickets', inApp: true, push: true, mail: null },
      { kind: 'survey', inApp: true, push: true, mail: null },
      { kind: 'school', inApp: true, push: true, mail: null },
    ]);
    expect(wantsChannel([], 'survey', 'mail')).toBe(false);
    expect(wantsChannel([{ kind: 'survey', channel: 'mail', enabled: true }], 'survey', 'mail')).toBe(false);
  });

  it('a stored choice wins for its kind and channel only', () => {
    const stored = [{ kind: 'orders', channel: 'push', enabled: false }];
    expect(wantsChannel(stored, 'orders', 'push')).toBe(false);
    expect(wantsChannel(stored, 'orders', 'inApp')).toBe(true);
    expect(wantsChannel(stored, 'bookings', 'push')).toBe(true);
  });
});
