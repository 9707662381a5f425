import { describe, expect, it } from 'vitest';
import { candidateTabs } from './tabs.ts';

describe('candidateTabs — "Tabs: candidatura, documenti, pagamenti, abbigliamento, and visto (only when visa is enabled)"', () => {
  it('shows the four fixed tabs without a visa', () => {
    expect(candidateTabs({ visaEnabled: false })).toEqual([
      'application',
      'documents',
      'payments',
      'clothing',
    ]);
  });
  it('adds visto last when the visa is enabled', () => {
    expect(candidateTabs({ visaEnabled: true })).toEqual([
      'application',
      'documents',
      'payments',
      'clothing',
      'visa',
    ]);
  });
});
