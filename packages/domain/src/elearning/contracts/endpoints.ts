// The student's e-learning endpoints.

export { getProgress } from './endpoints/get-progress.ts';
export { listLessons } from './endpoints/list-lessons.ts';
export { saveProgress } from './endpoints/save-progress.ts';
