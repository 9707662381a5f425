// The attendance endpoints of the staff console (Didattica): the classrooms and the register.

export { changeClassroom } from './staff-endpoints/change-classroom.ts';
export { createClassroom } from './staff-endpoints/create-classroom.ts';
export { listClassrooms } from './staff-endpoints/list-classrooms.ts';
export { register } from './staff-endpoints/register.ts';
export { registerCsv } from './staff-endpoints/register-csv.ts';
