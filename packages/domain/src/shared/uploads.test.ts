import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CANDIDATE_DOCUMENT_FILE_TYPES } from '../candidate/documents.ts';
import { titled } from '../testing/titled.ts';
import { UPLOAD_ENCRYPTION_OVERHEAD_BYTES, UPLOAD_MAX_BASE64_LENGTH, UPLOAD_MAX_BYTES } from './limits.ts';
import {
  acceptAttribute,
  bytesToMb,
  detectFileType,
  fileExtension,
  fileTypeFromName,
  formatFileSizeMb,
  formatUploadLimit,
  UPLOAD_FILE_TYPES,
  UPLOAD_PROBLEM_ERROR,
  UPLOAD_SNIFF_BYTES,
  type UploadFileType,
  type UploadProblem,
  uploadProblem,
  uploadProblemName,
  uploadRefusal,
  uploadTypeProblem,
} from './uploads.ts';

const NBSP = '\u00a0';

// First bytes of real files of each kind, padded to UPLOAD_SNIFF_BYTES.
const bytes = (...values: number[]) => {
  const out = new Uint8Array(Math.max(UPLOAD_SNIFF_BYTES, values.length));
  out.set(values);
  return out;
};
const ascii = (text: string) => bytes(...[...text].map((c) => c.charCodeAt(0)));
const PDF = ascii('%PDF-1.7');
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46);
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00);
const OLE2 = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const EXE = ascii('MZ\x90\x00\x03\x00\x00\x00');
const ELF = bytes(0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00);
const HTML = ascii('<!DOCTYP');
const EMPTY_ZIP = bytes(0x50, 0x4b, 0x05, 0x06);
/** "RIFF", a container size, "WEBP" (a lossy WebP: "VP8 " follows). */
const WEBP = ascii('RIFF\x24\x10\x00\x00WEBPVP8 ');
/** A RIFF file of another kind (a WAV sound). */
const WAV = ascii('RIFF\x24\x10\x00\x00WAVEfmt ');

describe('uploadProblem — "file not empty (FileVuoto); not over the limit (DimensioniEccessive; DimensioniEccessiveBuffer if encoded size exceeds)"', () => {
  it.each(
    titled<{ case: string; input: Parameters<typeof uploadProblem>[0]; expected: UploadProblem | null }>(
      '$case → $expected',
      [
        { case: '"file not empty": 0 bytes', input: { size: 0 }, expected: 'FileVuoto' },
        { case: 'a negative size counts as empty', input: { size: -1 }, expected: 'FileVuoto' },
        { case: 'NaN counts as empty', input: { size: Number.NaN }, expected: 'FileVuoto' },
        { case: 'an empty encoded payload', input: { size: 10, base64Length: 0 }, expected: 'FileVuoto' },
        { case: '1 byte', input: { size: 1 }, expected: null },
        {
          case: 'exactly 4,718,592 bytes (the stricter 4.5 MB reading)',
          input: { size: UPLOAD_MAX_BYTES },
          expected: null,
        },
        { case: '4,718,593 bytes', input: { size: UPLOAD_MAX_BYTES + 1 }, expected: 'DimensioniEccessive' },
        {
          case: '5,242,880 bytes (the looser 5 MB reading) is refused',
          input: { size: 5_242_880 },
          expected: 'DimensioniEccessive',
        },
        { case: 'Infinity', input: { size: Number.POSITIVE_INFINITY }, expected: 'DimensioniEccessive' },
        {
          case: 'a file at the limit, encoded',
          input: { size: UPLOAD_MAX_BYTES, base64Length: 4 * Math.ceil(UPLOAD_MAX_BYTES / 3) },
          expected: null,
        },
        {
          case: 'encoded payload at the longest allowed',
          input: { size: 1000, base64Length: UPLOAD_MAX_BASE64_LENGTH },
          expected: null,
        },
        {
          case: '"DimensioniEccessiveBuffer if encoded size exceeds"',
          input: { size: 1000, base64Length: UPLOAD_MAX_BASE64_LENGTH + 1 },
          expected: 'DimensioniEccessiveBuffer',
        },
        {
          case: 'an oversize file is DimensioniEccessive before its encoding is looked at',
          input: { size: UPLOAD_MAX_BYTES + 1, base64Length: UPLOAD_MAX_BASE64_LENGTH + 1 },
          expected: 'DimensioniEccessive',
        },
        {
          case: 'encrypted payload: the envelope may add its overhead',
          input: { size: UPLOAD_MAX_BYTES + UPLOAD_ENCRYPTION_OVERHEAD_BYTES, encrypted: true },
          expected: null,
        },
        {
          case: 'encrypted payload beyond the overhead',
          input: { size: UPLOAD_MAX_BYTES + UPLOAD_ENCRYPTION_OVERHEAD_BYTES + 1, encrypted: true },
          expected: 'DimensioniEccessive',
        },
      ],
    ),
  )('%s', (_title, { input, expected }) => {
    expect(uploadProblem(input)).toBe(expected);
  });

  it('each problem has its error code', () => {
    expect(UPLOAD_PROBLEM_ERROR).toEqual({
      FileVuoto: 'upload.fileEmpty',
      DimensioniEccessive: 'upload.tooLarge',
      DimensioniEccessiveBuffer: 'upload.tooLargeEncoded',
    });
  });

  it('property: any non-empty file up to the limit, honestly encoded, has no problem', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: UPLOAD_MAX_BYTES }), fc.boolean(), (size, encrypted) => {
        const envelope = encrypted ? UPLOAD_ENCRYPTION_OVERHEAD_BYTES : 0;
        const base64Length = 4 * Math.ceil((size + envelope) / 3);
        return uploadProblem({ size: size + envelope, base64Length, encrypted }) === null;
      }),
    );
  });
});

describe('bytesToMb / formatFileSizeMb — "File sizes shown in MB (divide by 1e6)."', () => {
  it.each([
    { bytes: 0, mb: 0 },
    { bytes: 1_000_000, mb: 1 },
    { bytes: UPLOAD_MAX_BYTES, mb: 4.718592 },
    { bytes: 5_242_880, mb: 5.24288 },
  ])('$bytes bytes → $mb MB', ({ bytes: value, mb }) => {
    expect(bytesToMb(value)).toBe(mb);
  });

  it.each(
    titled<{ case: string; bytes: number; locale: 'it' | 'en'; expected: string }>('$case → "$expected"', [
      { case: 'the limit, Italian', bytes: UPLOAD_MAX_BYTES, locale: 'it', expected: '4,72 MB' },
      { case: 'the limit, English', bytes: UPLOAD_MAX_BYTES, locale: 'en', expected: '4.72 MB' },
      { case: '1e6 bytes is 1 MB, not 0.95', bytes: 1_000_000, locale: 'it', expected: '1 MB' },
      { case: 'half a megabyte', bytes: 500_000, locale: 'it', expected: '0,5 MB' },
      { case: 'a 5 MB file (5,242,880 bytes)', bytes: 5_242_880, locale: 'en', expected: '5.24 MB' },
      {
        case: 'a large file groups thousands (en)',
        bytes: 1_234_000_000,
        locale: 'en',
        expected: '1,234 MB',
      },
      {
        case: 'a large file groups thousands (it)',
        bytes: 12_345_000_000,
        locale: 'it',
        expected: '12.345 MB',
      },
      { case: '0 bytes', bytes: 0, locale: 'it', expected: '0 MB' },
      { case: 'a small file is not "0 MB" (it)', bytes: 1_200, locale: 'it', expected: '< 0,01 MB' },
      { case: 'a small file is not "0 MB" (en)', bytes: 9_999, locale: 'en', expected: '< 0.01 MB' },
      { case: '10,000 bytes is 0.01 MB', bytes: 10_000, locale: 'en', expected: '0.01 MB' },
      { case: 'a negative size shows 0', bytes: -5, locale: 'it', expected: '0 MB' },
    ]),
  )('%s', (_title, { bytes: value, locale, expected }) => {
    expect(formatFileSizeMb(value, locale).replaceAll(NBSP, ' ')).toBe(expected);
  });

  it('Italian is the default', () => {
    expect(formatFileSizeMb(2_500_000)).toBe('2,5 MB');
  });
});

describe('detectFileType — the file type by content (magic numbers)', () => {
  it.each(
    titled<{ case: string; first: Uint8Array; expected: UploadFileType | null }>('$case → $expected', [
      { case: 'PDF "%PDF-"', first: PDF, expected: 'pdf' },
      { case: 'PNG signature', first: PNG, expected: 'png' },
      { case: 'JPEG FF D8 FF (JFIF)', first: JPEG, expected: 'jpeg' },
      { case: 'JPEG FF D8 FF (Exif)', first: bytes(0xff, 0xd8, 0xff, 0xe1), expected: 'jpeg' },
      { case: 'ZIP "PK\\x03\\x04" (a .docx is a ZIP)', first: ZIP, expected: 'docx' },
      { case: 'OLE2 D0 CF 11 E0 A1 B1 1A E1 (a .doc)', first: OLE2, expected: 'doc' },
      { case: 'WebP "RIFF" size "WEBP"', first: WEBP, expected: 'webp' },
      { case: 'a RIFF file that is not WebP (WAV)', first: WAV, expected: null },
      { case: 'WebP cut before "WEBP"', first: WEBP.slice(0, 8), expected: null },
      { case: 'Windows executable "MZ"', first: EXE, expected: null },
      { case: 'ELF executable', first: ELF, expected: null },
      { case: 'HTML text', first: HTML, expected: null },
      { case: 'an empty ZIP (PK\\x05\\x06) holds no document', first: EMPTY_ZIP, expected: null },
      { case: '"%PDF" without the dash', first: ascii('%PDF1.7'), expected: null },
      { case: 'no bytes', first: new Uint8Array(0), expected: null },
      { case: 'PNG signature cut short', first: new Uint8Array([0x89, 0x50, 0x4e, 0x47]), expected: null },
      { case: 'PDF after a leading space is not sniffed', first: ascii(' %PDF-1.'), expected: null },
    ]),
  )('%s', (_title, { first, expected }) => {
    expect(detectFileType(first)).toBe(expected);
  });

  it('reads no more than UPLOAD_SNIFF_BYTES', () => {
    for (const first of [PDF, PNG, JPEG, WEBP, ZIP, OLE2]) {
      const longer = new Uint8Array(64);
      longer.set(first.slice(0, UPLOAD_SNIFF_BYTES));
      expect(detectFileType(first.slice(0, UPLOAD_SNIFF_BYTES))).toBe(detectFileType(longer));
    }
  });
});

describe('fileExtension / fileTypeFromName', () => {
  it.each(
    titled<{ case: string; name: string; extension: string; type: UploadFileType | null }>('$case', [
      { case: '"cv.pdf"', name: 'cv.pdf', extension: 'pdf', type: 'pdf' },
      { case: 'upper case "CV.PDF"', name: 'CV.PDF', extension: 'pdf', type: 'pdf' },
      { case: '"foto.jpg"', name: 'foto.jpg', extension: 'jpg', type: 'jpeg' },
      { case: '"foto.JPEG"', name: 'foto.JPEG', extension: 'jpeg', type: 'jpeg' },
      { case: '"scan.png"', name: 'scan.png', extension: 'png', type: 'png' },
      { case: '"giacca.webp"', name: 'giacca.webp', extension: 'webp', type: 'webp' },
      { case: '"lettera.docx"', name: 'lettera.docx', extension: 'docx', type: 'docx' },
      { case: '"lettera.doc"', name: 'lettera.doc', extension: 'doc', type: 'doc' },
      { case: 'the last dot counts: "cv.pdf.exe"', name: 'cv.pdf.exe', extension: 'exe', type: null },
      { case: 'no extension', name: 'README', extension: '', type: null },
      { case: 'a dot file has no extension', name: '.pdf', extension: '', type: null },
      { case: 'a trailing dot', name: 'cv.', extension: '', type: null },
      { case: 'trailing spaces trimmed', name: 'cv.pdf  ', extension: 'pdf', type: 'pdf' },
    ]),
  )('%s', (_title, { name, extension, type }) => {
    expect(fileExtension(name)).toBe(extension);
    expect(fileTypeFromName(name)).toBe(type);
  });
});

describe('uploadTypeProblem — "the file type is checked by content, not only by name"', () => {
  const APPLICATION: UploadFileType[] = ['pdf', 'docx', 'doc']; // "accepted extensions pdf, docx, doc"
  it.each(
    titled<{
      case: string;
      name: string;
      first: Uint8Array;
      allowed: readonly UploadFileType[];
      expected: ReturnType<typeof uploadTypeProblem>;
    }>('$case → $expected', [
      { case: 'a PDF named .pdf', name: 'cv.pdf', first: PDF, allowed: APPLICATION, expected: null },
      { case: 'a Word file named .docx', name: 'cv.docx', first: ZIP, allowed: APPLICATION, expected: null },
      { case: 'a WebP named .webp', name: 'a.webp', first: WEBP, allowed: ['webp'], expected: null },
      {
        case: 'a WAV renamed .webp',
        name: 'a.webp',
        first: WAV,
        allowed: ['webp'],
        expected: 'upload.contentMismatch',
      },
      {
        case: 'a PNG renamed .webp',
        name: 'a.webp',
        first: PNG,
        allowed: ['webp', 'png'],
        expected: 'upload.contentMismatch',
      },
      {
        case: 'an old Word file named .doc',
        name: 'cv.doc',
        first: OLE2,
        allowed: APPLICATION,
        expected: null,
      },
      {
        case: 'a JPEG named .jpg',
        name: 'id.jpg',
        first: JPEG,
        allowed: CANDIDATE_DOCUMENT_FILE_TYPES,
        expected: null,
      },
      {
        case: 'a PNG named .png',
        name: 'id.png',
        first: PNG,
        allowed: CANDIDATE_DOCUMENT_FILE_TYPES,
        expected: null,
      },
      {
        case: 'a renamed executable (MZ) named .pdf',
        name: 'cv.pdf',
        first: EXE,
        allowed: APPLICATION,
        expected: 'upload.contentMismatch',
      },
      {
        case: 'a renamed executable named .docx',
        name: 'cv.docx',
        first: EXE,
        allowed: APPLICATION,
        expected: 'upload.contentMismatch',
      },
      {
        case: 'a PDF renamed .docx',
        name: 'cv.docx',
        first: PDF,
        allowed: APPLICATION,
        expected: 'upload.contentMismatch',
      },
      {
        case: 'a ZIP named .doc (docx only with a .docx name)',
        name: 'cv.doc',
        first: ZIP,
        allowed: APPLICATION,
        expected: 'upload.contentMismatch',
      },
      {
        case: 'an OLE2 file named .docx',
        name: 'cv.docx',
        first: OLE2,
        allowed: APPLICATION,
        expected: 'upload.contentMismatch',
      },
      {
        case: 'a JPEG named .png',
        name: 'id.png',
        first: JPEG,
        allowed: CANDIDATE_DOCUMENT_FILE_TYPES,
        expected: 'upload.contentMismatch',
      },
      {
        case: 'an executable named .exe',
        name: 'setup.exe',
        first: EXE,
        allowed: APPLICATION,
        expected: 'upload.typeNotAllowed',
      },
      {
        case: 'a ZIP named .zip',
        name: 'all.zip',
        first: ZIP,
        allowed: APPLICATION,
        expected: 'upload.typeNotAllowed',
      },
      {
        case: 'a real JPEG where only pdf, docx, doc are accepted',
        name: 'id.jpg',
        first: JPEG,
        allowed: APPLICATION,
        expected: 'upload.typeNotAllowed',
      },
      {
        case: 'no extension',
        name: 'cv',
        first: PDF,
        allowed: APPLICATION,
        expected: 'upload.typeNotAllowed',
      },
      {
        case: 'a double extension ending in .exe',
        name: 'cv.pdf.exe',
        first: PDF,
        allowed: APPLICATION,
        expected: 'upload.typeNotAllowed',
      },
      { case: 'nothing allowed', name: 'cv.pdf', first: PDF, allowed: [], expected: 'upload.typeNotAllowed' },
    ]),
  )('%s', (_title, { name, first, allowed, expected }) => {
    expect(uploadTypeProblem(name, first, allowed)).toBe(expected);
  });

  it('property: an unknown header is never allowed, whatever the name', () => {
    const unknownHeader = fc
      .uint8Array({ minLength: UPLOAD_SNIFF_BYTES, maxLength: UPLOAD_SNIFF_BYTES })
      .filter((b) => detectFileType(b) === null);
    const name = fc.constantFrom('a.pdf', 'a.png', 'a.jpg', 'a.jpeg', 'a.docx', 'a.doc', 'a.exe');
    fc.assert(
      fc.property(
        unknownHeader,
        name,
        (first, fileName) => uploadTypeProblem(fileName, first, UPLOAD_FILE_TYPES) !== null,
      ),
    );
  });
});

describe('formatUploadLimit — the limit as the specification writes it', () => {
  it('reads 4,5 MB in Italian and 4.5 MB in English', () => {
    expect(formatUploadLimit(UPLOAD_MAX_BYTES, 'it')).toBe('4,5 MB');
    expect(formatUploadLimit(UPLOAD_MAX_BYTES, 'en')).toBe('4.5 MB');
  });

  it('never reads the same as the size of a file it refuses', () => {
    for (const over of [1, 1000, 5000, 300_000]) {
      const size = formatFileSizeMb(UPLOAD_MAX_BYTES + over, 'it');
      expect(size).not.toBe(formatUploadLimit(UPLOAD_MAX_BYTES, 'it'));
      expect(size).toBe(over < 5000 ? '4,72 MB' : size);
    }
  });
});

describe('uploadRefusal — empty, then type by name and content, then size', () => {
  const DOCS: readonly UploadFileType[] = ['pdf', 'docx', 'doc'];
  it.each(
    titled<{
      case: string;
      file: Parameters<typeof uploadRefusal>[0];
      expected: string | null;
    }>('$case', [
      { case: 'a PDF', file: { name: 'a.pdf', size: 10, firstBytes: PDF }, expected: null },
      {
        case: 'an empty file of a wrong type',
        file: { name: 'a.exe', size: 0 },
        expected: 'upload.fileEmpty',
      },
      {
        case: 'an oversize file of a wrong type',
        file: { name: 'a.exe', size: UPLOAD_MAX_BYTES + 1 },
        expected: 'upload.typeNotAllowed',
      },
      {
        case: 'a renamed executable',
        file: { name: 'a.pdf', size: 10, firstBytes: EXE },
        expected: 'upload.contentMismatch',
      },
      { case: 'by name only when no bytes are known', file: { name: 'a.pdf', size: 10 }, expected: null },
      {
        case: 'an image where documents only are allowed',
        file: { name: 'a.png', size: 10, firstBytes: PNG },
        expected: 'upload.typeNotAllowed',
      },
      {
        case: 'an oversize PDF',
        file: { name: 'a.pdf', size: UPLOAD_MAX_BYTES + 1, firstBytes: PDF },
        expected: 'upload.tooLarge',
      },
      {
        case: 'an encoded payload over its limit',
        file: { name: 'a.pdf', size: 10, base64Length: UPLOAD_MAX_BASE64_LENGTH + 1 },
        expected: 'upload.tooLargeEncoded',
      },
      {
        case: 'an encrypted envelope: the name counts, not the content',
        file: { name: 'a.pdf', size: UPLOAD_MAX_BYTES + 100, firstBytes: EXE, encrypted: true },
        expected: null,
      },
      {
        case: 'an encrypted envelope of a wrong name',
        file: { name: 'a.exe', size: 100, encrypted: true },
        expected: 'upload.typeNotAllowed',
      },
    ]),
  )('%s', (_title, { file, expected }) => {
    expect(uploadRefusal(file, DOCS)).toBe(expected);
  });
});

describe('uploadProblemName — the names the specification gives to refusals', () => {
  it.each(Object.entries(UPLOAD_PROBLEM_ERROR))('%s ← %s', (name, code) => {
    expect(uploadProblemName(code)).toBe(name);
  });
  it('is null for the others', () => {
    expect(uploadProblemName('upload.typeNotAllowed')).toBeNull();
  });
});

describe('acceptAttribute — the filter of the file chooser', () => {
  it('lists every extension of the types, in order', () => {
    expect(acceptAttribute(['pdf', 'jpeg', 'docx'])).toBe('.pdf,.jpg,.jpeg,.docx');
  });
});
