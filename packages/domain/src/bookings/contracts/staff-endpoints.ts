// The bookings endpoints of the staff console.

export { bookFor } from './staff-endpoints/book-for.ts';
export { bookingsCsv } from './staff-endpoints/bookings-csv.ts';
export { cancelFor } from './staff-endpoints/cancel-for.ts';
export { changeItem } from './staff-endpoints/change-item.ts';
export { createItem } from './staff-endpoints/create-item.ts';
export { getItem } from './staff-endpoints/get-item.ts';
export { listItems } from './staff-endpoints/list-items.ts';
export { markAttendance } from './staff-endpoints/mark-attendance.ts';
export { removeItem } from './staff-endpoints/remove-item.ts';
