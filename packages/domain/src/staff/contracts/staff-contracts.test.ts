import { describe, expect, it } from 'vitest';
import { titled } from '../../testing/titled.ts';
import {
  BillingEditingParamsSchema,
  SetBillingEditingBodySchema,
  SetClothingEditingBodySchema,
} from './editing.ts';
import { IdParamsSchema, staffDate, statusValue } from './fields.ts';
import { AddInstalmentBodySchema, INSTALMENT_MAX_CENTS, RecordPaymentBodySchema } from './instalments.ts';
import { ListCandidatesQuerySchema } from './list-candidates.ts';
import { RequestDocumentBodySchema } from './request-document.ts';
import { RejectDocumentBodySchema } from './review-document.ts';
import { UpdateApplicationStatusBodySchema } from './update-application-status.ts';
import { EnableVisaBodySchema, SetVisaAppointmentsBodySchema } from './visa.ts';

/** The first issue of a failed parse as "path: message". */
function firstIssue(
  schema: {
    safeParse(v: unknown): {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  input: unknown,
) {
  const result = schema.safeParse(input);
  if (result.success) return null;
  const issue = result.error?.issues[0];
  return `${issue?.path.join('.')}: ${issue?.message}`;
}

describe('staff fields', () => {
  it.each(['2000-01-01', '2030-02-28', '2100-12-31', ' 2030-06-01 '])('accepts the date %s', (date) => {
    expect(staffDate.safeParse(date).success).toBe(true);
  });
  it.each(['1999-12-31', '2101-01-01', '2030-02-30', '30/06/2030', '', 'today'])(
    'refuses the date %j with candidate.invalidDate',
    (date) => {
      expect(staffDate.safeParse(date).error?.issues[0]?.message).toBe('candidate.invalidDate');
    },
  );
  it('status values: trimmed text, an empty text clears (null)', () => {
    expect(statusValue.parse(' Validato ')).toBe('Validato');
    expect(statusValue.parse('  ')).toBeNull();
    expect(statusValue.parse(null)).toBeNull();
    expect(statusValue.safeParse('x'.repeat(101)).success).toBe(false);
  });
  it('ids are uuids', () => {
    expect(IdParamsSchema.safeParse({ id: '0b9d6b2e-4b8e-4d0c-9a52-6f1d2c3b4a59' }).success).toBe(true);
    expect(IdParamsSchema.safeParse({ id: '../etc' }).success).toBe(false);
  });
});

describe('ListCandidatesQuerySchema', () => {
  it('defaults to page 1 of 20 and drops empty filters', () => {
    expect(ListCandidatesQuerySchema.parse({ status: '', search: ' anna ' })).toEqual({
      status: undefined,
      search: 'anna',
      page: 1,
      pageSize: 20,
    });
  });
  it.each([{ page: '0' }, { pageSize: '101' }, { pageSize: 'x' }, { order: 'name' }])(
    'refuses %j',
    (query) => {
      expect(ListCandidatesQuerySchema.safeParse(query).success).toBe(false);
    },
  );
});

describe('document review and request', () => {
  it('a rejection needs a reason of at most 255 characters', () => {
    expect(RejectDocumentBodySchema.parse({ reason: ' Illeggibile ', version: 'v1' })).toEqual({
      reason: 'Illeggibile',
      version: 'v1',
    });
    expect(firstIssue(RejectDocumentBodySchema, { reason: ' ', version: 'v1' })).toBe(
      'reason: candidate.required',
    );
    expect(RejectDocumentBodySchema.safeParse({ reason: 'x'.repeat(256), version: 'v1' }).success).toBe(
      false,
    );
    expect(firstIssue(RejectDocumentBodySchema, { reason: 'Illeggibile' })).toBe(
      'version: candidate.required',
    );
  });
  it('a request has type and name; due date, encryption and note are optional', () => {
    expect(RequestDocumentBodySchema.parse({ type: 'IT_Passaporto', name: 'Passaporto' })).toEqual({
      type: 'IT_Passaporto',
      name: 'Passaporto',
      dueDate: null,
      mustEncrypt: false,
      note: '',
    });
  });
  it.each(
    titled<{ case: string; input: unknown; expected: string }>('refuses $case', [
      { case: 'no name', input: { type: 'T' }, expected: 'name: candidate.required' },
      {
        case: 'a due date out of range',
        input: { type: 'T', name: 'N', dueDate: '2200-01-01' },
        expected: 'dueDate: candidate.invalidDate',
      },
      {
        case: 'mustEncrypt as text',
        input: { type: 'T', name: 'N', mustEncrypt: 'yes' },
        expected: 'mustEncrypt: Invalid input: expected boolean, received string',
      },
    ]),
  )('%s', (_title, { input, expected }) => {
    expect(firstIssue(RequestDocumentBodySchema, input)).toBe(expected);
  });
});

describe('UpdateApplicationStatusBodySchema', () => {
  it('keeps only what is sent', () => {
    expect(
      UpdateApplicationStatusBodySchema.parse({
        generalStatus: 'validato',
        paymentsUpToDate: null,
        version: 'v1',
      }),
    ).toEqual({
      generalStatus: 'validato',
      paymentsUpToDate: null,
      version: 'v1',
    });
  });
  it.each([
    {},
    { version: 'v1' },
    { foo: 'x', version: 'v1' },
    { isActive: 'true', version: 'v1' },
    { isActive: true },
    { isActive: true, version: '' },
  ])('refuses %j', (input) => {
    expect(UpdateApplicationStatusBodySchema.safeParse(input).success).toBe(false);
  });
});

describe('instalments', () => {
  it('adds an instalment of whole cents up to a million euro', () => {
    const body = { number: '1', amountCents: 150_000, dueDate: '2030-01-31' };
    expect(AddInstalmentBodySchema.parse(body)).toEqual(body);
    for (const amountCents of [0, -1, 1.5, INSTALMENT_MAX_CENTS + 1])
      expect(AddInstalmentBodySchema.safeParse({ ...body, amountCents }).success).toBe(false);
  });
  it('a payment date needs the paid flag', () => {
    const version = 'v1';
    expect(
      RecordPaymentBodySchema.safeParse({ paymentDate: '2030-01-01', isPaid: true, version }).success,
    ).toBe(true);
    expect(RecordPaymentBodySchema.safeParse({ paymentDate: null, isPaid: true, version }).success).toBe(
      true,
    );
    expect(RecordPaymentBodySchema.safeParse({ paymentDate: null, isPaid: false, version }).success).toBe(
      true,
    );
    expect(RecordPaymentBodySchema.safeParse({ paymentDate: null, isPaid: false }).success).toBe(false);
    expect(firstIssue(RecordPaymentBodySchema, { paymentDate: '2030-01-01', isPaid: false, version })).toBe(
      'paymentDate: request.invalid',
    );
  });
});

describe('visa and editing', () => {
  it('enabling needs a record type, disabling does not', () => {
    expect(EnableVisaBodySchema.parse({ enabled: true, recordType: 'Visto D', version: 'v1' })).toEqual({
      enabled: true,
      recordType: 'Visto D',
      version: 'v1',
    });
    expect(EnableVisaBodySchema.parse({ enabled: false, version: 'v1' })).toEqual({
      enabled: false,
      version: 'v1',
    });
    expect(EnableVisaBodySchema.safeParse({ enabled: false }).success).toBe(false);
    expect(EnableVisaBodySchema.safeParse({ enabled: true, version: 'v1' }).success).toBe(false);
    expect(
      EnableVisaBodySchema.safeParse({ enabled: true, recordType: 'Visto E', version: 'v1' }).success,
    ).toBe(false);
  });
  it('phase-4 dates are dates or null, all three sent', () => {
    const body = {
      permitAppointmentDate: '2030-02-10',
      postKitAppointmentDate: null,
      fingerprintPhotoDate: null,
      version: 'v1',
    };
    expect(SetVisaAppointmentsBodySchema.parse(body)).toEqual(body);
    expect(SetVisaAppointmentsBodySchema.safeParse({ permitAppointmentDate: null }).success).toBe(false);
  });
  it('open/close bodies and billing params', () => {
    expect(SetClothingEditingBodySchema.safeParse({ open: true, version: 'v1' }).success).toBe(true);
    expect(SetClothingEditingBodySchema.safeParse({ open: true }).success).toBe(false);
    expect(SetBillingEditingBodySchema.safeParse({ open: 'yes', version: null }).success).toBe(false);
    expect(SetBillingEditingBodySchema.safeParse({ open: true, version: null }).success).toBe(true);
    expect(SetBillingEditingBodySchema.safeParse({ open: true }).success).toBe(false);
    expect(
      BillingEditingParamsSchema.safeParse({
        userId: '0b9d6b2e-4b8e-4d0c-9a52-6f1d2c3b4a59',
        kind: 'housing',
      }).success,
    ).toBe(true);
    expect(
      BillingEditingParamsSchema.safeParse({ userId: '0b9d6b2e-4b8e-4d0c-9a52-6f1d2c3b4a59', kind: 'shop' })
        .success,
    ).toBe(false);
  });
});
