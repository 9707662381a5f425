// Attendance by QR: the student's check-in and the classroom kiosk's code.

export { checkIn } from './endpoints/check-in.ts';
export { kioskCode } from './endpoints/kiosk-code.ts';
export { lastCheckIn } from './endpoints/last-check-in.ts';
