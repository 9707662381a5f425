import { describe, expect, it } from 'vitest';
import { OpenDoorBodySchema } from './contracts/open-door.ts';
import {
  DOOR_ACCURACY_MAX_METRES,
  DOOR_KEYS,
  DOOR_RADIUS_METRES,
  distanceMetres,
  doorReach,
  formatDistance,
  isDoorKey,
  isWithinReach,
} from './doors.ts';

/** The Reggia di Colorno, where the school is. */
const REGGIA = { latitude: 44.9294, longitude: 10.3764 };
/** One metre of latitude in degrees on the mean sphere. */
const METRE = 1 / 111_195.08;

describe('distanceMetres (haversine on the mean Earth radius)', () => {
  it.each([
    { case: 'the same point', a: REGGIA, b: REGGIA, metres: 0, within: 0 },
    {
      case: '1° of latitude on the meridian',
      a: { latitude: 0, longitude: 0 },
      b: { latitude: 1, longitude: 0 },
      metres: 111_195.08,
      within: 0.01,
    },
    {
      case: '1° of longitude on the equator',
      a: { latitude: 0, longitude: 0 },
      b: { latitude: 0, longitude: 1 },
      metres: 111_195.08,
      within: 0.01,
    },
    {
      case: 'half the equator (antipodes)',
      a: { latitude: 0, longitude: 0 },
      b: { latitude: 0, longitude: 180 },
      metres: 20_015_114.44,
      within: 0.01,
    },
    {
      case: 'pole to pole',
      a: { latitude: 90, longitude: 0 },
      b: { latitude: -90, longitude: 0 },
      metres: 20_015_114.44,
      within: 0.01,
    },
    {
      case: 'the Reggia di Colorno to Piazza Garibaldi, Parma (about 14.7 km)',
      a: REGGIA,
      b: { latitude: 44.8015, longitude: 10.3279 },
      metres: 14_726.55,
      within: 0.01,
    },
    {
      case: 'the Reggia di Colorno to the Duomo di Milano (about 110 km)',
      a: REGGIA,
      b: { latitude: 45.4642, longitude: 9.19 },
      metres: 110_353.25,
      within: 0.01,
    },
    {
      case: '0.001° of longitude at Colorno’s latitude (shorter than on the equator: cos 44.93°)',
      a: REGGIA,
      b: { latitude: REGGIA.latitude, longitude: REGGIA.longitude + 0.001 },
      metres: 78.72,
      within: 0.01,
    },
    {
      case: '40 m north of the Reggia',
      a: REGGIA,
      b: { latitude: REGGIA.latitude + 40 * METRE, longitude: REGGIA.longitude },
      metres: 40,
      within: 0.001,
    },
    {
      case: 'across the antimeridian (179.5° E to 179.5° W is 1°, not 359°)',
      a: { latitude: 0, longitude: 179.5 },
      b: { latitude: 0, longitude: -179.5 },
      metres: 111_195.08,
      within: 0.01,
    },
  ])('$case', ({ a, b, metres, within }) => {
    expect(Math.abs(distanceMetres(a, b) - metres)).toBeLessThanOrEqual(within);
    // Symmetric.
    expect(Math.abs(distanceMetres(b, a) - metres)).toBeLessThanOrEqual(within);
  });
});

describe('formatDistance — "distance in metres, 2 decimals", in the user’s number format', () => {
  it.each([
    [40, 'it', '40,00\u00a0m'],
    [40, 'en', '40.00\u00a0m'],
    [12.345, 'it', '12,35\u00a0m'],
    [0.004, 'en', '0.00\u00a0m'],
    [49.999, 'it', '50,00\u00a0m'],
    [14_726.5519, 'it', '14.726,55\u00a0m'],
    [14_726.5519, 'en', '14,726.55\u00a0m'],
  ])('%d in %s is %s', (metres, locale, expected) => {
    expect(formatDistance(metres, locale)).toBe(expected);
  });
});

describe('isWithinReach / doorReach — "Door buttons enabled within 50 m"', () => {
  it.each([
    [0, true],
    [40, true],
    [DOOR_RADIUS_METRES, true],
    [50.000_001, false],
    [60, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    [-1, false],
  ])('%d m → %s', (metres, expected) => {
    expect(isWithinReach(metres)).toBe(expected);
  });

  it.each([
    [40, 5, 'open'],
    [40, DOOR_ACCURACY_MAX_METRES, 'open'],
    [40, DOOR_ACCURACY_MAX_METRES + 0.1, 'inaccurate'],
    [60, 5, 'tooFar'],
    [60, 500, 'inaccurate'],
    [40, Number.NaN, 'inaccurate'],
  ] as const)('%d m with accuracy %d m → %s', (metres, accuracy, expected) => {
    expect(doorReach(metres, accuracy)).toBe(expected);
  });
});

describe('door keys — saveApriPorta (porta: Cancello, Spogliatoio or SpogliatoioInterno)', () => {
  it('are exactly the three doors of the specification', () => {
    expect(DOOR_KEYS).toEqual(['Cancello', 'Spogliatoio', 'SpogliatoioInterno']);
    expect(isDoorKey('Cancello')).toBe(true);
    expect(isDoorKey('cancello')).toBe(false);
    expect(isDoorKey('Portone')).toBe(false);
  });
});

describe('OpenDoorBodySchema — the reported position', () => {
  const valid = { latitude: 44.9294, longitude: 10.3764, accuracy: 8 };
  it('accepts a reading, the bounds included', () => {
    expect(OpenDoorBodySchema.safeParse(valid).success).toBe(true);
    expect(OpenDoorBodySchema.safeParse({ latitude: -90, longitude: 180, accuracy: 0 }).success).toBe(true);
  });
  it.each([
    { latitude: 90.000_1 },
    { latitude: -90.1 },
    { longitude: 180.1 },
    { longitude: -181 },
    { accuracy: -1 },
    { accuracy: 1e9 },
    { latitude: '44.9' },
    { latitude: Number.NaN },
    { longitude: Number.POSITIVE_INFINITY },
    { latitude: null },
    { latitude: undefined },
    { extra: 1 },
  ])('refuses %j', (change) => {
    expect(OpenDoorBodySchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});
