// The notifications endpoints of the staff console (the secretariat's composer).
export { audience } from './staff-endpoints/audience.ts';
export { createBroadcast } from './staff-endpoints/create-broadcast.ts';
export { listBroadcasts } from './staff-endpoints/list-broadcasts.ts';
