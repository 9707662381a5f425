import * as elearningApi from '@school/domain/elearning/contracts/endpoints';
import type { SaveLessonProgressBody } from '@school/domain/elearning/contracts/lessons';
import { call } from '../../../lib/api-client';

/** Saves where the student is. `keepalive` for the last save while the page goes away (the request outlives it). */
export const saveLessonProgress = (
  lessonId: string,
  body: SaveLessonProgressBody,
  options: { keepalive?: boolean } = {},
) => call(elearningApi.saveProgress, { params: { id: lessonId }, body, keepalive: options.keepalive });
