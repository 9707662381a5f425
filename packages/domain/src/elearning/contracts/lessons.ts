import { z } from 'zod';
import { LESSON_DURATION_MAX_SECONDS } from '../lessons.ts';

/**
 * The student's side of e-learning: the lessons (getMateriali (locale)) and the progress of one
 * lesson; its endpoints are `elearningApi` in `endpoints.ts`.
 */

/** Where the student stopped in a lesson (whole seconds) and when it was saved. */
export const LessonProgressSchema = z.object({
  positionSeconds: z.number().int(),
  durationSeconds: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type LessonProgress = z.infer<typeof LessonProgressSchema>;

/** One lesson as students see it (Name, Tipo_Risorsa__c, Link_Risorsa__c), with their progress. */
export const LessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.string(),
  videoUrl: z.string(),
  progress: LessonProgressSchema.nullable(),
});
export type Lesson = z.infer<typeof LessonSchema>;

/** The published lessons of the student's language (and those of both), in their order. */
export const ListLessonsResponseSchema = z.object({ items: z.array(LessonSchema) });
export type ListLessonsResponse = z.infer<typeof ListLessonsResponseSchema>;

export const LessonParamsSchema = z.object({ id: z.uuid({ error: 'request.invalid' }) });

export const GetLessonProgressResponseSchema = z.object({
  lessonId: z.string(),
  progress: LessonProgressSchema.nullable(),
});
export type GetLessonProgressResponse = z.infer<typeof GetLessonProgressResponseSchema>;

const POSITION_BEYOND_DURATION = 'elearning.positionBeyondDuration';
const INVALID_POSITION = 'elearning.invalidPosition';

/**
 * PUT …/progress: whole seconds; the position from 0 to the duration, the duration from 1 to a
 * day (LESSON_DURATION_MAX_SECONDS). A position past the duration is refused
 * (`elearning.positionBeyondDuration`), as is a negative or fractional one (`elearning.invalidPosition`).
 */
export const SaveLessonProgressBodySchema = z
  .strictObject({
    positionSeconds: z
      .number({ error: INVALID_POSITION })
      .int({ error: INVALID_POSITION })
      .min(0, { error: INVALID_POSITION })
      .max(LESSON_DURATION_MAX_SECONDS, { error: POSITION_BEYOND_DURATION }),
    durationSeconds: z
      .number({ error: INVALID_POSITION })
      .int({ error: INVALID_POSITION })
      .min(1, { error: INVALID_POSITION })
      .max(LESSON_DURATION_MAX_SECONDS, { error: INVALID_POSITION }),
  })
  .refine((b) => b.positionSeconds <= b.durationSeconds, {
    error: POSITION_BEYOND_DURATION,
    path: ['positionSeconds'],
  });
export type SaveLessonProgressBody = z.infer<typeof SaveLessonProgressBodySchema>;
