import { z } from 'zod';
import { DOOR_KEYS } from '../doors.ts';

export const DoorPositionSchema = z.object({
  key: z.enum(DOOR_KEYS),
  latitude: z.number(),
  longitude: z.number(),
});
export type DoorPosition = z.infer<typeof DoorPositionSchema>;

/** GET /api/doors — where each door is, for someone who may open them (canOpenDoors). */
export const ListDoorsResponseSchema = z.object({
  /** Within this distance a door may be opened (50 m). */
  radiusMetres: z.number(),
  /** Readings less accurate than this are refused (100 m). */
  accuracyMaxMetres: z.number(),
  items: z.array(DoorPositionSchema),
});
export type ListDoorsResponse = z.infer<typeof ListDoorsResponseSchema>;
