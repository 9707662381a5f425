import { SCHOOL_TIME_ZONE, wallClock } from '../shared/clock.ts';

/**
 * Attendance by QR code (specification 000, sections 2, 4, 5 and 9).
 *
 * "QR: a code needs at least two semicolon-separated parts (first one-time code, second room
 * id). Codes with TEST_QR or TQR_ in the room part give 'QRCode OK' and return to Didattica
 * after 2 s." "QR re-scan wait 5 s; redirect 4 s after check-in, 2 s after test code."
 *
 * The classroom's kiosk shows a code that changes every ATTENDANCE_WINDOW_SECONDS: its first part
 * is a token, a keyed digest (HMAC, computed by the server with its secret) of the room and the
 * time window; the previous window's code is still accepted for ATTENDANCE_GRACE_MS after the
 * change, so a code scanned just before it changes is not refused. The functions here are pure:
 * the digest itself is given to them as `sign` (the server's HMAC), the time as milliseconds.
 */

/** A kiosk's code is valid for one window of this many seconds. */
export const ATTENDANCE_WINDOW_SECONDS = 15;
export const ATTENDANCE_WINDOW_MS = ATTENDANCE_WINDOW_SECONDS * 1000;
/** The previous window's code is accepted this long after the window changed. */
export const ATTENDANCE_GRACE_MS = 2000;
/** "QR re-scan wait 5 s". */
export const QR_RESCAN_WAIT_MS = 5000;
/** "redirect 4 s after check-in". */
export const REDIRECT_AFTER_CHECK_IN_MS = 4000;
/** "2 s after test code". */
export const REDIRECT_AFTER_TEST_CODE_MS = 2000;
/** A scanned code longer than this is no code of ours (the API refuses it as invalid input). */
export const ATTENDANCE_CODE_MAX_LENGTH = 200;
/** The token's length: 22 base64url characters of the digest (132 bits). */
export const ATTENDANCE_TOKEN_LENGTH = 22;
/**
 * How far back a code is recognised as a real, old code of its room (to tell "expired" from
 * "invalid"): one hour of windows.
 */
export const ATTENDANCE_LOOKBACK_WINDOWS = 3600 / ATTENDANCE_WINDOW_SECONDS;

/** The room part of the specification's test codes. */
const TEST_CODE_MARKERS = ['TEST_QR', 'TQR_'] as const;

/** A classroom's id: the second part of its code, so never a `;`; letters, digits, `_` and `-`. */
/** The longest room id. */
export const CLASSROOM_ID_MAX = 20;
export const CLASSROOM_ID_PATTERN = new RegExp(`^[A-Za-z0-9_-]{1,${CLASSROOM_ID_MAX}}$`);

export interface ParsedQrCode {
  /** The first part: the one-time code (our token). */
  token: string;
  /** The second part: the room's id. */
  roomId: string;
  /** A test code (TEST_QR or TQR_ in the room part): "QRCode OK", nothing recorded. */
  isTest: boolean;
}

/**
 * A scanned text as a code: at least two `;`-separated parts, the first the one-time code and the
 * second the room id, both non-empty once trimmed; parts after the second are ignored. Null when
 * the text is not a code.
 */
export function parseQrCode(text: string): ParsedQrCode | null {
  if (text.length > ATTENDANCE_CODE_MAX_LENGTH) return null;
  const parts = text.split(';');
  if (parts.length < 2) return null;
  const token = (parts[0] ?? '').trim();
  const roomId = (parts[1] ?? '').trim();
  if (token === '' || roomId === '') return null;
  return { token, roomId, isTest: isTestRoom(roomId) };
}

/** TEST_QR or TQR_ in the room part. */
export function isTestRoom(roomId: string): boolean {
  return TEST_CODE_MARKERS.some((marker) => roomId.includes(marker));
}

/** A room id a classroom may have (a test room's id never: its codes would record nothing). */
export function isValidClassroomId(id: string): boolean {
  return CLASSROOM_ID_PATTERN.test(id) && !isTestRoom(id);
}

/**
 * The code inside a scanned text: the kiosk's QR holds the link to the attendance page
 * (`…/presenze?qr=<code>`, so that a phone's own camera opens it); the page's scanner reads the
 * same QR and takes its `qr` parameter. Any other text is taken as the code itself.
 */
export function codeFromScannedText(text: string): string {
  const trimmed = text.trim();
  if (!/^https?:\/\//i.test(trimmed)) return trimmed;
  const match = /[?&]qr=([^&#]*)/.exec(trimmed);
  if (!match) return trimmed;
  try {
    return decodeURIComponent((match[1] ?? '').replace(/\+/g, ' '));
  } catch {
    return trimmed;
  }
}

/** The window an instant falls in. */
export function windowIndex(nowMs: number): number {
  return Math.floor(nowMs / ATTENDANCE_WINDOW_MS);
}

/** When a window starts (ms since the epoch). */
export function windowStartsAt(index: number): number {
  return index * ATTENDANCE_WINDOW_MS;
}

/** When a window's code stops being shown (its successor starts). */
export function windowEndsAt(index: number): number {
  return (index + 1) * ATTENDANCE_WINDOW_MS;
}

/**
 * The windows whose codes are accepted at an instant: the current one and, for the first
 * ATTENDANCE_GRACE_MS of it, the previous one.
 */
export function acceptedWindows(nowMs: number): number[] {
  const current = windowIndex(nowMs);
  return nowMs - windowStartsAt(current) < ATTENDANCE_GRACE_MS ? [current, current - 1] : [current];
}

/** The keyed digest the server computes (HMAC-SHA256 with its secret, base64url). */
export type Signer = (message: string) => string;

/** What is signed: the purpose, the room and the window, so no token serves another room or time. */
export function tokenMessage(roomId: string, window: number): string {
  return `attendance-code:v1:${roomId}:${window}`;
}

export function buildToken(sign: Signer, roomId: string, window: number): string {
  return sign(tokenMessage(roomId, window)).slice(0, ATTENDANCE_TOKEN_LENGTH);
}

/** The kiosk's code for a room and window: `{token};{roomId}`. */
export function buildCode(sign: Signer, roomId: string, window: number): string {
  return `${buildToken(sign, roomId, window)};${roomId}`;
}

/**
 * Compares two strings in a time that depends on their lengths only, never on where they first
 * differ (so the token cannot be guessed one character at a time).
 */
export function constantTimeEqual(a: string, b: string): boolean {
  const length = Math.max(a.length, b.length);
  let difference = a.length ^ b.length;
  for (let i = 0; i < length; i++) difference |= (a.charCodeAt(i) | 0) ^ (b.charCodeAt(i) | 0);
  return difference === 0;
}

/**
 * A token judged for one room at an instant:
 * - `valid`: the room's code of an accepted window (the current one, or the previous one in grace);
 * - `expired`: the room's code of an older window, up to ATTENDANCE_LOOKBACK_WINDOWS back (or a
 *   later one: a clock that runs ahead is no reason to accept it);
 * - `invalid`: no code of this room (forged, mistyped, or another room's).
 */
export type TokenVerdict = 'valid' | 'expired' | 'invalid';

export function verifyToken(sign: Signer, token: string, roomId: string, nowMs: number): TokenVerdict {
  if (token.length !== ATTENDANCE_TOKEN_LENGTH) return 'invalid';
  const accepted = acceptedWindows(nowMs);
  // Every accepted window is compared, whatever the first comparison says.
  let isValid = false;
  for (const window of accepted)
    isValid = constantTimeEqual(buildToken(sign, roomId, window), token) || isValid;
  if (isValid) return 'valid';
  const current = windowIndex(nowMs);
  for (let back = 1; back <= ATTENDANCE_LOOKBACK_WINDOWS; back++) {
    if (constantTimeEqual(buildToken(sign, roomId, current - back), token)) return 'expired';
  }
  if (constantTimeEqual(buildToken(sign, roomId, current + 1), token)) return 'expired';
  return 'invalid';
}

/**
 * The start of the school's clock hour an instant falls in (Europe/Rome): a student checks in to a
 * room once per such hour. The minutes and seconds are read on the school's clock, so it holds in
 * any zone, half-hour offsets included.
 */
export function hourStartAt(nowMs: number, timeZone = SCHOOL_TIME_ZONE): Date {
  const wall = wallClock(nowMs, timeZone);
  const intoHourMs =
    (Number(wall.minute) * 60 + Number(wall.second)) * 1000 + (((nowMs % 1000) + 1000) % 1000);
  return new Date(nowMs - intoHourMs);
}
