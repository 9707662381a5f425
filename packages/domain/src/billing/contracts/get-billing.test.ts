import { describe, expect, it } from 'vitest';
import { emptyBillingForm, emptyHousingBillingForm } from '../billing.ts';
import { GetBillingResponseSchema } from './get-billing.ts';

const STATE = { requestingCount: 1, compiled: false, sent: false, compiledAt: null };

describe('GetBillingResponseSchema — "Billing: Courses billing and, when a housing billing record exists, Housing billing."', () => {
  it('course billing alone', () => {
    const body = { course: { form: emptyBillingForm(), state: STATE }, housing: null };
    expect(GetBillingResponseSchema.parse(body)).toEqual(body);
  });

  it('course and housing billing', () => {
    const body = {
      course: { form: emptyBillingForm(), state: STATE },
      housing: {
        form: emptyHousingBillingForm(),
        state: { ...STATE, sent: true, compiledAt: '2025-06-10T10:00:00.000Z' },
      },
    };
    expect(GetBillingResponseSchema.parse(body)).toEqual(body);
  });

  it('stored values are sent as they are (a long legacy value does not break the answer)', () => {
    const form = { ...emptyBillingForm(), companyName: 'x'.repeat(300) };
    expect(
      GetBillingResponseSchema.safeParse({ course: { form, state: STATE }, housing: null }).success,
    ).toBe(true);
  });

  it.each([
    {
      case: 'a housing form without IBAN',
      body: {
        course: { form: emptyBillingForm(), state: STATE },
        housing: { form: emptyBillingForm(), state: STATE },
      },
    },
    {
      case: 'a negative count',
      body: { course: { form: emptyBillingForm(), state: { ...STATE, requestingCount: -1 } }, housing: null },
    },
    {
      case: 'an unknown type',
      body: { course: { form: { ...emptyBillingForm(), type: 'Altro' }, state: STATE }, housing: null },
    },
  ])('rejects $case', ({ body }) => {
    expect(GetBillingResponseSchema.safeParse(body).success).toBe(false);
  });
});
