import { describe, expect, it } from 'vitest';
import { playMessage, readEmbedMessage, subscribeMessages } from './embed-player.ts';

const YT = 'https://www.youtube-nocookie.com';
const VIMEO = 'https://player.vimeo.com';

describe('readEmbedMessage — YouTube', () => {
  it('reads the position, duration and state of infoDelivery (a JSON string)', () => {
    const data = JSON.stringify({
      event: 'infoDelivery',
      info: { currentTime: 754.2, duration: 1800, playerState: 1 },
    });
    expect(readEmbedMessage('youtube', YT, data)).toEqual({
      type: 'playback',
      playback: { seconds: 754.2, duration: 1800, state: 'playing' },
    });
  });
  it('a state change alone: paused, ended', () => {
    expect(readEmbedMessage('youtube', YT, { event: 'onStateChange', info: 2 })).toEqual({
      type: 'playback',
      playback: { state: 'paused' },
    });
    expect(readEmbedMessage('youtube', YT, '{"event":"onStateChange","info":0}')).toEqual({
      type: 'playback',
      playback: { state: 'ended' },
    });
  });
  it('ignores another origin, broken JSON, other events and nonsense numbers', () => {
    const data = JSON.stringify({ event: 'infoDelivery', info: { currentTime: 10 } });
    expect(readEmbedMessage('youtube', 'https://evil.example', data)).toBeNull();
    expect(readEmbedMessage('youtube', VIMEO, data)).toBeNull();
    expect(readEmbedMessage('youtube', YT, '{not json')).toBeNull();
    expect(readEmbedMessage('youtube', YT, { event: 'apiInfoDelivery', info: {} })).toBeNull();
    expect(
      readEmbedMessage('youtube', YT, { event: 'infoDelivery', info: { currentTime: -3, duration: 'x' } }),
    ).toBeNull();
  });
});

describe('readEmbedMessage — Vimeo', () => {
  it('ready, then timeupdate, pause and ended with seconds and duration', () => {
    expect(readEmbedMessage('vimeo', VIMEO, '{"event":"ready"}')).toEqual({ type: 'ready' });
    expect(
      readEmbedMessage('vimeo', VIMEO, {
        event: 'timeupdate',
        data: { seconds: 12.5, duration: 60, percent: 0.2 },
      }),
    ).toEqual({ type: 'playback', playback: { seconds: 12.5, duration: 60, state: 'playing' } });
    expect(readEmbedMessage('vimeo', VIMEO, { event: 'pause', data: { seconds: 13, duration: 60 } })).toEqual(
      {
        type: 'playback',
        playback: { seconds: 13, duration: 60, state: 'paused' },
      },
    );
    expect(readEmbedMessage('vimeo', VIMEO, { event: 'ended', data: {} })).toEqual({
      type: 'playback',
      playback: { state: 'ended' },
    });
  });
  it('ignores messages from YouTube or elsewhere', () => {
    expect(readEmbedMessage('vimeo', YT, '{"event":"ready"}')).toBeNull();
    expect(readEmbedMessage('vimeo', VIMEO, [1, 2])).toBeNull();
  });
});

describe('the messages sent to an embed', () => {
  it('YouTube: listening, then the state changes; play', () => {
    expect(subscribeMessages('youtube').map((m) => JSON.parse(m).event)).toEqual(['listening', 'command']);
    expect(JSON.parse(playMessage('youtube'))).toMatchObject({ func: 'playVideo' });
  });
  it('Vimeo: its events; play', () => {
    expect(subscribeMessages('vimeo').map((m) => JSON.parse(m).value)).toEqual([
      'timeupdate',
      'pause',
      'ended',
      'play',
    ]);
    expect(JSON.parse(playMessage('vimeo'))).toEqual({ method: 'play' });
  });
});
