import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BASE64_LENGTH } from '../../shared/limits.ts';
import { titled } from '../../testing/titled.ts';
import type { CandidateDocument } from './list-documents.ts';
import {
  FileNameSchema,
  type UploadDocumentBody,
  UploadDocumentBodySchema,
  UploadDocumentResponseSchema,
} from './upload-document.ts';

const VALID: UploadDocumentBody = {
  documentId: '0b9d6b2e-4b8e-4d0c-9a52-6f1d2c3b4a59',
  fileName: 'Passaporto Mario Rossi.pdf',
  contentBase64: 'JVBERi0xLjcK',
  encrypted: false,
};

function issuesOf(input: unknown) {
  const result = UploadDocumentBodySchema.safeParse(input);
  return (result.error?.issues ?? []).map((i) => ({
    path: i.path.join('.'),
    message: /^[a-z]+\.[a-zA-Z]+$/.test(i.message) ? i.message : `zod:${i.code}`,
  }));
}

describe('FileNameSchema — file names are data, never paths', () => {
  it.each(
    titled<{ case: string; name: string; expected: string }>('accepts $case', [
      { case: 'a plain name', name: 'cv.pdf', expected: 'cv.pdf' },
      { case: 'spaces and accents', name: 'Carta di identità.jpg', expected: 'Carta di identità.jpg' },
      { case: 'Chinese characters', name: '护照.pdf', expected: '护照.pdf' },
      { case: 'surrounding spaces, trimmed', name: '  cv.pdf ', expected: 'cv.pdf' },
      { case: '255 characters', name: `${'a'.repeat(251)}.pdf`, expected: `${'a'.repeat(251)}.pdf` },
      { case: 'dots inside the name', name: 'cv.v2.final.pdf', expected: 'cv.v2.final.pdf' },
    ]),
  )('%s', (_title, { name, expected }) => {
    expect(FileNameSchema.parse(name)).toBe(expected);
  });

  it.each(
    titled<{ case: string; name: unknown }>('rejects $case', [
      { case: 'an empty name', name: '' },
      { case: 'spaces only', name: '   ' },
      { case: '256 characters', name: `${'a'.repeat(252)}.pdf` },
      { case: 'a Unix path', name: '../../etc/passwd' },
      { case: 'a slash inside', name: 'docs/cv.pdf' },
      { case: 'a Windows path', name: 'C:\\Users\\cv.pdf' },
      { case: 'a backslash traversal', name: '..\\cv.pdf' },
      { case: '"."', name: '.' },
      { case: '".."', name: '..' },
      { case: 'a NUL byte', name: 'cv.pdf\u0000.exe' },
      { case: 'a newline', name: 'cv\n.pdf' },
      { case: 'DEL', name: 'cv\u007f.pdf' },
      { case: 'a C1 control', name: 'cv\u0085.pdf' },
      { case: 'a right-to-left override disguising ".exe"', name: 'invoice\u202Efdp.exe' },
      { case: 'a right-to-left isolate', name: 'cv\u2067.pdf' },
      { case: 'a number', name: 42 },
    ]),
  )('%s', (_title, { name }) => {
    const result = FileNameSchema.safeParse(name);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('upload.invalidFileName');
  });
});

describe('UploadDocumentBodySchema — "Sent as base64."', () => {
  it('accepts a document id, a file name, base64 content and the encryption flag', () => {
    expect(UploadDocumentBodySchema.parse(VALID)).toEqual(VALID);
  });

  it.each(
    titled<{ case: string; content: string }>('accepts base64 $case', [
      { case: 'with two padding characters', content: 'QQ==' },
      { case: 'with one padding character', content: 'QUI=' },
      { case: 'without padding', content: 'QUJD' },
      { case: 'with + and /', content: '+/+/' },
      { case: 'of the longest allowed length', content: 'A'.repeat(UPLOAD_MAX_BASE64_LENGTH) },
    ]),
  )('%s', (_title, { content }) => {
    expect(UploadDocumentBodySchema.safeParse({ ...VALID, contentBase64: content }).success).toBe(true);
  });

  it.each(
    titled<{ case: string; input: unknown; path: string; message: string }>('rejects $case → $message', [
      {
        case: '"file not empty (FileVuoto)": empty content',
        input: { ...VALID, contentBase64: '' },
        path: 'contentBase64',
        message: 'upload.fileEmpty',
      },
      {
        case: '"DimensioniEccessiveBuffer if encoded size exceeds"',
        input: { ...VALID, contentBase64: 'A'.repeat(UPLOAD_MAX_BASE64_LENGTH + 4) },
        path: 'contentBase64',
        message: 'upload.tooLargeEncoded',
      },
      {
        case: 'content with a line break',
        input: { ...VALID, contentBase64: 'QUJD\nQUJD' },
        path: 'contentBase64',
        message: 'upload.invalidEncoding',
      },
      {
        case: 'url-safe alphabet',
        input: { ...VALID, contentBase64: '-_-_' },
        path: 'contentBase64',
        message: 'upload.invalidEncoding',
      },
      {
        case: 'a length not multiple of 4',
        input: { ...VALID, contentBase64: 'QUJDR' },
        path: 'contentBase64',
        message: 'upload.invalidEncoding',
      },
      {
        case: 'three padding characters',
        input: { ...VALID, contentBase64: 'Q===' },
        path: 'contentBase64',
        message: 'upload.invalidEncoding',
      },
      {
        case: 'padding in the middle',
        input: { ...VALID, contentBase64: 'QQ==QUJD' },
        path: 'contentBase64',
        message: 'upload.invalidEncoding',
      },
      {
        case: 'a data URL prefix',
        input: { ...VALID, contentBase64: 'data:application/pdf;base64,QUJD' },
        path: 'contentBase64',
        message: 'upload.invalidEncoding',
      },
      {
        case: 'content not a string',
        input: { ...VALID, contentBase64: 123 },
        path: 'contentBase64',
        message: 'upload.invalidEncoding',
      },
      {
        case: 'a path-like file name',
        input: { ...VALID, fileName: '../secret.pdf' },
        path: 'fileName',
        message: 'upload.invalidFileName',
      },
      {
        case: 'a document id that is not a uuid',
        input: { ...VALID, documentId: '42' },
        path: 'documentId',
        message: 'request.invalid',
      },
      {
        case: 'encrypted missing',
        input: { ...VALID, encrypted: undefined },
        path: 'encrypted',
        message: 'request.invalid',
      },
      {
        case: 'encrypted as a string',
        input: { ...VALID, encrypted: 'true' },
        path: 'encrypted',
        message: 'request.invalid',
      },
      {
        case: 'an unknown field (strict)',
        input: { ...VALID, path: '/tmp/x' },
        path: '',
        message: 'zod:unrecognized_keys',
      },
    ]),
  )('%s', (_title, { input, path, message }) => {
    expect(issuesOf(input)).toContainEqual({ path, message });
  });
});

describe('UploadDocumentResponseSchema — the document after the upload', () => {
  const document: CandidateDocument = {
    id: 'd1',
    type: 'IT_Passaporto',
    name: 'Passaporto',
    dueDate: '2025-09-01',
    uploadedAt: '2025-08-01T10:00:00.000Z',
    status: 'In attesa di validazione',
    note: '',
    refusalReason: '',
    fileName: 'passaporto.pdf',
    mustEncrypt: true,
    publicKey: '-----BEGIN PUBLIC KEY-----\n...\n-----END PUBLIC KEY-----',
  };

  it('accepts a document in one of the known states', () => {
    expect(UploadDocumentResponseSchema.parse({ document })).toEqual({ document });
  });

  it('rejects a status outside the known ones', () => {
    expect(UploadDocumentResponseSchema.safeParse({ document: { ...document, status: 'Boh' } }).success).toBe(
      false,
    );
  });
});
