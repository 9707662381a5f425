import { z } from 'zod';
import { DOOR_KEYS } from '../doors.ts';

/** A number the browser's geolocation gives: finite (no NaN, no Infinity), never a string. */
const finite = () =>
  z.number({ error: 'request.invalid' }).refine(Number.isFinite, { error: 'request.invalid' });

/** `/api/doors/:door/open`: one of the three doors (400 for anything else). */
export const DoorParamsSchema = z.object({ door: z.enum(DOOR_KEYS, { error: 'request.invalid' }) });
export type DoorParams = z.infer<typeof DoorParamsSchema>;

/**
 * POST /api/doors/:door/open — saveApriPorta: the position the phone reports. The server
 * recomputes the distance to the door and refuses beyond 50 m (403 `doors.tooFar`), a reading
 * less accurate than 100 m (403 `doors.inaccurate`), and too many openings (429
 * `doors.rateLimited`); a controller that does not answer gives 503 `doors.controllerFailed`.
 * Every request is recorded in the door log, refused ones too.
 */
export const OpenDoorBodySchema = z.strictObject({
  latitude: finite().min(-90, { error: 'request.invalid' }).max(90, { error: 'request.invalid' }),
  longitude: finite().min(-180, { error: 'request.invalid' }).max(180, { error: 'request.invalid' }),
  /** The reading's accuracy radius in metres (GeolocationCoordinates.accuracy). */
  accuracy: finite().min(0, { error: 'request.invalid' }).max(1_000_000, { error: 'request.invalid' }),
});
export type OpenDoorBody = z.infer<typeof OpenDoorBodySchema>;

export const OpenDoorResponseSchema = z.object({
  door: z.enum(DOOR_KEYS),
  /** The distance the server computed, in metres. */
  distanceMetres: z.number(),
  /** "Comando di apertura inviato": the controller accepted the command. */
  outcome: z.literal('sent'),
});
export type OpenDoorResponse = z.infer<typeof OpenDoorResponseSchema>;
