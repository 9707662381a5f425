import { VIMEO_EMBED_ORIGIN, YOUTUBE_EMBED_ORIGIN } from './lessons.ts';

/**
 * The providers' embeds speak postMessage, so the page can follow their playback without loading
 * their scripts (the Content-Security-Policy allows scripts from our origin only):
 * - YouTube, once told `{"event":"listening"}`, sends `infoDelivery` messages with `currentTime`,
 *   `duration` and `playerState` (1 playing, 2 paused, 0 ended);
 * - Vimeo, once ready and asked with `addEventListener`, sends `timeupdate`, `pause` and `ended`
 *   with `seconds` and `duration`.
 * These functions read them; only messages from the embed's own origin are read at all.
 */

export type EmbedKind = 'youtube' | 'vimeo';

export interface EmbedPlayback {
  seconds: number;
  duration: number;
  /** 'playing' while it plays; 'paused' and 'ended' are the moments to save at once. */
  state: 'playing' | 'paused' | 'ended' | 'unknown';
}

export type EmbedEvent = { type: 'ready' } | { type: 'playback'; playback: Partial<EmbedPlayback> };

export function embedOrigin(kind: EmbedKind): string {
  return kind === 'youtube' ? YOUTUBE_EMBED_ORIGIN : VIMEO_EMBED_ORIGIN;
}

/** The message's data as an object: players send JSON strings (YouTube, Vimeo) or objects. */
function asObject(data: unknown): Record<string, unknown> | null {
  let value = data;
  if (typeof value === 'string') {
    if (value.length > 100_000) return null;
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;

const YOUTUBE_STATES: Record<number, EmbedPlayback['state']> = { 0: 'ended', 1: 'playing', 2: 'paused' };

function withoutUndefined(playback: Partial<EmbedPlayback>): Partial<EmbedPlayback> {
  return Object.fromEntries(Object.entries(playback).filter(([, v]) => v !== undefined));
}

/** What a message from an embed says, or null when it is not the embed's or says nothing useful. */
export function readEmbedMessage(kind: EmbedKind, origin: string, data: unknown): EmbedEvent | null {
  if (origin !== embedOrigin(kind)) return null;
  const message = asObject(data);
  if (!message) return null;
  const event = message.event;
  if (kind === 'youtube') {
    if (event === 'onReady' || event === 'initialDelivery') {
      const info = asObject(message.info);
      if (!info) return { type: 'ready' };
    }
    if (event === 'infoDelivery' || event === 'initialDelivery') {
      const info = asObject(message.info);
      if (!info) return null;
      const state = typeof info.playerState === 'number' ? YOUTUBE_STATES[info.playerState] : undefined;
      const playback = withoutUndefined({
        seconds: finite(info.currentTime),
        duration: finite(info.duration),
        state,
      });
      return Object.keys(playback).length > 0 ? { type: 'playback', playback } : null;
    }
    if (event === 'onStateChange' && typeof message.info === 'number') {
      const state = YOUTUBE_STATES[message.info];
      return state ? { type: 'playback', playback: { state } } : null;
    }
    return null;
  }
  if (event === 'ready') return { type: 'ready' };
  if (event === 'timeupdate' || event === 'pause' || event === 'ended' || event === 'play') {
    const info = asObject(message.data) ?? {};
    const state: EmbedPlayback['state'] =
      event === 'pause' ? 'paused' : event === 'ended' ? 'ended' : 'playing';
    return {
      type: 'playback',
      playback: withoutUndefined({ seconds: finite(info.seconds), duration: finite(info.duration), state }),
    };
  }
  return null;
}

/**
 * The messages the page sends an embed once loaded (YouTube) or ready (Vimeo) to hear about its
 * playback, each to be posted to the embed's origin only.
 */
export function subscribeMessages(kind: EmbedKind): string[] {
  if (kind === 'youtube') {
    return [
      JSON.stringify({ event: 'listening', id: 'lesson', channel: 'widget' }),
      JSON.stringify({
        event: 'command',
        func: 'addEventListener',
        args: ['onStateChange'],
        id: 'lesson',
        channel: 'widget',
      }),
    ];
  }
  return ['timeupdate', 'pause', 'ended', 'play'].map((value) =>
    JSON.stringify({ method: 'addEventListener', value }),
  );
}

/** The message that starts playback (the "resume" button: the embed already starts there). */
export function playMessage(kind: EmbedKind): string {
  return kind === 'youtube'
    ? JSON.stringify({ event: 'command', func: 'playVideo', args: [], id: 'lesson', channel: 'widget' })
    : JSON.stringify({ method: 'play' });
}
