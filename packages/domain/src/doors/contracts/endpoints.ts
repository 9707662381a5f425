// The doors' endpoints, for someone who may open them (`canOpenDoors`).
export { listDoors } from './endpoints/list-doors.ts';
export { openDoor } from './endpoints/open-door.ts';
