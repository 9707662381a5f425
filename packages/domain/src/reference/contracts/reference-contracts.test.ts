import { describe, expect, it } from 'vitest';
import { STATELESS_COUNTRY } from '../countries.ts';
import { LocaleQuerySchema } from './list-countries.ts';
import { ListMunicipalitiesQuerySchema } from './list-municipalities.ts';

describe('reference queries', () => {
  it('the locale is it, en or zh, Italian by default', () => {
    expect(LocaleQuerySchema.parse({})).toEqual({ locale: 'it' });
    expect(LocaleQuerySchema.safeParse({ locale: 'de' }).success).toBe(false);
  });

  it('a municipality search needs a province or a text, and a limit of 1 to 500', () => {
    expect(ListMunicipalitiesQuerySchema.safeParse({}).success).toBe(false);
    expect(ListMunicipalitiesQuerySchema.safeParse({ q: '  ' }).success).toBe(false);
    expect(ListMunicipalitiesQuerySchema.parse({ q: 'par', limit: '20' })).toEqual({ q: 'par', limit: 20 });
    expect(ListMunicipalitiesQuerySchema.parse({ province: 'PR' })).toEqual({ province: 'PR' });
    expect(ListMunicipalitiesQuerySchema.safeParse({ q: 'a', limit: '501' }).success).toBe(false);
  });

  it('"plus stateless": the stateless entry has its own key and a name per locale', () => {
    expect(STATELESS_COUNTRY.value).toBe('Apolide');
    expect(Object.keys(STATELESS_COUNTRY.names)).toEqual(['it', 'en', 'zh']);
  });
});
