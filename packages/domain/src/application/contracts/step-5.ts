import { z } from 'zod';
import { isItalianLocale } from '../language.ts';
import { type ApplicationContext, FieldCheck, type FileDescriptor, fileField, rawFile } from './fields.ts';

/**
 * Step 5, CV and motivational letter (specification 001, section 5): "CV required, max 4.5 MB;
 * motivational letter required only in non-Italian locales, max 4.5 MB; accepted extensions pdf,
 * docx, doc. Oversize shows the size in MB and the DimensioniEccessive alert."
 *
 * The files travel in the upload (upload types "CV" and "Motivational Letter"); the step names the
 * files chosen or uploaded, so the same rules judge them in the browser before the upload and on
 * the server before the step is saved. Reading R-letter: in Italian the letter is shown and
 * optional ("required only in non-Italian locales"), not hidden.
 */
export const Step5BodySchema = z.strictObject({
  cv: rawFile(),
  motivationalLetter: rawFile(),
});
export type Step5Body = z.input<typeof Step5BodySchema>;

export interface Step5Visibility {
  motivationalLetterRequired: boolean;
}

export function step5Visibility(ctx: Pick<ApplicationContext, 'locale'>): Step5Visibility {
  return { motivationalLetterRequired: !isItalianLocale(ctx.locale) };
}

export interface Step5Values {
  cv: FileDescriptor;
  motivationalLetter: FileDescriptor | null;
}

export function step5Schema(ctx: Pick<ApplicationContext, 'locale'>) {
  const visible = step5Visibility(ctx);
  return Step5BodySchema.transform((raw, zctx): Step5Values => {
    const check = new FieldCheck(zctx);
    const cv = check.field('cv', fileField('cv', true), raw.cv);
    const motivationalLetter = check.field(
      'motivationalLetter',
      fileField('motivationalLetter', visible.motivationalLetterRequired),
      raw.motivationalLetter,
    );
    if (!check.ok || cv === null) return z.NEVER;
    return { cv, motivationalLetter };
  });
}
export type Step5Input = z.input<ReturnType<typeof step5Schema>>;
