import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '../../shared/limits.ts';
import { APPLICATION_LOCALES, type ApplicationLocale } from '../../shared/locale.ts';
import { titled } from '../../testing/titled.ts';
import { type Step5Body, step5Schema, step5Visibility } from './step-5.ts';

function issuesOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return (result.error?.issues ?? []).map(
    (i) => `${i.path.join('.')}: ${/^[a-z]+\.[a-zA-Z]+$/.test(i.message) ? i.message : `zod:${i.code}`}`,
  );
}

const CV = { name: 'CV Mario Rossi.pdf', size: 350_000 };
const LETTER = { name: 'Motivation.docx', size: 40_000 };

describe('step 5 — "CV required, max 4.5 MB; motivational letter required only in non-Italian locales, max 4.5 MB; accepted extensions pdf, docx, doc"', () => {
  it.each(
    titled<{ case: string; locale: ApplicationLocale; input: Step5Body; issues: string[] }>('$case', [
      { case: 'CV and letter', locale: 'en', input: { cv: CV, motivationalLetter: LETTER }, issues: [] },
      { case: '"CV required"', locale: 'it', input: { cv: null }, issues: ['cv: application.required'] },
      { case: 'CV missing altogether', locale: 'it', input: {}, issues: ['cv: application.required'] },
      { case: 'R-letter: in Italian the letter is optional', locale: 'it', input: { cv: CV }, issues: [] },
      {
        case: '"required only in non-Italian locales": English',
        locale: 'en',
        input: { cv: CV },
        issues: ['motivationalLetter: application.required'],
      },
      {
        case: '"required only in non-Italian locales": Chinese',
        locale: 'zh',
        input: { cv: CV, motivationalLetter: null },
        issues: ['motivationalLetter: application.required'],
      },
      {
        case: 'CV "max 4.5 MB": DimensioniEccessive',
        locale: 'it',
        input: { cv: { name: 'cv.pdf', size: UPLOAD_MAX_BYTES + 1 } },
        issues: ['cv: upload.tooLarge'],
      },
      {
        case: 'letter "max 4.5 MB"',
        locale: 'en',
        input: { cv: CV, motivationalLetter: { name: 'l.doc', size: 5_000_000 } },
        issues: ['motivationalLetter: upload.tooLarge'],
      },
      {
        case: '"accepted extensions pdf, docx, doc": a JPEG CV',
        locale: 'it',
        input: { cv: { name: 'cv.jpg', size: 1000 } },
        issues: ['cv: upload.typeNotAllowed'],
      },
      {
        case: 'an empty CV (FileVuoto)',
        locale: 'it',
        input: { cv: { name: 'cv.pdf', size: 0 } },
        issues: ['cv: upload.fileEmpty'],
      },
      {
        case: 'an optional letter is still checked',
        locale: 'it',
        input: { cv: CV, motivationalLetter: { name: 'l.exe', size: 10 } },
        issues: ['motivationalLetter: upload.typeNotAllowed'],
      },
    ]),
  )('%s', (_title, { locale, input, issues }) => {
    expect(issuesOf(step5Schema({ locale }), input)).toEqual(issues);
  });

  it('returns the files', () => {
    expect(step5Schema({ locale: 'it' }).parse({ cv: CV })).toEqual({ cv: CV, motivationalLetter: null });
  });

  it('the letter is required exactly outside Italian (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...APPLICATION_LOCALES), (locale) => {
        expect(step5Visibility({ locale }).motivationalLetterRequired).toBe(locale !== 'it');
        expect(step5Schema({ locale }).safeParse({ cv: CV }).success).toBe(locale === 'it');
      }),
    );
  });

  it('accepts every allowed CV up to 4.5 MB (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: UPLOAD_MAX_BYTES }),
        fc.constantFrom('pdf', 'docx', 'doc', 'PDF'),
        (size, ext) => {
          expect(step5Schema({ locale: 'it' }).safeParse({ cv: { name: `cv.${ext}`, size } }).success).toBe(
            true,
          );
        },
      ),
    );
  });
});
