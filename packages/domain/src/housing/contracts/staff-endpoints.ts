// The housing endpoints of the staff console.
export { listStays } from './staff-endpoints/list-stays.ts';
export { saveStay } from './staff-endpoints/save-stay.ts';
