import { describe, expect, it } from 'vitest';
import { CheckoutFeeBodySchema, feeReturnUrls, testFeeReturnUrls } from './checkout-fee.ts';
import { ENTRY_REASONS, GetStateQuerySchema } from './get-state.ts';
import { SaveStepParamsSchema, stepSchema } from './save-step.ts';
import { step4Schema } from './step-4.ts';
import { UploadApplicationFileParamsSchema } from './upload-file.ts';

describe('step 4 — the fee step has no field', () => {
  it('accepts an empty form and nothing else', () => {
    expect(step4Schema().parse({})).toEqual({});
    expect(step4Schema().safeParse({ amountCents: 1 }).success).toBe(false);
  });
});

describe('stepSchema — the schema of the form posted on each step', () => {
  it('step 0 with a profile Id has nothing to create; without one it needs the credentials', () => {
    expect(stepSchema(0, { locale: 'it', hasProfileId: true }).parse({})).toEqual({});
    expect(stepSchema(0, { locale: 'it' }).safeParse({}).success).toBe(false);
  });

  it.each([1, 2, 3, 5, 6] as const)('step %i refuses an empty form', (step) => {
    expect(stepSchema(step, { locale: 'it' }).safeParse({}).success).toBe(false);
  });

  it('step 4 accepts an empty form', () => {
    expect(stepSchema(4, { locale: 'en' }).safeParse({}).success).toBe(true);
  });
});

describe('the routes of the application', () => {
  it('take the step and the kind of file from the path', () => {
    expect(SaveStepParamsSchema.parse({ productCode: 'CUCINA-2027A', step: '3' })).toEqual({
      productCode: 'CUCINA-2027A',
      step: '3',
    });
    expect(UploadApplicationFileParamsSchema.safeParse({ productCode: 'A-B', kind: 'photo' }).success).toBe(
      false,
    );
  });

  it('read viaButtons and the locale of the state query', () => {
    expect(GetStateQuerySchema.parse({ step: '2', viaButtons: 'true', locale: 'zh' })).toEqual({
      step: '2',
      viaButtons: true,
      locale: 'zh',
    });
    expect(GetStateQuerySchema.parse({}).viaButtons).toBe(false);
    expect(GetStateQuerySchema.safeParse({ locale: 'fr' }).success).toBe(false);
  });

  it('list every reason of the entry check', () => {
    expect(ENTRY_REASONS).toHaveLength(12);
  });
});

describe('fee checkout — "success URL /candidatura/{product}/5, cancel URL /candidatura/{product}/4?errorePagamento=1"', () => {
  it('builds the return addresses on the public origin', () => {
    expect(feeReturnUrls('https://portal.example/', 'CUCINA-2027A')).toEqual({
      successUrl: 'https://portal.example/candidatura/CUCINA-2027A/5?payment=success',
      cancelUrl: 'https://portal.example/candidatura/CUCINA-2027A/4?errorePagamento=1',
    });
    expect(testFeeReturnUrls('http://x.test')).toEqual({
      successUrl: 'http://x.test/stepPagamentoTEST?payment=success',
      cancelUrl: 'http://x.test/stepPagamentoTEST?errorePagamento=1',
    });
  });

  it('takes only the locale from the client, never an amount', () => {
    expect(CheckoutFeeBodySchema.parse({})).toEqual({ locale: 'it' });
    expect(CheckoutFeeBodySchema.safeParse({ locale: 'it', amountCents: 100 }).success).toBe(false);
  });
});
