import { describe, expect, it } from 'vitest';
import { titled } from '../../testing/titled.ts';
import { emptyBillingForm, emptyHousingBillingForm } from '../billing.ts';
import { SaveCourseBillingBodySchema } from './save-course-billing.ts';
import { SaveHousingBillingBodySchema } from './save-housing-billing.ts';

function fieldErrors(
  schema: typeof SaveCourseBillingBodySchema | typeof SaveHousingBillingBodySchema,
  input: unknown,
) {
  const result = schema.safeParse(input);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? [])
    out[issue.path.join('.')] ??= /^[a-z]+\.[a-zA-Z]+$/.test(issue.message)
      ? issue.message
      : `zod:${issue.code}`;
  return out;
}

describe('SaveCourseBillingBodySchema — a form in progress ("Profile dirty on any field edit")', () => {
  it('an empty form of any type can be saved', () => {
    for (const type of ['MeStesso', 'PersonaGiuridica', 'PersonaFisica'] as const)
      expect(SaveCourseBillingBodySchema.parse({ ...emptyBillingForm(), type })).toEqual({
        ...emptyBillingForm(),
        type,
      });
  });

  it('a partly filled company, trimmed', () => {
    const body = {
      ...emptyBillingForm(),
      type: 'PersonaGiuridica',
      companyName: '  Trattoria  ',
      postalCode: '43121',
    };
    expect(SaveCourseBillingBodySchema.parse(body)).toMatchObject({
      companyName: 'Trattoria',
      postalCode: '43121',
    });
  });

  it.each(
    titled<{ case: string; input: Record<string, unknown>; expected: Record<string, string> }>(
      'rejects $case',
      [
        {
          case: 'a malformed e-mail even in a draft',
          input: { email: 'x' },
          expected: { email: 'billing.invalidEmail' },
        },
        {
          case: 'a postcode with letters',
          input: { postalCode: '43A21' },
          expected: { postalCode: 'billing.invalidPostcode' },
        },
        {
          case: 'a tax code of 17 characters',
          input: { taxCode: 'X'.repeat(17) },
          expected: { taxCode: 'zod:too_big' },
        },
        { case: 'an unknown type', input: { type: 'Altro' }, expected: { type: 'billing.invalidType' } },
        {
          case: 'an IBAN on course billing (strict)',
          input: { iban: 'IT60X0542811101000000123456' },
          expected: { '': 'zod:unrecognized_keys' },
        },
      ],
    ),
  )('%s', (_title, { input, expected }) => {
    expect(fieldErrors(SaveCourseBillingBodySchema, { ...emptyBillingForm(), ...input })).toEqual(expected);
  });
});

describe('SaveHousingBillingBodySchema — the housing form in progress', () => {
  it('an empty form can be saved; an IBAN, when filled, is stored in electronic form', () => {
    expect(SaveHousingBillingBodySchema.parse(emptyHousingBillingForm())).toEqual(emptyHousingBillingForm());
    expect(
      SaveHousingBillingBodySchema.parse({
        ...emptyHousingBillingForm(),
        iban: 'it60 x054 2811 1010 0000 0123 456',
      }).iban,
    ).toBe('IT60X0542811101000000123456');
  });

  it('an invalid IBAN is refused even in a draft', () => {
    expect(fieldErrors(SaveHousingBillingBodySchema, { ...emptyHousingBillingForm(), iban: 'IT00' })).toEqual(
      {
        iban: 'billing.invalidIban',
      },
    );
  });
});
