import { describe, expect, it } from 'vitest';
import { titled } from '../../testing/titled.ts';
import {
  type GetClothingResponse,
  GetClothingResponseSchema,
  UpdateClothingBodySchema,
} from './update-clothing.ts';

describe('UpdateClothingBodySchema — one size per offered item', () => {
  it.each(
    titled<{ case: string; input: unknown; expected: unknown }>('accepts $case', [
      {
        case: 'every item',
        input: { shoes: '40', bomber: 'M', shirt: 'M', jacket: 'L', vest: 'M', trousers: '48', polo: 'S' },
        expected: { shoes: '40', bomber: 'M', shirt: 'M', jacket: 'L', vest: 'M', trousers: '48', polo: 'S' },
      },
      {
        case: 'only the offered items',
        input: { shoes: '38,5', polo: 'XS' },
        expected: { shoes: '38,5', polo: 'XS' },
      },
      { case: 'sizes trimmed', input: { polo: ' M ' }, expected: { polo: 'M' } },
      { case: 'nothing (the server then reports the missing sizes)', input: {}, expected: {} },
    ]),
  )('%s', (_title, { input, expected }) => {
    expect(UpdateClothingBodySchema.parse(input)).toEqual(expected);
  });

  it.each(
    titled<{ case: string; input: unknown; path: string; message?: string }>('rejects $case', [
      { case: 'an empty size', input: { polo: '' }, path: 'polo', message: 'candidate.required' },
      { case: 'a blank size', input: { polo: '   ' }, path: 'polo', message: 'candidate.required' },
      { case: 'a null size', input: { polo: null }, path: 'polo', message: 'candidate.required' },
      {
        case: 'a size over 20 characters',
        input: { polo: 'M'.repeat(21) },
        path: 'polo',
        message: 'candidate.clothingSizeNotOffered',
      },
      { case: 'an unknown item (strict)', input: { hat: 'M' }, path: '' },
    ]),
  )('%s', (_title, { input, path, message }) => {
    const result = UpdateClothingBodySchema.safeParse(input);
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path.join('.') === path);
    expect(issue).toBeDefined();
    if (message) expect(issue?.message).toBe(message);
  });
});

describe('GetClothingResponseSchema — offer, chosen sizes, editability', () => {
  const EMPTY = { shoes: [], bomber: [], shirt: [], jacket: [], vest: [], trousers: [], polo: [] };
  const response: GetClothingResponse = {
    isEditable: true,
    formState: 'open',
    offer: { ...EMPTY, shoes: ['38', '39'], polo: ['S', 'M'] },
    sizes: { shoes: '38', bomber: null, shirt: null, jacket: null, vest: null, trousers: null, polo: null },
  };

  it('accepts a response', () => {
    expect(GetClothingResponseSchema.parse(response)).toEqual(response);
  });

  it('rejects a response without an item', () => {
    const { polo: _polo, ...offer } = response.offer;
    expect(GetClothingResponseSchema.safeParse({ ...response, offer }).success).toBe(false);
  });
});
