import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../shared/limits.ts';
import { titled } from '../testing/titled.ts';
import {
  APPLICATION_UPLOAD_TYPES,
  type ApplicationFileKind,
  acceptedExtensions,
  applicationFileProblem,
} from './uploads.ts';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]);
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);

describe('applicationFileProblem — "max 4.5 MB; accepted extensions pdf, docx, doc"', () => {
  it.each(
    titled<{
      case: string;
      kind: ApplicationFileKind;
      name: string;
      size: number;
      bytes?: Uint8Array;
      expected: string | null;
    }>('$case', [
      { case: 'a PDF CV', kind: 'cv', name: 'cv.pdf', size: 200_000, bytes: PDF, expected: null },
      { case: 'a Word CV', kind: 'cv', name: 'CV Mario.DOCX', size: 200_000, expected: null },
      {
        case: 'an old Word letter',
        kind: 'motivationalLetter',
        name: 'lettera.doc',
        size: 10,
        expected: null,
      },
      { case: 'exactly 4.5 MB', kind: 'cv', name: 'cv.pdf', size: UPLOAD_MAX_BYTES, expected: null },
      {
        case: 'one byte over 4.5 MB: DimensioniEccessive',
        kind: 'cv',
        name: 'cv.pdf',
        size: UPLOAD_MAX_BYTES + 1,
        expected: 'upload.tooLarge',
      },
      { case: 'an empty file: FileVuoto', kind: 'cv', name: 'cv.pdf', size: 0, expected: 'upload.fileEmpty' },
      {
        case: 'a JPEG CV is not accepted',
        kind: 'cv',
        name: 'cv.jpg',
        size: 1000,
        expected: 'upload.typeNotAllowed',
      },
      {
        case: 'a certificate as .txt',
        kind: 'englishCertificate',
        name: 'ielts.txt',
        size: 1000,
        expected: 'upload.typeNotAllowed',
      },
      {
        case: 'a file without extension',
        kind: 'cv',
        name: 'cv',
        size: 1000,
        expected: 'upload.typeNotAllowed',
      },
      {
        case: 'R-jpeg: "PDF or JPEG for identity document"',
        kind: 'identityDocument',
        name: 'passaporto.jpeg',
        size: 900_000,
        bytes: JPEG,
        expected: null,
      },
      {
        case: 'an identity document as PDF',
        kind: 'identityDocument',
        name: 'carta.pdf',
        size: 900_000,
        expected: null,
      },
      {
        case: 'a renamed executable',
        kind: 'cv',
        name: 'cv.pdf',
        size: 1000,
        bytes: EXE,
        expected: 'upload.contentMismatch',
      },
      {
        case: 'a wrong type that is also too large: the type first',
        kind: 'cv',
        name: 'video.mp4',
        size: 50_000_000,
        expected: 'upload.typeNotAllowed',
      },
    ]),
  )('%s', (_title, { kind, name, size, bytes, expected }) => {
    expect(applicationFileProblem(kind, { name, size, firstBytes: bytes })).toBe(expected);
  });

  it('any allowed CV up to 4.5 MB passes, anything larger is DimensioniEccessive (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 * UPLOAD_MAX_BYTES }),
        fc.constantFrom('a.pdf', 'a.doc', 'a.docx'),
        (size, name) => {
          expect(applicationFileProblem('cv', { name, size })).toBe(
            size > UPLOAD_MAX_BYTES ? 'upload.tooLarge' : null,
          );
        },
      ),
    );
  });

  it('"Upload types: CV, Motivational Letter, Certificato Lingua"', () => {
    expect(APPLICATION_UPLOAD_TYPES).toEqual({
      cv: 'CV',
      motivationalLetter: 'Motivational Letter',
      englishCertificate: 'Certificato Lingua',
    });
  });

  it('accept attributes', () => {
    expect(acceptedExtensions('cv')).toBe('.pdf,.docx,.doc');
    expect(acceptedExtensions('identityDocument')).toBe('.pdf,.jpg,.jpeg,.png,.docx,.doc');
  });
});
