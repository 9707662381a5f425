// The e-learning endpoints of the staff console.

export { changeLesson } from './staff-endpoints/change-lesson.ts';
export { createLesson } from './staff-endpoints/create-lesson.ts';
export { deleteLesson } from './staff-endpoints/delete-lesson.ts';
export { listLessons } from './staff-endpoints/list-lessons.ts';
