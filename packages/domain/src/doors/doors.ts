/**
 * Opening the school's doors from the phone (specification 000: section 2, the navbar's door icon
 * and Utility's doors; section 6, who may; section 7, saveApriPorta; sections 8 and 9, the
 * geolocation messages and limits). The rules here are shared by the server, which decides, and
 * the web app, which enables the buttons.
 */

/** saveApriPorta's `porta`: the gate, the changing room and the inner changing room. */
export const DOOR_KEYS = ['Cancello', 'Spogliatoio', 'SpogliatoioInterno'] as const;
export type DoorKey = (typeof DOOR_KEYS)[number];

export function isDoorKey(value: string): value is DoorKey {
  return (DOOR_KEYS as readonly string[]).includes(value);
}

/** "Door buttons enabled within 50 m of gate, changing room or inner changing room". */
export const DOOR_RADIUS_METRES = 50;

/** "office proximity threshold 20 m (logged only)": recorded in the server's log, never decides. */
export const OFFICE_PROXIMITY_METRES = 20;

/**
 * Our bound (decision 38): a reading whose reported accuracy is worse than this cannot place the
 * phone within 50 m of a door, so the server refuses it (`doors.inaccurate`) and the panel waits for
 * a better fix.
 */
export const DOOR_ACCURACY_MAX_METRES = 100;

/** "location polled about each second; timeout 20 s, high accuracy". */
export const GEOLOCATION_OPTIONS = {
  enableHighAccuracy: true,
  timeout: 20_000,
  maximumAge: 0,
} as const;
export const GEOLOCATION_POLL_MS = 1_000;

/**
 * Our rate limit (decision 38), counted in the database over the commands sent: one per door every
 * 5 seconds and 20 an hour per person.
 */
export const DOOR_OPEN_MIN_INTERVAL_MS = 5_000;
export const DOOR_OPENS_PER_HOUR = 20;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** The mean Earth radius (IUGG), in metres. */
export const EARTH_RADIUS_METRES = 6_371_008.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points in metres (haversine formula). */
export function distanceMetres(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** "distance in metres, 2 decimals", in the user's number format: "40,00 m", "1,234.57 m". */
export function formatDistance(metres: number, locale: string): string {
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(metres);
  return `${number}\u00a0m`;
}

/** Within the 50 m of a door (the boundary included). */
export function isWithinReach(metres: number): boolean {
  return Number.isFinite(metres) && metres >= 0 && metres <= DOOR_RADIUS_METRES;
}

/**
 * What a reading allows for one door: `open`, `tooFar` (beyond 50 m) or `inaccurate` (the reported
 * accuracy is worse than DOOR_ACCURACY_MAX_METRES, whatever the distance).
 */
export type DoorReach = 'open' | 'tooFar' | 'inaccurate';

export function doorReach(metres: number, accuracyMetres: number): DoorReach {
  if (!Number.isFinite(accuracyMetres) || accuracyMetres > DOOR_ACCURACY_MAX_METRES) return 'inaccurate';
  return isWithinReach(metres) ? 'open' : 'tooFar';
}

/** How an opening request ended, as `door_openings.outcome` records it. */
export const DOOR_OUTCOMES = ['pending', 'sent', 'failed', 'tooFar', 'inaccurate', 'rateLimited'] as const;
export type DoorOutcome = (typeof DOOR_OUTCOMES)[number];
