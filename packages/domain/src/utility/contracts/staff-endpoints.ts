// The lockers and digital books endpoints of the staff console.

export { addBook } from './staff-endpoints/add-book.ts';
export { getEnrolment } from './staff-endpoints/get-enrolment.ts';
export { listEnrolments } from './staff-endpoints/list-enrolments.ts';
export { removeBook } from './staff-endpoints/remove-book.ts';
export { setLocker } from './staff-endpoints/set-locker.ts';
