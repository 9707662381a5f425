import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { titled } from '../../testing/titled.ts';
import { GetVisaResponseSchema } from './get-visa.ts';
import {
  embassyAppointmentBodySchema,
  flightBodySchema,
  UpdateVisaResponseSchema,
  visaOutcomeBodySchema,
} from './update-visa.ts';

const TODAY = '2025-06-10';

/** The first issue per field path: its error code, or "zod:<issue code>" for zod's own issues. */
function firstIssues(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? [])
    out[issue.path.join('.')] ??= /^[a-z]+\.[a-zA-Z]+$/.test(issue.message)
      ? issue.message
      : `zod:${issue.code}`;
  return out;
}

describe('embassyAppointmentBodySchema — "Visa phase 1 save needs embassy date (min today), name and address (forced uppercase) and acceptance checked."', () => {
  const schema = embassyAppointmentBodySchema(TODAY);
  const VALID = {
    appointmentDate: '2025-06-20',
    embassyName: 'Ambasciata d’Italia a Pechino',
    embassyAddress: ' 2 Sanlitun Dong Erjie ',
    acceptance: true,
  };

  it('"forced uppercase": name and address come out trimmed and in upper case', () => {
    expect(schema.parse(VALID)).toEqual({
      appointmentDate: '2025-06-20',
      embassyName: 'AMBASCIATA D’ITALIA A PECHINO',
      embassyAddress: '2 SANLITUN DONG ERJIE',
      acceptance: true,
    });
  });

  it('"min today": today itself is accepted', () => {
    expect(schema.safeParse({ ...VALID, appointmentDate: TODAY }).success).toBe(true);
  });

  it('accented letters are upper-cased too', () => {
    expect(schema.parse({ ...VALID, embassyName: 'consolato à è' }).embassyName).toBe('CONSOLATO À È');
  });

  it.each(
    titled<{ case: string; input: Record<string, unknown>; expected: Record<string, string> }>(
      'rejects $case',
      [
        {
          case: '"min today": yesterday',
          input: { ...VALID, appointmentDate: '2025-06-09' },
          expected: { appointmentDate: 'candidate.dateInPast' },
        },
        {
          case: 'a date missing',
          input: { ...VALID, appointmentDate: '' },
          expected: { appointmentDate: 'candidate.required' },
        },
        {
          case: 'a date not sent',
          input: { ...VALID, appointmentDate: undefined },
          expected: { appointmentDate: 'candidate.required' },
        },
        {
          case: 'an impossible date',
          input: { ...VALID, appointmentDate: '2025-02-30' },
          expected: { appointmentDate: 'candidate.invalidDate' },
        },
        {
          case: 'a date in another format',
          input: { ...VALID, appointmentDate: '20-06-2025' },
          expected: { appointmentDate: 'candidate.invalidDate' },
        },
        {
          case: 'a date after 2100',
          input: { ...VALID, appointmentDate: '2101-01-01' },
          expected: { appointmentDate: 'candidate.invalidDate' },
        },
        {
          case: 'a datetime instead of a date',
          input: { ...VALID, appointmentDate: '2025-06-20T10:00' },
          expected: { appointmentDate: 'candidate.invalidDate' },
        },
        {
          case: 'the name missing',
          input: { ...VALID, embassyName: '  ' },
          expected: { embassyName: 'candidate.required' },
        },
        {
          case: 'the address missing',
          input: { ...VALID, embassyAddress: '' },
          expected: { embassyAddress: 'candidate.required' },
        },
        {
          case: 'a name over 100 characters',
          input: { ...VALID, embassyName: 'x'.repeat(101) },
          expected: { embassyName: 'zod:too_big' },
        },
        {
          case: '"acceptance checked": unchecked',
          input: { ...VALID, acceptance: false },
          expected: { acceptance: 'candidate.acceptanceRequired' },
        },
        {
          case: 'acceptance not sent',
          input: { ...VALID, acceptance: undefined },
          expected: { acceptance: 'candidate.acceptanceRequired' },
        },
      ],
    ),
  )('%s', (_title, { input, expected }) => {
    expect(firstIssues(schema, input)).toEqual(expected);
  });

  it('the day passed in is the minimum: the same body is valid a day earlier', () => {
    const body = { ...VALID, appointmentDate: '2025-06-09' };
    expect(embassyAppointmentBodySchema('2025-06-09').safeParse(body).success).toBe(true);
    expect(embassyAppointmentBodySchema('2025-06-10').safeParse(body).success).toBe(false);
  });
});

describe('flightBodySchema — "Flight save needs arrival datetime (min today 00:00), airport and ticket (uppercase)."', () => {
  const schema = flightBodySchema(TODAY);
  const VALID = { arrival: '2025-09-01T14:30', airport: 'bologna blq', ticket: 'az 1234' };

  it('"uppercase": airport and ticket', () => {
    expect(schema.parse(VALID)).toEqual({
      arrival: '2025-09-01T14:30',
      airport: 'BOLOGNA BLQ',
      ticket: 'AZ 1234',
    });
  });

  it.each(['2025-06-10T00:00', '2025-06-10T23:59', '2100-12-31T23:59'])(
    '"min today 00:00": %s is accepted',
    (arrival) => {
      expect(schema.safeParse({ ...VALID, arrival }).success).toBe(true);
    },
  );

  it.each(
    titled<{ case: string; input: Record<string, unknown>; expected: Record<string, string> }>(
      'rejects $case',
      [
        {
          case: '"min today 00:00": yesterday 23:59',
          input: { ...VALID, arrival: '2025-06-09T23:59' },
          expected: { arrival: 'candidate.dateInPast' },
        },
        {
          case: 'the arrival missing',
          input: { ...VALID, arrival: '' },
          expected: { arrival: 'candidate.required' },
        },
        {
          case: 'a date without time',
          input: { ...VALID, arrival: '2025-09-01' },
          expected: { arrival: 'candidate.invalidDate' },
        },
        {
          case: 'hour 24',
          input: { ...VALID, arrival: '2025-09-01T24:00' },
          expected: { arrival: 'candidate.invalidDate' },
        },
        {
          case: 'minute 60',
          input: { ...VALID, arrival: '2025-09-01T10:60' },
          expected: { arrival: 'candidate.invalidDate' },
        },
        {
          case: 'an impossible day',
          input: { ...VALID, arrival: '2025-09-31T10:00' },
          expected: { arrival: 'candidate.invalidDate' },
        },
        {
          case: 'with seconds and a zone (an instant, not a wall-clock time)',
          input: { ...VALID, arrival: '2025-09-01T10:00:00Z' },
          expected: { arrival: 'candidate.invalidDate' },
        },
        {
          case: 'after 2100',
          input: { ...VALID, arrival: '2101-01-01T00:00' },
          expected: { arrival: 'candidate.invalidDate' },
        },
        {
          case: 'the airport missing',
          input: { ...VALID, airport: '' },
          expected: { airport: 'candidate.required' },
        },
        {
          case: 'the ticket missing',
          input: { ...VALID, ticket: '   ' },
          expected: { ticket: 'candidate.required' },
        },
        {
          case: 'an unknown field (strict)',
          input: { ...VALID, phase: 2 },
          expected: { '': 'zod:unrecognized_keys' },
        },
      ],
    ),
  )('%s', (_title, { input, expected }) => {
    expect(firstIssues(schema, input)).toEqual(expected);
  });
});

describe('visaOutcomeBodySchema — "Granted needs start and expiry dates (min today); refusal needs a reason (uppercase)."', () => {
  const schema = visaOutcomeBodySchema(TODAY);

  it.each(
    titled<{ case: string; input: unknown; expected: unknown }>('accepts $case', [
      {
        case: 'granted with start and expiry dates',
        input: { outcome: 'granted', startDate: '2025-08-25', expiryDate: '2026-08-24' },
        expected: { outcome: 'granted', startDate: '2025-08-25', expiryDate: '2026-08-24' },
      },
      {
        case: 'granted starting today, one-day visa',
        input: { outcome: 'granted', startDate: TODAY, expiryDate: TODAY },
        expected: { outcome: 'granted', startDate: TODAY, expiryDate: TODAY },
      },
      {
        case: 'refused with a reason, upper-cased',
        input: { outcome: 'refused', reason: ' documenti incompleti ' },
        expected: { outcome: 'refused', reason: 'DOCUMENTI INCOMPLETI' },
      },
    ]),
  )('%s', (_title, { input, expected }) => {
    expect(schema.parse(input)).toEqual(expected);
  });

  it.each(
    titled<{ case: string; input: unknown; expected: Record<string, string> }>('rejects $case', [
      {
        case: '"min today": a start date in the past',
        input: { outcome: 'granted', startDate: '2025-06-01', expiryDate: '2026-06-01' },
        expected: { startDate: 'candidate.dateInPast' },
      },
      {
        case: '"min today": an expiry date in the past',
        input: { outcome: 'granted', startDate: '2025-06-10', expiryDate: '2025-06-09' },
        expected: { expiryDate: 'candidate.dateInPast' },
      },
      {
        case: 'granted without an expiry date',
        input: { outcome: 'granted', startDate: '2025-08-25' },
        expected: { expiryDate: 'candidate.required' },
      },
      {
        case: 'granted without dates',
        input: { outcome: 'granted', startDate: '', expiryDate: '' },
        expected: { startDate: 'candidate.required', expiryDate: 'candidate.required' },
      },
      {
        case: 'an expiry before the start',
        input: { outcome: 'granted', startDate: '2025-09-01', expiryDate: '2025-08-31' },
        expected: { expiryDate: 'candidate.visaExpiryBeforeStart' },
      },
      {
        case: '"refusal needs a reason"',
        input: { outcome: 'refused', reason: '' },
        expected: { reason: 'candidate.required' },
      },
      {
        case: 'a reason over 100 characters',
        input: { outcome: 'refused', reason: 'x'.repeat(101) },
        expected: { reason: 'zod:too_big' },
      },
      {
        case: 'a refusal without the reason field',
        input: { outcome: 'refused' },
        expected: { reason: 'candidate.required' },
      },
      {
        case: 'a refusal carrying dates (strict)',
        input: { outcome: 'refused', reason: 'X', startDate: '2025-08-25' },
        expected: { '': 'zod:unrecognized_keys' },
      },
      {
        case: 'no outcome',
        input: { startDate: '2025-08-25', expiryDate: '2026-08-24' },
        expected: { outcome: 'candidate.required' },
      },
      {
        case: 'an unknown outcome',
        input: { outcome: 'pending' },
        expected: { outcome: 'candidate.required' },
      },
    ]),
  )('%s', (_title, { input, expected }) => {
    expect(firstIssues(schema, input)).toEqual(expected);
  });
});

describe('GetVisaResponseSchema / UpdateVisaResponseSchema — the visa record', () => {
  const VISA = {
    recordType: 'Visto D',
    status: 'Attesa visto ambasciata',
    embassyAppointmentDate: '2025-06-20',
    embassyName: 'AMBASCIATA',
    embassyAddress: 'VIA',
    acceptance: true,
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

  it('"visto (only when visa is enabled)": null without a visa record', () => {
    expect(GetVisaResponseSchema.parse({ visa: null })).toEqual({ visa: null });
    expect(GetVisaResponseSchema.parse({ visa: VISA })).toEqual({ visa: VISA });
    expect(UpdateVisaResponseSchema.parse({ visa: VISA })).toEqual({ visa: VISA });
  });

  it('rejects an unknown record type', () => {
    expect(GetVisaResponseSchema.safeParse({ visa: { ...VISA, recordType: 'Visto E' } }).success).toBe(false);
  });
});
