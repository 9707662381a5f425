/**
 * E-learning lessons (specification 000, section 2: "eLearning: table of lessons (titolo, tipo);
 * selecting one opens an embedded video with a back button"; section 3, Learning material: Name,
 * Tipo_Risorsa__c, Link_Risorsa__c; section 7, getMateriali (locale)). The portal also remembers
 * where each student stopped, so a lesson resumes there on any device (decision 40).
 */

/** The longest lesson the portal records progress of: a day, in seconds. */
export const LESSON_DURATION_MAX_SECONDS = 24 * 60 * 60;
/** While a lesson plays, its position is saved at most this often (and on pause and on leaving). */
export const PROGRESS_SAVE_INTERVAL_SECONDS = 10;
/** Below this position a lesson simply starts from the beginning (nothing to resume). */
export const RESUME_MIN_SECONDS = 3;
/** A lesson stopped within this many seconds of its end (or 5% of it, if less) counts as finished. */
export const FINISHED_MARGIN_SECONDS = 5;
/** The longest video address staff may give. */
export const VIDEO_URL_MAX = 2000;
/** The longest kind of resource (Tipo_Risorsa__c): "Lezione", "Dimostrazione", … */
export const LESSON_TYPE_MAX = 40;
/** Position in the list: 0 to this (ascending). */
export const LESSON_POSITION_MAX = 9999;

/** How a lesson's video is played: a file in the page's own player, or a provider's embed. */
export type LessonVideo =
  | { kind: 'file'; src: string }
  | { kind: 'youtube'; id: string }
  | { kind: 'vimeo'; id: string };

/** The frame origins of the embeds (the Content-Security-Policy's frame-src allows exactly these). */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
export const VIMEO_EMBED_ORIGIN = 'https://player.vimeo.com';

/** What the WHATWG URL parser gives (browsers and Node have it; this package's types include neither). */
export interface ParsedUrl {
  protocol: string;
  hostname: string;
  username: string;
  password: string;
  pathname: string;
  hash: string;
  origin: string;
  href: string;
  searchParams: { get(name: string): string | null; has(name: string): boolean };
}
declare const URL: new (input: string) => ParsedUrl;

/** The parsed absolute address, or null. */
export function parseUrl(value: string): ParsedUrl | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** name=value pairs of an address's query, encoded. */
const query = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
const UNSAFE = /[\\\s\u0000-\u001f\u007f-\u009f]/;

/** A path of our own origin ("/elearning/lezione.webm"): not "//host", no backslash or blank. */
export function isOwnPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !UNSAFE.test(value);
}

function parseHttps(value: string): ParsedUrl | null {
  if (UNSAFE.test(value)) return null;
  const url = parseUrl(value);
  if (!url) return null;
  if (url.protocol !== 'https:' || url.hostname === '' || url.username !== '' || url.password !== '') {
    return null;
  }
  return url;
}

/**
 * Whether staff may give this video address: an https address (no credentials in it) or a path
 * of our own origin. Anything else (http, javascript:, data:, "//host") is refused.
 */
export function isAllowedVideoUrl(value: string): boolean {
  if (value.length === 0 || value.length > VIDEO_URL_MAX) return false;
  return isOwnPath(value) || parseHttps(value) !== null;
}

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

/**
 * How an allowed address plays: YouTube (watch, youtu.be, embed, shorts, live) and Vimeo
 * (vimeo.com/ID, player.vimeo.com/video/ID) addresses in their embed; anything else as a video
 * file in the page's player. Null for an address that is not allowed.
 */
export function lessonVideo(value: string): LessonVideo | null {
  if (!isAllowedVideoUrl(value)) return null;
  if (isOwnPath(value)) return { kind: 'file', src: value };
  const url = parseHttps(value);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (YOUTUBE_HOSTS.has(host)) {
    const candidate =
      segments[0] === 'watch'
        ? url.searchParams.get('v')
        : ['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')
          ? segments[1]
          : null;
    if (candidate && YOUTUBE_ID.test(candidate)) return { kind: 'youtube', id: candidate };
  }
  if (host === 'youtu.be' && segments[0] && YOUTUBE_ID.test(segments[0])) {
    return { kind: 'youtube', id: segments[0] };
  }
  if ((host === 'vimeo.com' || host === 'www.vimeo.com') && segments[0] && VIMEO_ID.test(segments[0])) {
    return { kind: 'vimeo', id: segments[0] };
  }
  if (host === 'player.vimeo.com' && segments[0] === 'video' && segments[1] && VIMEO_ID.test(segments[1])) {
    return { kind: 'vimeo', id: segments[1] };
  }
  return { kind: 'file', src: url.href };
}

/**
 * The address of a provider's embed, starting at `startSeconds` (the resume position), with its
 * postMessage interface on (YouTube's `enablejsapi` for our `origin`; Vimeo's is always on).
 */
export function embedUrl(
  video: Extract<LessonVideo, { kind: 'youtube' | 'vimeo' }>,
  startSeconds: number,
  origin: string,
): string {
  const start = Math.max(0, Math.floor(startSeconds));
  if (video.kind === 'youtube') {
    const params: Record<string, string> = { enablejsapi: '1', origin, rel: '0', playsinline: '1' };
    if (start > 0) params.start = String(start);
    return `${YOUTUBE_EMBED_ORIGIN}/embed/${video.id}?${query(params)}`;
  }
  return `${VIMEO_EMBED_ORIGIN}/video/${video.id}?${query({ dnt: '1', playsinline: '1' })}${start > 0 ? `#t=${start}s` : ''}`;
}

/** Whether a lesson stopped at `position` of `duration` seconds was watched to its end. */
export function isLessonFinished(positionSeconds: number, durationSeconds: number | null): boolean {
  if (durationSeconds === null || durationSeconds <= 0) return false;
  const margin = Math.min(FINISHED_MARGIN_SECONDS, durationSeconds * 0.05);
  return positionSeconds >= durationSeconds - margin;
}

/**
 * Where a lesson resumes: the saved position, or null when there is nothing to resume (never
 * started, stopped in its first seconds, or finished: it starts again from the beginning).
 */
export function resumePosition(
  progress: { positionSeconds: number; durationSeconds: number | null } | null,
): number | null {
  if (!progress) return null;
  if (progress.positionSeconds < RESUME_MIN_SECONDS) return null;
  if (isLessonFinished(progress.positionSeconds, progress.durationSeconds)) return null;
  return progress.positionSeconds;
}

/** A playback position as players show it: "0:42", "12:34", "1:02:03". */
export function formatPlaybackTime(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/**
 * What the browser reports (fractional seconds, perhaps NaN or Infinity) as the progress the
 * server keeps: whole seconds, the position never past the duration. Null when there is nothing
 * to save yet (no known, finite duration).
 */
export function progressToSave(
  currentTime: number,
  duration: number,
): { positionSeconds: number; durationSeconds: number } | null {
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(currentTime)) return null;
  const durationSeconds = Math.min(Math.ceil(duration), LESSON_DURATION_MAX_SECONDS);
  const positionSeconds = Math.min(Math.max(0, Math.floor(currentTime)), durationSeconds);
  return { positionSeconds, durationSeconds };
}

/**
 * Whether a position is to be saved now while playing: the first one, or one that moved and
 * PROGRESS_SAVE_INTERVAL_SECONDS after the last save (times in milliseconds).
 */
export function isSaveDue(
  last: { positionSeconds: number; atMs: number } | null,
  positionSeconds: number,
  nowMs: number,
): boolean {
  if (!last) return true;
  if (last.positionSeconds === positionSeconds) return false;
  return nowMs - last.atMs >= PROGRESS_SAVE_INTERVAL_SECONDS * 1000;
}
