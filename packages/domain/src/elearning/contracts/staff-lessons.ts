import { z } from 'zod';
import { TEXT_MAX } from '../../shared/limits.ts';
import { LOCALES } from '../../shared/locale.ts';
import { plainString } from '../../shared/text.ts';
import { versionField } from '../../staff/contracts/fields.ts';
import { isAllowedVideoUrl, LESSON_POSITION_MAX, LESSON_TYPE_MAX, VIDEO_URL_MAX } from '../lessons.ts';

/**
 * The lessons as staff with Didattica keep them (its endpoints are `staffElearningApi` in
 * `staff-endpoints.ts`): title, kind, video address (https, or a path of our own origin), language
 * (null: both), position in the list, published. Changes and deletions are made on the version read.
 */

const INVALID_VIDEO_URL = 'elearning.invalidVideoUrl';
const INVALID_LOCALE = 'elearning.invalidLocale';
const INVALID_LESSON_POSITION = 'elearning.invalidLessonPosition';

/** Required text without control characters, trimmed, 1 to `max` characters. */
const requiredText = (max: number) =>
  plainString().trim().min(1, { error: 'candidate.required' }).max(max, { error: 'request.invalid' });

const lessonFields = {
  title: requiredText(TEXT_MAX),
  type: requiredText(LESSON_TYPE_MAX),
  videoUrl: plainString()
    .trim()
    .min(1, { error: 'candidate.required' })
    .max(VIDEO_URL_MAX, { error: INVALID_VIDEO_URL })
    .refine(isAllowedVideoUrl, { error: INVALID_VIDEO_URL }),
  locale: z.enum(LOCALES, { error: INVALID_LOCALE }).nullable(),
  position: z
    .number({ error: INVALID_LESSON_POSITION })
    .int({ error: INVALID_LESSON_POSITION })
    .min(0, { error: INVALID_LESSON_POSITION })
    .max(LESSON_POSITION_MAX, { error: INVALID_LESSON_POSITION }),
  isPublished: z.boolean({ error: 'request.invalid' }),
};

export const CreateLessonBodySchema = z.strictObject(lessonFields);
export type CreateLessonBody = z.infer<typeof CreateLessonBodySchema>;

export const UpdateLessonBodySchema = z.strictObject({ ...lessonFields, version: versionField });
export type UpdateLessonBody = z.infer<typeof UpdateLessonBodySchema>;

/** DELETE /api/staff/lessons/:id?version=…: the version the deletion was decided on. */
export const DeleteLessonQuerySchema = z.strictObject({ version: versionField });
export type DeleteLessonQuery = z.infer<typeof DeleteLessonQuerySchema>;

export const StaffLessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.string(),
  videoUrl: z.string(),
  locale: z.enum(LOCALES).nullable(),
  position: z.number().int(),
  isPublished: z.boolean(),
  /** How many students have a saved position in it. */
  viewers: z.number().int(),
  updatedAt: z.string(),
  version: z.string(),
});
export type StaffLesson = z.infer<typeof StaffLessonSchema>;

/** Every lesson, published or not, in the students' order (position, then creation). */
export const ListStaffLessonsResponseSchema = z.object({ items: z.array(StaffLessonSchema) });
export type ListStaffLessonsResponse = z.infer<typeof ListStaffLessonsResponseSchema>;
