import { describe, expect, it } from 'vitest';
import { SaveLessonProgressBodySchema } from './contracts/lessons.ts';
import { CreateLessonBodySchema } from './contracts/staff-lessons.ts';
import {
  embedUrl,
  formatPlaybackTime,
  isAllowedVideoUrl,
  isLessonFinished,
  isSaveDue,
  lessonVideo,
  parseUrl,
  progressToSave,
  resumePosition,
} from './lessons.ts';

describe('isAllowedVideoUrl — "https only or our own path"', () => {
  it.each([
    ['/elearning/lezione-demo.webm', true],
    ['https://cdn.example.com/lezione.mp4', true],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', true],
    ['http://cdn.example.com/lezione.mp4', false],
    ['//evil.example/video.mp4', false],
    ['/\\evil.example', false],
    ['javascript:alert(1)', false],
    ['data:video/webm;base64,AAAA', false],
    ['https://user:pw@cdn.example.com/v.mp4', false],
    ['https://cdn.example.com/a b.mp4', false],
    ['elearning/relative.webm', false],
    ['', false],
    [`https://cdn.example.com/${'a'.repeat(2000)}`, false],
  ])('%s → %s', (url, allowed) => {
    expect(isAllowedVideoUrl(url)).toBe(allowed);
  });
});

describe('lessonVideo — files in our player, YouTube and Vimeo in their embeds', () => {
  it.each([
    ['/elearning/lezione-demo.webm', { kind: 'file', src: '/elearning/lezione-demo.webm' }],
    ['https://cdn.example.com/l.mp4', { kind: 'file', src: 'https://cdn.example.com/l.mp4' }],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10', { kind: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://youtu.be/dQw4w9WgXcQ', { kind: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', { kind: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', { kind: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://vimeo.com/76979871', { kind: 'vimeo', id: '76979871' }],
    ['https://player.vimeo.com/video/76979871?h=abc', { kind: 'vimeo', id: '76979871' }],
    // Not a video of theirs: a page of the site, played (and failing) as a file, never framed.
    ['https://www.youtube.com/watch?v=short', { kind: 'file', src: 'https://www.youtube.com/watch?v=short' }],
    ['http://youtu.be/dQw4w9WgXcQ', null],
  ])('%s', (url, video) => {
    expect(lessonVideo(url)).toEqual(video);
  });
});

const parsedUrl = (value: string) => {
  const parsed = parseUrl(value);
  if (!parsed) throw new Error(`not a URL: ${value}`);
  return parsed;
};

describe("embedUrl — the resume position as the embed's start", () => {
  const origin = 'https://portale.example';
  it('YouTube: nocookie host, its postMessage interface for our origin, start in whole seconds', () => {
    const url = parsedUrl(embedUrl({ kind: 'youtube', id: 'dQw4w9WgXcQ' }, 754.9, origin));
    expect(url.origin).toBe('https://www.youtube-nocookie.com');
    expect(url.pathname).toBe('/embed/dQw4w9WgXcQ');
    expect(url.searchParams.get('start')).toBe('754');
    expect(url.searchParams.get('enablejsapi')).toBe('1');
    expect(url.searchParams.get('origin')).toBe(origin);
  });
  it('YouTube from the beginning has no start', () => {
    expect(
      parsedUrl(embedUrl({ kind: 'youtube', id: 'dQw4w9WgXcQ' }, 0, origin)).searchParams.has('start'),
    ).toBe(false);
  });
  it('Vimeo: the #t= fragment', () => {
    const url = parsedUrl(embedUrl({ kind: 'vimeo', id: '76979871' }, 61, origin));
    expect(url.origin).toBe('https://player.vimeo.com');
    expect(url.pathname).toBe('/video/76979871');
    expect(url.hash).toBe('#t=61s');
    expect(parsedUrl(embedUrl({ kind: 'vimeo', id: '76979871' }, 0, origin)).hash).toBe('');
  });
});

describe('resumePosition and isLessonFinished — "Riprendi da 12:34"', () => {
  it.each([
    [null, null],
    [{ positionSeconds: 0, durationSeconds: 600 }, null],
    [{ positionSeconds: 2, durationSeconds: 600 }, null],
    [{ positionSeconds: 3, durationSeconds: 600 }, 3],
    [{ positionSeconds: 754, durationSeconds: 1800 }, 754],
    [{ positionSeconds: 594, durationSeconds: 600 }, 594],
    [{ positionSeconds: 596, durationSeconds: 600 }, null], // within the last 5 s: finished
    [{ positionSeconds: 596, durationSeconds: null }, 596],
    [{ positionSeconds: 57, durationSeconds: 60 }, null], // 5% of a minute: the last 3 s
    [{ positionSeconds: 56, durationSeconds: 60 }, 56],
    [{ positionSeconds: 50, durationSeconds: 60 }, 50],
  ])('%j → %s', (progress, expected) => {
    expect(resumePosition(progress)).toBe(expected);
  });
  it('a lesson of unknown length is never finished', () => {
    expect(isLessonFinished(100, null)).toBe(false);
    expect(isLessonFinished(100, 0)).toBe(false);
    expect(isLessonFinished(57, 60)).toBe(true);
    expect(isLessonFinished(56, 60)).toBe(false);
  });
});

describe('formatPlaybackTime', () => {
  it.each([
    [0, '0:00'],
    [42.9, '0:42'],
    [754, '12:34'],
    [3723, '1:02:03'],
    [-5, '0:00'],
  ])('%s → %s', (seconds, text) => {
    expect(formatPlaybackTime(seconds)).toBe(text);
  });
});

describe('progressToSave — what the browser reports, as the server keeps it', () => {
  it.each([
    [12.7, 60.2, { positionSeconds: 12, durationSeconds: 61 }],
    [60.2, 60.2, { positionSeconds: 60, durationSeconds: 61 }],
    [-1, 60, { positionSeconds: 0, durationSeconds: 60 }],
    [5, Number.NaN, null],
    [5, Number.POSITIVE_INFINITY, null],
    [Number.NaN, 60, null],
    [5, 0, null],
    [100_000, 200_000, { positionSeconds: 86_400, durationSeconds: 86_400 }],
  ])('%s of %s → %j', (time, duration, expected) => {
    const saved = progressToSave(time, duration);
    expect(saved).toEqual(expected);
    if (saved) expect(SaveLessonProgressBodySchema.safeParse(saved).success).toBe(true);
  });
});

describe('isSaveDue — "save every ~10 s while playing" (throttled)', () => {
  it.each([
    [null, 0, 0, true],
    [{ positionSeconds: 10, atMs: 0 }, 10, 60_000, false], // nothing moved
    [{ positionSeconds: 10, atMs: 0 }, 15, 9_999, false],
    [{ positionSeconds: 10, atMs: 0 }, 20, 10_000, true],
  ])('%j, at %s s, %s ms → %s', (last, position, now, due) => {
    expect(isSaveDue(last, position, now)).toBe(due);
  });
});

describe('SaveLessonProgressBodySchema', () => {
  const codeOf = (body: unknown) => SaveLessonProgressBodySchema.safeParse(body).error?.issues[0]?.message;
  it.each([
    [{ positionSeconds: 30, durationSeconds: 60 }, undefined],
    [{ positionSeconds: 60, durationSeconds: 60 }, undefined],
    [{ positionSeconds: 61, durationSeconds: 60 }, 'elearning.positionBeyondDuration'],
    [{ positionSeconds: -1, durationSeconds: 60 }, 'elearning.invalidPosition'],
    [{ positionSeconds: 1.5, durationSeconds: 60 }, 'elearning.invalidPosition'],
    [{ positionSeconds: '10', durationSeconds: 60 }, 'elearning.invalidPosition'],
    [{ positionSeconds: 10, durationSeconds: 0 }, 'elearning.invalidPosition'],
    [{ positionSeconds: 10, durationSeconds: 86_401 }, 'elearning.invalidPosition'],
    [{ positionSeconds: 1e9, durationSeconds: 60 }, 'elearning.positionBeyondDuration'],
  ])('%j → %s', (body, code) => {
    expect(codeOf(body)).toBe(code);
  });
  it('refuses unknown fields', () => {
    expect(
      SaveLessonProgressBodySchema.safeParse({ positionSeconds: 1, durationSeconds: 2, userId: 'x' }).success,
    ).toBe(false);
  });
});

describe('CreateLessonBodySchema', () => {
  const valid = {
    title: 'Il soffritto',
    type: 'Lezione',
    videoUrl: '/elearning/lezione-demo.webm',
    locale: 'it',
    position: 1,
    isPublished: true,
  };
  const fieldCode = (changes: Record<string, unknown>) =>
    CreateLessonBodySchema.safeParse({ ...valid, ...changes }).error?.issues[0]?.message;
  it('accepts a lesson for both languages (locale null) and trims its texts', () => {
    const parsed = CreateLessonBodySchema.parse({ ...valid, locale: null, title: '  Il soffritto  ' });
    expect(parsed).toMatchObject({ locale: null, title: 'Il soffritto' });
  });
  it.each([
    [{ videoUrl: 'http://cdn.example.com/v.mp4' }, 'elearning.invalidVideoUrl'],
    [{ videoUrl: 'javascript:alert(1)' }, 'elearning.invalidVideoUrl'],
    [{ videoUrl: '' }, 'candidate.required'],
    [{ locale: 'fr' }, 'elearning.invalidLocale'],
    [{ position: -1 }, 'elearning.invalidLessonPosition'],
    [{ position: 10_000 }, 'elearning.invalidLessonPosition'],
    [{ title: '   ' }, 'candidate.required'],
    [{ title: 'bad\u0000title' }, 'request.controlCharacters'],
    [{ type: 'x'.repeat(41) }, 'request.invalid'],
  ])('%j → %s', (changes, code) => {
    expect(fieldCode(changes)).toEqual(code);
  });
});
