import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SchoolClock } from '../shared/clock.ts';
import { titled } from '../testing/titled.ts';
import {
  canGoToPhase,
  canModifyPhase,
  isVisaOutcomeLocked,
  isVisaPhaseSaved,
  parseVisaRecordType,
  VISA_PHASES,
  VISA_RECORD_TYPES,
  VISA_STATUS,
  type Visa,
  type VisaPhase,
  type VisaRecordType,
  type VisaSaveProblem,
  visaOutcome,
  visaPhase,
  visaPhases,
  visaSaveProblem,
  visaStatusAfterSave,
} from './visa.ts';

const CLOCK: SchoolClock = { today: '2025-06-10', now: '2025-06-10T12:00' };

const EMPTY: Visa = {
  recordType: 'Visto D',
  status: null,
  embassyAppointmentDate: null,
  embassyName: null,
  embassyAddress: null,
  acceptance: false,
  flightArrival: null,
  arrivalAirport: null,
  flightTicket: null,
  visaStartDate: null,
  visaExpiryDate: null,
  refusalReason: null,
  permitAppointmentDate: null,
  postKitAppointmentDate: null,
  fingerprintPhotoDate: null,
};
const EMBASSY: Partial<Visa> = {
  embassyAppointmentDate: '2025-06-20',
  embassyName: 'AMBASCIATA D’ITALIA A PECHINO',
  embassyAddress: '2 SANLITUN DONG ERJIE',
  acceptance: true,
  status: VISA_STATUS.awaitingEmbassy,
};
const FLIGHT: Partial<Visa> = {
  flightArrival: '2025-09-01T14:30',
  arrivalAirport: 'BLQ',
  flightTicket: 'AZ1234',
};
const DATES: Partial<Visa> = { visaStartDate: '2025-08-25', visaExpiryDate: '2026-08-24' };
const visa = (recordType: VisaRecordType | null, ...parts: Partial<Visa>[]): Visa =>
  Object.assign({ ...EMPTY, recordType }, ...parts);

describe('record types — "RecordType.Name (Visto C or Visto D)"', () => {
  it('two record types', () => {
    expect(VISA_RECORD_TYPES).toEqual(['Visto C', 'Visto D']);
  });

  it.each([
    { value: 'Visto C', expected: 'Visto C' },
    { value: 'visto d', expected: 'Visto D' },
    { value: ' VISTO C ', expected: 'Visto C' },
    { value: 'Visto', expected: null },
    { value: 'Visto E', expected: null },
    { value: null, expected: null },
  ])('"$value" → $expected', ({ value, expected }) => {
    expect(parseVisaRecordType(value)).toBe(expected);
  });
});

describe('visaPhase — "1 if embassy date, name or address missing; 2 if flight date/airport/ticket missing or type Visto C; 3 if visa start or expiry missing; 4 for Visto D once those exist; else 3."', () => {
  it.each(
    titled<{ case: string; visa: Visa; expected: VisaPhase }>('$case → $expected', [
      { case: '"1 if embassy date ... missing": nothing filled', visa: visa('Visto D'), expected: 1 },
      {
        case: '"1 if embassy date missing"',
        visa: visa('Visto D', EMBASSY, { embassyAppointmentDate: null }),
        expected: 1,
      },
      {
        case: '"1 if ... name ... missing"',
        visa: visa('Visto D', EMBASSY, { embassyName: '' }),
        expected: 1,
      },
      {
        case: '"1 if ... address missing" (spaces only)',
        visa: visa('Visto D', EMBASSY, { embassyAddress: '   ' }),
        expected: 1,
      },
      {
        case: 'phase 1 wins even when later phases are filled',
        visa: visa('Visto D', FLIGHT, DATES),
        expected: 1,
      },
      {
        case: 'acceptance does not count for the phase',
        visa: visa('Visto D', EMBASSY, { acceptance: false }),
        expected: 2,
      },
      { case: '"2 if flight date ... missing"', visa: visa('Visto D', EMBASSY), expected: 2 },
      {
        case: '"2 if flight ... airport ... missing"',
        visa: visa('Visto D', EMBASSY, FLIGHT, { arrivalAirport: null }),
        expected: 2,
      },
      {
        case: '"2 if flight ... ticket missing"',
        visa: visa('Visto D', EMBASSY, FLIGHT, { flightTicket: '' }),
        expected: 2,
      },
      {
        case: '"2 if ... type Visto C": embassy done, no flight',
        visa: visa('Visto C', EMBASSY),
        expected: 2,
      },
      {
        case: '"2 if ... type Visto C": flight done too',
        visa: visa('Visto C', EMBASSY, FLIGHT),
        expected: 2,
      },
      {
        case: '"2 if ... type Visto C": even with visa dates',
        visa: visa('Visto C', EMBASSY, FLIGHT, DATES),
        expected: 2,
      },
      {
        case: '"3 if visa start ... missing"',
        visa: visa('Visto D', EMBASSY, FLIGHT, { visaExpiryDate: '2026-08-24' }),
        expected: 3,
      },
      {
        case: '"3 if visa ... expiry missing"',
        visa: visa('Visto D', EMBASSY, FLIGHT, { visaStartDate: '2025-08-25' }),
        expected: 3,
      },
      {
        case: '3 with a refusal reason (no dates)',
        visa: visa('Visto D', EMBASSY, FLIGHT, { refusalReason: 'DOCUMENTI INCOMPLETI' }),
        expected: 3,
      },
      {
        case: '"4 for Visto D once those exist"',
        visa: visa('Visto D', EMBASSY, FLIGHT, DATES),
        expected: 4,
      },
      {
        case: '"else 3": no record type, everything filled',
        visa: visa(null, EMBASSY, FLIGHT, DATES),
        expected: 3,
      },
      { case: 'no record type, flight missing: 2', visa: visa(null, EMBASSY), expected: 2 },
    ]),
  )('%s', (_title, { visa: value, expected }) => {
    expect(visaPhase(value)).toBe(expected);
  });

  it('property: Visto C never goes past phase 2; Visto D reaches 4 only with every field of phases 1-3', () => {
    const maybe = (text: string) => fc.constantFrom(null, '', text);
    const record = fc.record({
      recordType: fc.constantFrom<VisaRecordType | null>('Visto C', 'Visto D', null),
      embassyAppointmentDate: maybe('2025-06-20'),
      embassyName: maybe('AMBASCIATA'),
      embassyAddress: maybe('VIA'),
      flightArrival: maybe('2025-09-01T14:30'),
      arrivalAirport: maybe('BLQ'),
      flightTicket: maybe('AZ1'),
      visaStartDate: maybe('2025-08-25'),
      visaExpiryDate: maybe('2026-08-24'),
    });
    fc.assert(
      fc.property(record, (fields) => {
        const value = { ...EMPTY, ...fields };
        const phase = visaPhase(value);
        expect(visaPhases(value.recordType)).toContain(phase);
        if (value.recordType === 'Visto C') expect(phase).toBeLessThanOrEqual(2);
        const filled = Object.entries(fields).every(([k, v]) => k === 'recordType' || (v ?? '') !== '');
        expect(phase === 4).toBe(value.recordType === 'Visto D' && filled);
      }),
    );
  });
});

describe('visaPhases — the steps each record type can reach ("4 permit appointments at the school (only for record type Visto D)")', () => {
  it.each([
    { recordType: 'Visto C' as const, expected: [1, 2] },
    { recordType: 'Visto D' as const, expected: [1, 2, 3, 4] },
    { recordType: null, expected: [1, 2, 3] },
  ])('$recordType → $expected', ({ recordType, expected }) => {
    expect(visaPhases(recordType)).toEqual(expected);
  });
});

describe('canGoToPhase — "Users may go back only to phases up to current."', () => {
  const rows = VISA_PHASES.flatMap((current) =>
    [0, 1, 2, 3, 4, 5].map((target) => ({ target, current, expected: target >= 1 && target <= current })),
  );
  it.each(rows)('target $target, current $current → $expected', ({ target, current, expected }) => {
    expect(canGoToPhase(target, current)).toBe(expected);
  });

  it.each([1.5, Number.NaN, -1])('a target that is not a phase (%s) is refused', (target) => {
    expect(canGoToPhase(target, 4)).toBe(false);
  });
});

describe('visaOutcome / isVisaOutcomeLocked — "The outcome (granted or not) is locked once saved ... If a refusal reason exists it shows as refused and saved."', () => {
  it.each(
    titled<{ case: string; visa: Visa; outcome: ReturnType<typeof visaOutcome> }>('$case → $outcome', [
      { case: 'nothing yet', visa: visa('Visto D', EMBASSY, FLIGHT), outcome: null },
      {
        case: 'granted: start and expiry dates',
        visa: visa('Visto D', EMBASSY, FLIGHT, DATES),
        outcome: 'granted',
      },
      {
        case: 'only a start date is no outcome',
        visa: visa('Visto D', { visaStartDate: '2025-08-25' }),
        outcome: null,
      },
      {
        case: '"If a refusal reason exists it shows as refused"',
        visa: visa('Visto D', { refusalReason: 'MOTIVI' }),
        outcome: 'refused',
      },
      {
        case: 'a refusal reason wins over dates',
        visa: visa('Visto D', DATES, { refusalReason: 'MOTIVI' }),
        outcome: 'refused',
      },
      {
        case: 'a blank refusal reason is none',
        visa: visa('Visto D', { refusalReason: '  ' }),
        outcome: null,
      },
    ]),
  )('%s', (_title, { visa: value, outcome }) => {
    expect(visaOutcome(value)).toBe(outcome);
    expect(isVisaOutcomeLocked(value)).toBe(outcome !== null);
  });
});

describe('isVisaPhaseSaved — "Saved phases lock"', () => {
  const full = visa('Visto D', EMBASSY, FLIGHT, DATES, {
    permitAppointmentDate: '2025-09-05',
    postKitAppointmentDate: '2025-09-06',
    fingerprintPhotoDate: '2025-10-01',
  });
  it.each(
    titled<{ case: string; visa: Visa; saved: [boolean, boolean, boolean, boolean] }>('$case', [
      { case: 'nothing saved', visa: visa('Visto D'), saved: [false, false, false, false] },
      { case: 'phase 1 saved', visa: visa('Visto D', EMBASSY), saved: [true, false, false, false] },
      {
        case: 'phases 1 and 2 saved',
        visa: visa('Visto D', EMBASSY, FLIGHT),
        saved: [true, true, false, false],
      },
      {
        case: 'refused: phase 3 saved',
        visa: visa('Visto D', EMBASSY, FLIGHT, { refusalReason: 'X' }),
        saved: [true, true, true, false],
      },
      {
        case: '"Phase 4 fields are read-only": never saved by the candidate',
        visa: full,
        saved: [true, true, true, false],
      },
    ]),
  )('%s', (_title, { visa: value, saved }) => {
    expect(VISA_PHASES.map((phase) => isVisaPhaseSaved(value, phase))).toEqual(saved);
  });
});

describe('canModifyPhase — "Modifica re-enables editing only if the embassy appointment (or flight time) is not past."', () => {
  it.each(
    titled<{ case: string; visa: Visa; phase: VisaPhase; expected: boolean }>('$case → $expected', [
      {
        case: 'phase 1, appointment in the future',
        visa: visa('Visto D', EMBASSY),
        phase: 1,
        expected: true,
      },
      {
        case: 'phase 1, appointment today is not past',
        visa: visa('Visto D', EMBASSY, { embassyAppointmentDate: '2025-06-10' }),
        phase: 1,
        expected: true,
      },
      {
        case: 'phase 1, appointment yesterday',
        visa: visa('Visto D', EMBASSY, { embassyAppointmentDate: '2025-06-09' }),
        phase: 1,
        expected: false,
      },
      {
        case: 'phase 1 not saved yet: nothing to modify',
        visa: visa('Visto D', { embassyAppointmentDate: '2025-07-01' }),
        phase: 1,
        expected: false,
      },
      {
        case: 'phase 2, flight later today',
        visa: visa('Visto D', EMBASSY, FLIGHT, { flightArrival: '2025-06-10T18:00' }),
        phase: 2,
        expected: true,
      },
      {
        case: 'phase 2, flight this very minute',
        visa: visa('Visto D', EMBASSY, FLIGHT, { flightArrival: '2025-06-10T12:00' }),
        phase: 2,
        expected: true,
      },
      {
        case: 'phase 2, flight landed this morning',
        visa: visa('Visto D', EMBASSY, FLIGHT, { flightArrival: '2025-06-10T08:00' }),
        phase: 2,
        expected: false,
      },
      {
        case: 'phase 2, flight in September',
        visa: visa('Visto C', EMBASSY, FLIGHT),
        phase: 2,
        expected: true,
      },
      { case: 'phase 2 not saved', visa: visa('Visto D', EMBASSY), phase: 2, expected: false },
      {
        case: 'phase 3: the outcome is "locked once saved"',
        visa: visa('Visto D', EMBASSY, FLIGHT, DATES),
        phase: 3,
        expected: false,
      },
      {
        case: 'phase 3 refused: locked',
        visa: visa('Visto D', EMBASSY, FLIGHT, { refusalReason: 'X' }),
        phase: 3,
        expected: false,
      },
      {
        case: 'phase 4: read-only',
        visa: visa('Visto D', EMBASSY, FLIGHT, DATES),
        phase: 4,
        expected: false,
      },
    ]),
  )('%s', (_title, { visa: value, phase, expected }) => {
    expect(canModifyPhase(value, phase, CLOCK)).toBe(expected);
  });
});

describe('visaSaveProblem — what the server checks before saving a phase', () => {
  it.each(
    titled<{ case: string; visa: Visa; phase: VisaPhase; expected: VisaSaveProblem | null }>(
      '$case → $expected',
      [
        { case: 'phase 1 of a new record', visa: visa('Visto D'), phase: 1, expected: null },
        {
          case: 'phase 2 before phase 1: "only to phases up to current"',
          visa: visa('Visto D'),
          phase: 2,
          expected: 'candidate.visaPhaseNotReached',
        },
        { case: 'phase 2 after phase 1', visa: visa('Visto D', EMBASSY), phase: 2, expected: null },
        {
          case: 'phase 1 again while the appointment is not past (Modifica)',
          visa: visa('Visto D', EMBASSY),
          phase: 1,
          expected: null,
        },
        {
          case: 'phase 1 again after the appointment',
          visa: visa('Visto D', EMBASSY, { embassyAppointmentDate: '2025-06-01' }),
          phase: 1,
          expected: 'candidate.visaPhaseLocked',
        },
        {
          case: 'phase 2 again after landing',
          visa: visa('Visto D', EMBASSY, FLIGHT, { flightArrival: '2025-06-01T10:00' }),
          phase: 2,
          expected: 'candidate.visaPhaseLocked',
        },
        {
          case: 'phase 3 once phases 1 and 2 are saved',
          visa: visa('Visto D', EMBASSY, FLIGHT),
          phase: 3,
          expected: null,
        },
        {
          case: 'phase 3 a second time: "locked once saved"',
          visa: visa('Visto D', EMBASSY, FLIGHT, DATES),
          phase: 3,
          expected: 'candidate.visaOutcomeLocked',
        },
        {
          case: 'phase 3 after a refusal',
          visa: visa('Visto D', EMBASSY, FLIGHT, { refusalReason: 'X' }),
          phase: 3,
          expected: 'candidate.visaOutcomeLocked',
        },
        {
          case: 'Visto C never reaches phase 3',
          visa: visa('Visto C', EMBASSY, FLIGHT),
          phase: 3,
          expected: 'candidate.visaPhaseNotReached',
        },
        {
          case: 'phase 4 is read-only',
          visa: visa('Visto D', EMBASSY, FLIGHT, DATES),
          phase: 4,
          expected: 'candidate.visaPhaseReadOnly',
        },
      ],
    ),
  )('%s', (_title, { visa: value, phase, expected }) => {
    expect(visaSaveProblem(value, phase, CLOCK)).toBe(expected);
  });
});

describe('visaStatusAfterSave — "Saving phase 1 sets Stato__c to \'Attesa visto ambasciata\'."', () => {
  it.each([
    { phase: 1 as const, current: null, expected: 'Attesa visto ambasciata' },
    { phase: 1 as const, current: 'Altro', expected: 'Attesa visto ambasciata' },
    { phase: 2 as const, current: 'Attesa visto ambasciata', expected: 'Attesa visto ambasciata' },
    { phase: 3 as const, current: 'Altro', expected: 'Altro' },
    { phase: 2 as const, current: null, expected: null },
  ])('phase $phase, status $current → $expected', ({ phase, current, expected }) => {
    expect(visaStatusAfterSave(phase, current)).toBe(expected);
  });

  it('confirming the outcome ends the wait for the embassy', () => {
    expect(visaStatusAfterSave(3, 'Attesa visto ambasciata', 'granted')).toBe('Visto concesso');
    expect(visaStatusAfterSave(3, 'Attesa visto ambasciata', 'refused')).toBe('Visto rifiutato');
  });
});
