import '../../../test/setup';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { applicationStatusText, documentTypeText, valueKey } from './value-labels';

const tIn = (lng: 'it' | 'en') => i18n.getFixedT(lng, 'candidate');

describe('values of the CRM in the interface language', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces(['candidate']);
    await i18n.loadLanguages(['it', 'en']);
  });

  it('translates application statuses and stages, and shows unknown ones as they are', () => {
    expect(applicationStatusText(tIn('en'), 'In valutazione')).toBe('Under review');
    expect(applicationStatusText(tIn('en'), 'Non completata')).toBe('Not completed');
    expect(applicationStatusText(tIn('en'), 'Candidatura')).toBe('Application');
    expect(applicationStatusText(tIn('it'), 'In valutazione')).toBe('In valutazione');
    expect(applicationStatusText(tIn('en'), 'Stato nuovo del CRM')).toBe('Stato nuovo del CRM');
    expect(applicationStatusText(tIn('en'), null)).toBe('');
  });

  it('translates document types (prefix dropped), spacing out unknown identifiers', () => {
    expect(documentTypeText(tIn('en'), 'IT_CodiceFiscale')).toBe('Tax code');
    expect(documentTypeText(tIn('it'), 'IT_CodiceFiscale')).toBe('Codice fiscale');
    expect(documentTypeText(tIn('en'), 'EN_Passport')).toBe('Passport');
    expect(documentTypeText(tIn('en'), 'IT_PortoDArmi')).toBe('Porto DArmi');
    // The application's own upload types, spelt with spaces.
    expect(documentTypeText(tIn('it'), 'Motivational Letter')).toBe('Lettera motivazionale');
    expect(documentTypeText(tIn('it'), 'Certificato Lingua')).toBe('Certificato di lingua');
    expect(documentTypeText(tIn('it'), 'EN_Passport')).toBe('Passaporto');
  });

  it('keys values by their letters', () => {
    expect(valueKey(' In valutazione ')).toBe('in_valutazione');
    expect(valueKey('Città')).toBe('citta');
  });
});
