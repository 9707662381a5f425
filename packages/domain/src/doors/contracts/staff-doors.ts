import { z } from 'zod';
import { staffDate, versionField } from '../../staff/contracts/fields.ts';
import { optionalFilter, staffPageOf, staffPaging } from '../../staff/contracts/list-candidates.ts';
import { DOOR_KEYS, DOOR_OUTCOMES } from '../doors.ts';

/**
 * The staff console's doors (Amministrazione, area `doors`): where each door is, corrected on the
 * version read and audited, and the door log.
 */

const coordinate = (min: number, max: number) =>
  z
    .number({ error: 'request.invalid' })
    .refine(Number.isFinite, { error: 'request.invalid' })
    .min(min, { error: 'doors.invalidPosition' })
    .max(max, { error: 'doors.invalidPosition' });

export const StaffDoorSchema = z.object({
  key: z.enum(DOOR_KEYS),
  latitude: z.number(),
  longitude: z.number(),
  updatedAt: z.string(),
  version: z.string(),
});
export type StaffDoor = z.infer<typeof StaffDoorSchema>;

/** GET /api/staff/doors — the three doors in the order of DOOR_KEYS. */
export const ListStaffDoorsResponseSchema = z.object({ items: z.array(StaffDoorSchema) });
export type ListStaffDoorsResponse = z.infer<typeof ListStaffDoorsResponseSchema>;

/** PUT /api/staff/doors/:door — a door's position (WGS84 degrees) on the version read. */
export const UpdateStaffDoorBodySchema = z.strictObject({
  latitude: coordinate(-90, 90),
  longitude: coordinate(-180, 180),
  version: versionField,
});
export type UpdateStaffDoorBody = z.infer<typeof UpdateStaffDoorBodySchema>;

/**
 * GET /api/staff/doors/openings?door=&person=&outcome=&day= — the door log, newest first: one
 * door, a person (the person search: part of the name, e-mail, username, tax code or registration
 * number), one outcome, one day (school time zone).
 */
export const ListDoorOpeningsQuerySchema = z.strictObject({
  door: z.enum(DOOR_KEYS, { error: 'request.invalid' }).optional(),
  person: optionalFilter,
  outcome: z.enum(DOOR_OUTCOMES, { error: 'request.invalid' }).optional(),
  day: staffDate.optional(),
  ...staffPaging,
});
export type ListDoorOpeningsQuery = z.infer<typeof ListDoorOpeningsQuerySchema>;

export const DoorOpeningEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  door: z.string(),
  outcome: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  accuracy: z.number().nullable(),
  distanceMetres: z.number().nullable(),
  person: z.object({ id: z.string(), username: z.string(), firstName: z.string(), lastName: z.string() }),
});
export type DoorOpeningEntry = z.infer<typeof DoorOpeningEntrySchema>;

export const ListDoorOpeningsResponseSchema = staffPageOf(DoorOpeningEntrySchema);
export type ListDoorOpeningsResponse = z.infer<typeof ListDoorOpeningsResponseSchema>;
