import { describe, expect, it } from 'vitest';
import { titled } from '../testing/titled.ts';
import {
  canUpload,
  DOCUMENT_STATUS,
  DOCUMENT_STATUSES,
  documentTypeKey,
  documentTypeLabel,
  parseDocumentStatus,
  uploadEncryptionProblem,
} from './documents.ts';

describe('document statuses — "Richiesto, In attesa di validazione (document states)"', () => {
  it('the two quoted states are spelt as the specification spells them', () => {
    expect(DOCUMENT_STATUS.requested).toBe('Richiesto');
    expect(DOCUMENT_STATUS.awaitingValidation).toBe('In attesa di validazione');
    expect(DOCUMENT_STATUSES).toEqual(['Richiesto', 'In attesa di validazione', 'Validato', 'Rifiutato']);
  });

  it.each(
    titled<{ case: string; value: string | null; expected: string | null }>('$case', [
      { case: 'exact', value: 'Richiesto', expected: 'Richiesto' },
      {
        case: 'lower case from the CRM',
        value: 'in attesa di validazione',
        expected: 'In attesa di validazione',
      },
      { case: 'upper case with spaces', value: ' VALIDATO ', expected: 'Validato' },
      { case: 'Rifiutato', value: 'rifiutato', expected: 'Rifiutato' },
      { case: 'unknown value', value: 'Archiviato', expected: null },
      { case: 'null', value: null, expected: null },
    ]),
  )('parseDocumentStatus: %s', (_title, { value, expected }) => {
    expect(parseDocumentStatus(value)).toBe(expected);
  });
});

describe('documentTypeLabel — "Tipo_Documento__c (prefix before an underscore dropped for display)"', () => {
  it.each(
    titled<{ case: string; type: string | null; expected: string }>('$case: "$type" → "$expected"', [
      { case: 'prefix dropped', type: 'IT_Passaporto', expected: 'Passaporto' },
      {
        case: 'prefix dropped, spaces kept after it',
        type: 'DOC_Carta di identità',
        expected: 'Carta di identità',
      },
      {
        case: 'only the first prefix is dropped',
        type: 'A_Permesso_di_soggiorno',
        expected: 'Permesso_di_soggiorno',
      },
      { case: 'no underscore: shown whole', type: 'Curriculum', expected: 'Curriculum' },
      { case: 'leading underscore', type: '_Visto', expected: 'Visto' },
      { case: 'nothing after the underscore: shown whole', type: 'Visto_', expected: 'Visto_' },
      { case: 'surrounding spaces trimmed', type: '  EN_Certificate  ', expected: 'Certificate' },
      { case: 'null', type: null, expected: '' },
      { case: 'empty', type: '', expected: '' },
    ]),
  )('%s', (_title, { type, expected }) => {
    expect(documentTypeLabel(type)).toBe(expected);
  });
});

describe('canUpload — "Document table with upload button (only for documents with Stato Richiesto)."', () => {
  it.each(
    titled<{ case: string; status: string | null; expected: boolean }>('$case → $expected', [
      { case: 'Richiesto', status: 'Richiesto', expected: true },
      { case: 'richiesto (CRM casing)', status: 'richiesto', expected: true },
      { case: 'In attesa di validazione', status: 'In attesa di validazione', expected: false },
      { case: 'Validato', status: 'Validato', expected: false },
      { case: 'Rifiutato', status: 'Rifiutato', expected: false },
      { case: 'no status', status: null, expected: false },
    ]),
  )('%s', (_title, { status, expected }) => {
    expect(canUpload({ status })).toBe(expected);
  });
});

describe('uploadEncryptionProblem — "Documents can be encrypted with a provider public key (cryptDoc) before upload."', () => {
  it.each(
    titled<{
      case: string;
      mustEncrypt: boolean;
      encrypted: boolean;
      expected: ReturnType<typeof uploadEncryptionProblem>;
    }>('$case → $expected', [
      { case: 'an encrypted document arrives encrypted', mustEncrypt: true, encrypted: true, expected: null },
      { case: 'a plain document arrives plain', mustEncrypt: false, encrypted: false, expected: null },
      {
        case: 'an encrypted document arrives in clear',
        mustEncrypt: true,
        encrypted: false,
        expected: 'upload.encryptionRequired',
      },
      {
        case: 'a plain document arrives encrypted',
        mustEncrypt: false,
        encrypted: true,
        expected: 'upload.encryptionNotExpected',
      },
    ]),
  )('%s', (_title, { mustEncrypt, encrypted, expected }) => {
    expect(uploadEncryptionProblem({ mustEncrypt }, encrypted)).toBe(expected);
  });
});

describe('documentTypeKey — one document, one key, whichever picklist spelled its type', () => {
  it.each([
    ['IT_Passaporto', 'passaporto'],
    ['EN_Passport', 'passaporto'],
    ['Passport', 'passaporto'],
    ['IT_CertificatoLingua', 'certificatolingua'],
    ['EN_LanguageCertificate', 'certificatolingua'],
    ['IT_CodiceFiscale', 'codicefiscale'],
    ["DOC_Carta d'identità", 'cartadidentita'],
    ['EN_VisaLetter', 'visaletter'],
    ['', ''],
  ])('%s → %s', (type, key) => {
    expect(documentTypeKey(type)).toBe(key);
  });
});
