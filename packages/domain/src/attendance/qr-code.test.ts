import { describe, expect, it } from 'vitest';
import { canOpenAttendanceKiosk } from '../access/rules.ts';
import { type AccessSubject, CATEGORIES, emptyEnrolment } from '../access/subject.ts';
import { titled } from '../testing/titled.ts';
import {
  ATTENDANCE_GRACE_MS,
  ATTENDANCE_LOOKBACK_WINDOWS,
  ATTENDANCE_TOKEN_LENGTH,
  ATTENDANCE_WINDOW_MS,
  acceptedWindows,
  buildCode,
  buildToken,
  codeFromScannedText,
  constantTimeEqual,
  hourStartAt,
  isValidClassroomId,
  parseQrCode,
  verifyToken,
  windowEndsAt,
  windowIndex,
  windowStartsAt,
} from './qr-code.ts';

/**
 * A keyed test digest (no crypto here: the domain has no Node or browser library): four FNV-1a
 * hashes of key and message, 28 base-36 characters. The server signs with HMAC-SHA256.
 */
function testSigner(key: string) {
  return (message: string) =>
    [1, 2, 3, 4]
      .map((seed) => {
        let h = 0x811c9dc5 ^ seed;
        for (const ch of `${key}|${seed}|${message}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
        return h.toString(36).padStart(7, '0');
      })
      .join('');
}
const sign = testSigner('a-test-secret');
const otherSign = testSigner('another-secret');
/** 2026-11-25 10:00:00.000Z: the start of a window (divisible by 15 s). */
const T0 = Date.UTC(2026, 10, 25, 10, 0, 0);

describe('parseQrCode — "a code needs at least two semicolon-separated parts (first one-time code, second room id)"', () => {
  it.each(
    titled<{ case: string; text: string; expected: ReturnType<typeof parseQrCode> }>('$case', [
      { case: 'token;room', text: 'abc;12', expected: { token: 'abc', roomId: '12', isTest: false } },
      {
        case: 'extra parts ignored',
        text: 'abc;12;x;y',
        expected: { token: 'abc', roomId: '12', isTest: false },
      },
      { case: 'spaces trimmed', text: ' abc ; 12 ', expected: { token: 'abc', roomId: '12', isTest: false } },
      {
        case: 'TEST_QR in the room part',
        text: 'x;TEST_QR',
        expected: { token: 'x', roomId: 'TEST_QR', isTest: true },
      },
      {
        case: 'TQR_ inside the room part',
        text: 'x;AULA_TQR_1',
        expected: { token: 'x', roomId: 'AULA_TQR_1', isTest: true },
      },
      {
        case: 'TEST_QR in the first part only is no test',
        text: 'TEST_QR;12',
        expected: { token: 'TEST_QR', roomId: '12', isTest: false },
      },
      { case: 'one part', text: 'abc', expected: null },
      { case: 'empty', text: '', expected: null },
      { case: 'empty token', text: ';12', expected: null },
      { case: 'empty room', text: 'abc;', expected: null },
      { case: 'blank room', text: 'abc;   ', expected: null },
      { case: 'a huge text', text: `${'a'.repeat(300)};12`, expected: null },
    ]),
  )('%s', (_t, { text, expected }) => {
    expect(parseQrCode(text)).toEqual(expected);
  });
});

describe('codeFromScannedText — the kiosk’s QR holds the attendance page’s link', () => {
  it('takes the qr parameter of a link, the text itself otherwise', () => {
    expect(codeFromScannedText('https://portal.test/presenze?qr=abc%3B12')).toBe('abc;12');
    expect(codeFromScannedText('abc;12')).toBe('abc;12');
    expect(codeFromScannedText('  abc;12\n')).toBe('abc;12');
    expect(codeFromScannedText('https://portal.test/presenze')).toBe('https://portal.test/presenze');
    expect(codeFromScannedText('https://portal.test/presenze?x=1&qr=%E0%A4%A')).toBe(
      'https://portal.test/presenze?x=1&qr=%E0%A4%A',
    );
  });
});

describe('isValidClassroomId — the room part of a code, never a test room', () => {
  it.each([
    ['12', true],
    ['LAB3', true],
    ['aula_1-b', true],
    ['', false],
    ['12;3', false],
    ['Aula 12', false],
    ['TEST_QR', false],
    ['X_TQR_1', false],
    ['a'.repeat(21), false],
  ])('%j → %s', (id, expected) => {
    expect(isValidClassroomId(id)).toBe(expected);
  });
});

describe('windows — a code every 15 s, the previous one accepted for 2 s', () => {
  it('cuts time into 15-second windows', () => {
    const w = windowIndex(T0);
    expect(windowStartsAt(w)).toBe(T0);
    expect(windowEndsAt(w)).toBe(T0 + ATTENDANCE_WINDOW_MS);
    expect(windowIndex(T0 + ATTENDANCE_WINDOW_MS - 1)).toBe(w);
    expect(windowIndex(T0 + ATTENDANCE_WINDOW_MS)).toBe(w + 1);
    expect(windowIndex(T0 - 1)).toBe(w - 1);
  });

  it.each([
    [0, 2],
    [1, 2],
    [ATTENDANCE_GRACE_MS - 1, 2],
    [ATTENDANCE_GRACE_MS, 1],
    [ATTENDANCE_WINDOW_MS - 1, 1],
  ])('%i ms into a window accepts %i window(s)', (into, count) => {
    const accepted = acceptedWindows(T0 + into);
    expect(accepted).toHaveLength(count);
    expect(accepted[0]).toBe(windowIndex(T0));
    if (count === 2) expect(accepted[1]).toBe(windowIndex(T0) - 1);
  });
});

describe('buildCode / verifyToken', () => {
  const room = '12';
  const w = windowIndex(T0);
  const tokenOf = (roomId: string, window: number) => buildToken(sign, roomId, window);

  it('builds `{token};{roomId}` with a token of fixed length that parses back', () => {
    const code = buildCode(sign, room, w);
    expect(code).toMatch(new RegExp(`^[a-z0-9]{${ATTENDANCE_TOKEN_LENGTH}};12$`));
    expect(parseQrCode(code)).toEqual({ token: tokenOf(room, w), roomId: room, isTest: false });
  });

  it('changes with the window, the room and the secret', () => {
    const codes = new Set([
      tokenOf(room, w),
      tokenOf(room, w + 1),
      tokenOf('LAB3', w),
      buildToken(otherSign, room, w),
    ]);
    expect(codes.size).toBe(4);
  });

  it.each(
    titled<{ case: string; token: () => string; at: number; expected: string }>('$case → $expected', [
      { case: 'this window’s code, at its start', token: () => tokenOf(room, w), at: T0, expected: 'valid' },
      {
        case: 'this window’s code, at its end',
        token: () => tokenOf(room, w),
        at: T0 + ATTENDANCE_WINDOW_MS - 1,
        expected: 'valid',
      },
      {
        case: 'the previous window’s code within the grace',
        token: () => tokenOf(room, w - 1),
        at: T0 + ATTENDANCE_GRACE_MS - 1,
        expected: 'valid',
      },
      {
        case: 'the previous window’s code once the grace is over',
        token: () => tokenOf(room, w - 1),
        at: T0 + ATTENDANCE_GRACE_MS,
        expected: 'expired',
      },
      {
        case: 'a code of two windows ago, even in the grace',
        token: () => tokenOf(room, w - 2),
        at: T0 + 1,
        expected: 'expired',
      },
      {
        case: 'a code of an hour ago',
        token: () => tokenOf(room, w - ATTENDANCE_LOOKBACK_WINDOWS),
        at: T0,
        expected: 'expired',
      },
      {
        case: 'a code older than the look-back',
        token: () => tokenOf(room, w - ATTENDANCE_LOOKBACK_WINDOWS - 1),
        at: T0,
        expected: 'invalid',
      },
      {
        case: 'the next window’s code (clock ahead)',
        token: () => tokenOf(room, w + 1),
        at: T0,
        expected: 'expired',
      },
      {
        case: 'another room’s code of this window',
        token: () => tokenOf('LAB3', w),
        at: T0,
        expected: 'invalid',
      },
      {
        case: 'a code made with another secret',
        token: () => buildToken(otherSign, room, w),
        at: T0,
        expected: 'invalid',
      },
      {
        case: 'a token one character off',
        token: () => `${tokenOf(room, w).slice(0, -1)}${tokenOf(room, w).endsWith('A') ? 'B' : 'A'}`,
        at: T0,
        expected: 'invalid',
      },
      { case: 'a token too short', token: () => tokenOf(room, w).slice(0, 10), at: T0, expected: 'invalid' },
      { case: 'a token too long', token: () => `${tokenOf(room, w)}x`, at: T0, expected: 'invalid' },
      { case: 'an empty token', token: () => '', at: T0, expected: 'invalid' },
    ]),
  )('%s', (_t, { token, at, expected }) => {
    expect(verifyToken(sign, token(), room, at)).toBe(expected);
  });
});

describe('constantTimeEqual', () => {
  it.each([
    ['', '', true],
    ['abc', 'abc', true],
    ['abc', 'abd', false],
    ['abc', 'ab', false],
    ['ab', 'abc', false],
    ['', 'a', false],
  ])('%j = %j → %s', (a, b, expected) => {
    expect(constantTimeEqual(a, b)).toBe(expected);
  });
});

describe('hourStartAt — one check-in per student, room and hour of the school’s clock (Europe/Rome)', () => {
  it.each([
    ['winter (UTC+1)', '2026-01-15T09:42:17.345Z', '2026-01-15T09:00:00.000Z'],
    ['summer (UTC+2)', '2026-07-15T09:59:59.999Z', '2026-07-15T09:00:00.000Z'],
    ['on the hour', '2026-07-15T10:00:00.000Z', '2026-07-15T10:00:00.000Z'],
    [
      'the repeated hour of the autumn change, first time',
      '2026-10-25T00:30:00.000Z',
      '2026-10-25T00:00:00.000Z',
    ],
    [
      'the repeated hour of the autumn change, second time',
      '2026-10-25T01:30:00.000Z',
      '2026-10-25T01:00:00.000Z',
    ],
  ])('%s: %s → %s', (_case, at, expected) => {
    expect(hourStartAt(Date.parse(at)).toISOString()).toBe(expected);
  });

  it('follows a zone with a half-hour offset', () => {
    expect(hourStartAt(Date.parse('2026-01-15T09:42:00.000Z'), 'Asia/Kolkata').toISOString()).toBe(
      '2026-01-15T09:30:00.000Z',
    );
  });
});

describe('canOpenAttendanceKiosk — a teacher, or staff with Didattica', () => {
  const person = (
    categories: AccessSubject['categories'],
    webappPermissions: string[] = [],
  ): AccessSubject => ({
    categories,
    webappPermissions,
    isShopEnabled: false,
    stageStatus: 99,
    hasOpenFeedback: false,
    enrolments: [{ ...emptyEnrolment('c', 'course'), isActive: true, isActiveAttendance: true }],
  });
  it.each(
    titled<{ case: string; subject: AccessSubject | null; expected: boolean }>('$case → $expected', [
      { case: 'visitor', subject: null, expected: false },
      { case: 'Insegnante', subject: person(['Insegnante']), expected: true },
      { case: 'Dipendente with Didattica', subject: person(['Dipendente'], ['Didattica']), expected: true },
      {
        case: 'Dipendente with Segreteria only',
        subject: person(['Dipendente'], ['Segreteria']),
        expected: false,
      },
      { case: 'Dipendente without permissions', subject: person(['Dipendente']), expected: false },
      { case: 'Studente with the attendance flag', subject: person(['Studente']), expected: false },
      {
        case: 'Studente holding "Didattica" (not an employee)',
        subject: person(['Studente'], ['Didattica']),
        expected: false,
      },
      ...CATEGORIES.filter((c) => c !== 'Insegnante' && c !== 'Dipendente').map((c) => ({
        case: `${c}`,
        subject: person([c]),
        expected: false,
      })),
    ]),
  )('%s', (_t, { subject, expected }) => {
    expect(canOpenAttendanceKiosk(subject)).toBe(expected);
  });
});
