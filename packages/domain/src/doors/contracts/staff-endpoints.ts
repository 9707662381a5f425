// The doors endpoints of the staff console.
export { listDoors } from './staff-endpoints/list-doors.ts';
export { listOpenings } from './staff-endpoints/list-openings.ts';
export { moveDoor } from './staff-endpoints/move-door.ts';
