// The one list of tables, for drizzle-kit and the typed database handle.
export * from './application.ts';
export * from './attendance.ts';
export * from './auth.ts';
export * from './billing.ts';
export * from './candidate.ts';
export * from './doors.ts';
export * from './elearning.ts';
export * from './enrolments.ts';
export * from './housing.ts';
export * from './jobs.ts';
export * from './mail.ts';
export * from './notifications.ts';
export * from './payments.ts';
export * from './reference.ts';
export * from './staff.ts';
export * from './users.ts';
export * from './utility.ts';
