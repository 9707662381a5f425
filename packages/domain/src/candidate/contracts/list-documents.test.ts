import { describe, expect, it } from 'vitest';
import {
  type CandidateDocument,
  CandidateDocumentSchema,
  ListDocumentsResponseSchema,
} from './list-documents.ts';

const DOCUMENT: CandidateDocument = {
  id: 'd1',
  type: 'IT_Passaporto',
  name: 'Passaporto',
  dueDate: '2025-09-01',
  uploadedAt: null,
  status: 'Richiesto',
  note: 'Pagina con la foto',
  refusalReason: '',
  fileName: null,
  mustEncrypt: false,
  publicKey: null,
};

describe('ListDocumentsResponseSchema — "type, name, due date, upload date, status, note, refusal reason"', () => {
  it('accepts the table rows', () => {
    expect(ListDocumentsResponseSchema.parse({ items: [DOCUMENT] })).toEqual({ items: [DOCUMENT] });
    expect(ListDocumentsResponseSchema.parse({ items: [] })).toEqual({ items: [] });
  });

  it.each(['Richiesto', 'In attesa di validazione', 'Validato', 'Rifiutato'])(
    'accepts status %s',
    (status) => {
      expect(CandidateDocumentSchema.safeParse({ ...DOCUMENT, status }).success).toBe(true);
    },
  );

  it.each([
    { field: 'status', value: 'richiesto' },
    { field: 'mustEncrypt', value: 'no' },
    { field: 'dueDate', value: undefined },
  ])('rejects $field = $value', ({ field, value }) => {
    expect(CandidateDocumentSchema.safeParse({ ...DOCUMENT, [field]: value }).success).toBe(false);
  });
});
