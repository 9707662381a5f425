import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPriceCents } from '../shop/money.ts';
import { titled } from '../testing/titled.ts';
import {
  blankPlaceholderNote,
  budgetLimit,
  type DishDraft,
  DishInputSchema,
  type DishLine,
  type DishProblemCode,
  dishProblems,
  dishTotalCents,
  formatQuantity,
  isOverBudget,
  isWholeNumberUnit,
  type LineProblem,
  lineCostCents,
  lineName,
  lineProblems,
  OVER_BUDGET_LABEL,
  QUANTITY_MAX_THOUSANDTHS,
  quantityStep,
  quantityStepValue,
  quantityToThousandths,
  saveButtonLabel,
  thesisTotalCents,
  thousandthsToQuantity,
  uppercaseDishText,
} from './dishes.ts';

const NBSP = '\u00a0';

const ingredient = (values: Partial<DishLine> = {}): DishLine => ({
  type: 'Ingrediente',
  note: 'Burro',
  unit: 'kg',
  quantity: 1000,
  ignoreCost: false,
  unitCostCents: 100,
  ...values,
});
const equipment = (values: Partial<DishLine> = {}): DishLine => ({
  type: 'Attrezzatura',
  note: 'Sac à poche',
  unit: 'NR',
  quantity: 1000,
  ignoreCost: false,
  unitCostCents: null,
  ...values,
});

describe('quantities — "3 decimals", held as whole thousandths', () => {
  it.each([
    [0.333, 333],
    [1, 1000],
    [2.5, 2500],
    [0.001, 1],
    [1.1, 1100],
    [99_999.999, 99_999_999],
    [0, 0],
    [-0, 0],
    [-1.5, -1500],
    [0.0005, null],
    [1.2345, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ])('%s → %s', (value, expected) => {
    expect(quantityToThousandths(value)).toBe(expected);
  });

  it('property: every number of three decimals reads back as itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: QUANTITY_MAX_THOUSANDTHS }), (thousandths) => {
        expect(quantityToThousandths(thousandthsToQuantity(thousandths))).toBe(thousandths);
      }),
    );
  });

  it.each([
    [333, 'it', '0,333'],
    [333, 'en', '0.333'],
    [2000, 'it', '2,000'],
    [1_234_500, 'it', '1.234,500'],
  ] as const)('"shown with 3 decimals": %i → %s (%s)', (thousandths, locale, expected) => {
    expect(formatQuantity(thousandths, locale)).toBe(expected);
  });
});

describe('the step — "1 for NR/numero, else 0.001 for ingredients and 1 for equipment"', () => {
  it.each([
    ['Ingrediente', 'NR', 1],
    ['Ingrediente', 'numero', 1],
    ['Ingrediente', ' Numero ', 1],
    ['Ingrediente', 'nr', 1],
    ['Ingrediente', 'kg', 0.001],
    ['Ingrediente', '', 0.001],
    ['Attrezzatura', 'NR', 1],
    ['Attrezzatura', 'pz', 1],
  ] as const)('%s in %j → %s', (type, unit, step) => {
    expect(quantityStepValue(type, unit)).toBe(step);
    expect(quantityStep(type, unit)).toBe(step * 1000);
  });
  it.each([
    ['NR', true],
    ['numero', true],
    ['NUMERO', true],
    ['n', false],
    ['numeri', false],
    [null, false],
  ])('%j is a whole-number unit: %s', (unit, expected) => {
    expect(isWholeNumberUnit(unit)).toBe(expected);
  });
});

describe('lineCostCents — "quantity x product cost (2 decimals) only for ingredients not flagged ignore-cost with quantity and cost"', () => {
  it.each(
    titled<{ case: string; line: DishLine; cents: number | null }>('$case → $cents', [
      { case: '1 kg at 1,00 €', line: ingredient(), cents: 100 },
      {
        case: '0.333 × 1,50 € = 0,4995 € rounds half up',
        line: ingredient({ quantity: 333, unitCostCents: 150 }),
        cents: 50,
      },
      {
        case: '0.333 × 1,49 € = 0,49617 €',
        line: ingredient({ quantity: 333, unitCostCents: 149 }),
        cents: 50,
      },
      { case: '0.003 × 1,50 € = 0,0045 €', line: ingredient({ quantity: 3, unitCostCents: 150 }), cents: 0 },
      {
        case: '0.5 × 0,01 € = 0,005 € (exactly half)',
        line: ingredient({ quantity: 500, unitCostCents: 1 }),
        cents: 1,
      },
      { case: '0.499 × 0,01 €', line: ingredient({ quantity: 499, unitCostCents: 1 }), cents: 0 },
      {
        case: '1.005 × 1,00 € (1.005.toFixed(2) is "1.00")',
        line: ingredient({ quantity: 1005, unitCostCents: 100 }),
        cents: 101,
      },
      {
        case: '0.1 × 0,70 € (float: 0.06999…)',
        line: ingredient({ quantity: 100, unitCostCents: 70 }),
        cents: 7,
      },
      {
        case: '12.5 kg at 19,99 €',
        line: ingredient({ quantity: 12_500, unitCostCents: 1999 }),
        cents: 24_988,
      },
      { case: 'ignore-cost', line: ingredient({ ignoreCost: true }), cents: null },
      { case: 'equipment has no cost', line: equipment({ unitCostCents: 500 }), cents: null },
      { case: 'no quantity', line: ingredient({ quantity: null }), cents: null },
      { case: 'quantity 0', line: ingredient({ quantity: 0 }), cents: null },
      { case: 'a negative quantity', line: ingredient({ quantity: -1000 }), cents: null },
      { case: 'no cost', line: ingredient({ unitCostCents: null }), cents: null },
      { case: 'cost 0', line: ingredient({ unitCostCents: 0 }), cents: null },
    ]),
  )('%s', (_title, { line, cents }) => {
    expect(lineCostCents(line)).toBe(cents);
  });

  it('a cost that is not whole cents is a bug, never rounded', () => {
    expect(() => lineCostCents(ingredient({ unitCostCents: 1.5 }))).toThrow(RangeError);
    expect(() => lineCostCents(ingredient({ unitCostCents: -100 }))).toThrow(RangeError);
  });

  it("shown with the portal's euro format", () => {
    expect(formatPriceCents(lineCostCents(ingredient({ quantity: 333, unitCostCents: 150 })) ?? 0)).toBe(
      `€${NBSP}0,50`,
    );
  });
});

describe('dish and thesis totals', () => {
  it.each(
    titled<{ case: string; lines: DishLine[]; cents: number }>('$case → $cents', [
      { case: 'no lines', lines: [], cents: 0 },
      {
        case: 'only costed ingredients count',
        lines: [
          ingredient({ quantity: 333, unitCostCents: 150 }),
          ingredient({ quantity: 2000, unitCostCents: 250, ignoreCost: true }),
          equipment({ unitCostCents: 1000 }),
          ingredient({ quantity: 1500, unitCostCents: 1000 }),
        ],
        cents: 50 + 1500,
      },
      {
        case: 'three lines of 0,4995 €: the shown lines (0,50 each) add up',
        lines: [1, 2, 3].map(() => ingredient({ quantity: 333, unitCostCents: 150 })),
        cents: 150,
      },
      {
        case: '1,000 lines of 0.1 × 0,70 €',
        lines: Array.from({ length: 1000 }, () => ingredient({ quantity: 100, unitCostCents: 70 })),
        cents: 7000,
      },
    ]),
  )('%s', (_title, { lines, cents }) => {
    expect(dishTotalCents(lines)).toBe(cents);
  });

  it("property: the dish total is the sum of its lines' costs, in whole cents", () => {
    const line = fc.record({
      type: fc.constantFrom('Ingrediente' as const, 'Attrezzatura' as const),
      quantity: fc.option(fc.integer({ min: -10, max: QUANTITY_MAX_THOUSANDTHS }), { nil: null }),
      ignoreCost: fc.boolean(),
      unitCostCents: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 50 }), (lines) => {
        const total = dishTotalCents(lines);
        expect(Number.isSafeInteger(total)).toBe(true);
        expect(total).toBe(lines.reduce((sum, l) => sum + (lineCostCents(l) ?? 0), 0));
      }),
    );
  });

  it('"thesis total = sum of dish totals"', () => {
    expect(thesisTotalCents([])).toBe(0);
    expect(thesisTotalCents([150, 1550, 0])).toBe(1700);
    expect(() => thesisTotalCents([1.5])).toThrow(RangeError);
  });

  it.each([
    [10_000, 10_000, false],
    [10_001, 10_000, true],
    [0, 0, false],
    [999_999, null, false],
    [999_999, 0, false],
    [1, 1, false],
    [2, 1, true],
  ])('thesis total %i, budget %s → over budget %s', (total, budget, expected) => {
    expect(isOverBudget(total, budget)).toBe(expected);
  });

  it('no budget or 0 is no limit; a fractional budget is a bug', () => {
    expect(budgetLimit(null)).toBeNull();
    expect(budgetLimit(0)).toBeNull();
    expect(budgetLimit(5000)).toBe(5000);
    expect(() => budgetLimit(12.5)).toThrow(RangeError);
  });
});

describe('texts', () => {
  it.each([
    ['Ingrediente', ''],
    ['Attrezzatura', ''],
    ['Ingrediente 3', ''],
    ['Nuovo Ingrediente', ''],
    ['(Attrezzatura)', ''],
    ['Ingredienti', 'Ingredienti'],
    ['Ingredientes', 'Ingredientes'],
    ['ingrediente segreto', 'ingrediente segreto'],
    ['attrezzatura da forno', 'attrezzatura da forno'],
    ['Burro chiarificato', 'Burro chiarificato'],
    ['', ''],
    [null, ''],
  ])('"notes containing the words Ingrediente or Attrezzatura are blanked": %j → %j', (note, expected) => {
    expect(blankPlaceholderNote(note)).toBe(expected);
  });

  it('"Name (first 80 chars of Note__c)", by characters', () => {
    expect(lineName('  Burro  ')).toBe('Burro');
    expect(lineName('a'.repeat(81))).toBe('a'.repeat(80));
    expect(lineName(`${'a'.repeat(79)}🍋x`)).toBe(`${'a'.repeat(79)}🍋`);
  });

  it('name and description "uppercased as typed"', () => {
    expect(uppercaseDishText('risotto allo zafferano è più buono')).toBe(
      'RISOTTO ALLO ZAFFERANO È PIÙ BUONO',
    );
  });
});

describe('lineProblems — "lacking note, unit or quantity, or quantity not a positive number; NR or numero need a whole number"', () => {
  it.each(
    titled<{ case: string; line: DishLine; expected: LineProblem[] }>('$case → $expected', [
      { case: 'a complete ingredient', line: ingredient(), expected: [] },
      { case: 'no note', line: ingredient({ note: '  ' }), expected: ['noteMissing'] },
      { case: 'a note of 255 characters', line: ingredient({ note: 'a'.repeat(255) }), expected: [] },
      {
        case: 'a note of 256 characters',
        line: ingredient({ note: 'a'.repeat(256) }),
        expected: ['noteTooLong'],
      },
      { case: 'no unit', line: ingredient({ unit: '' }), expected: ['unitMissing'] },
      { case: 'no quantity', line: ingredient({ quantity: null }), expected: ['quantityMissing'] },
      { case: 'quantity 0', line: ingredient({ quantity: 0 }), expected: ['QuantitaPositiva'] },
      { case: 'a negative quantity', line: ingredient({ quantity: -500 }), expected: ['QuantitaPositiva'] },
      { case: 'NaN', line: ingredient({ quantity: Number.NaN }), expected: ['QuantitaPositiva'] },
      {
        case: 'more than three decimals',
        line: ingredient({ quantity: 333.5 }),
        expected: ['quantityDecimals'],
      },
      { case: '0.001 kg', line: ingredient({ quantity: 1 }), expected: [] },
      { case: '2 NR', line: ingredient({ unit: 'NR', quantity: 2000 }), expected: [] },
      { case: '1.5 NR', line: ingredient({ unit: 'NR', quantity: 1500 }), expected: ['QuantitaIntera'] },
      {
        case: '0.5 numero',
        line: ingredient({ unit: 'numero', quantity: 500 }),
        expected: ['QuantitaIntera'],
      },
      {
        case: '-1 NR is not positive first',
        line: ingredient({ unit: 'NR', quantity: -1000 }),
        expected: ['QuantitaPositiva'],
      },
      {
        case: 'equipment, 1.5 pz (step 1)',
        line: equipment({ unit: 'pz', quantity: 1500 }),
        expected: ['QuantitaIntera'],
      },
      { case: 'equipment, 3 pz', line: equipment({ unit: 'pz', quantity: 3000 }), expected: [] },
      {
        case: 'everything missing',
        line: ingredient({ note: '', unit: '', quantity: null }),
        expected: ['noteMissing', 'unitMissing', 'quantityMissing'],
      },
    ]),
  )('%s', (_title, { line, expected }) => {
    expect(lineProblems(line)).toEqual(expected);
  });
});

describe('dishProblems — every reason of section 5 "Thesis dish" why save is disabled', () => {
  const dish = (values: Partial<DishDraft> = {}): DishDraft => ({
    name: 'RISOTTO',
    description: 'RISOTTO ALLA PARMIGIANA',
    dishType: 'Primo',
    drinkAccompaniment: false,
    drinkType: '',
    drinkName: '',
    drinkNotes: '',
    noEquipmentRequired: false,
    lines: [ingredient({ quantity: 333, unitCostCents: 150 }), equipment()],
    ...values,
  });
  const conditions: { dishTypes: string[]; drinkTypes: string[]; budgetCents: number | null } = {
    dishTypes: ['Antipasto', 'Primo'],
    drinkTypes: ['Vino', 'Analcolico'],
    budgetCents: 10_000,
  };
  const check = (
    values: Partial<DishDraft>,
    more: { locked?: boolean; conditions?: Partial<typeof conditions>; otherDishesTotalCents?: number } = {},
  ) =>
    dishProblems({
      dish: dish(values),
      locked: more.locked ?? false,
      conditions: { ...conditions, ...more.conditions },
      otherDishesTotalCents: more.otherDishesTotalCents ?? 0,
    });
  const codes = (...args: Parameters<typeof check>) => check(...args).map((p) => p.code);

  it.each(
    titled<{ case: string; problems: DishProblemCode[]; args: Parameters<typeof check> }>(
      '$case → $problems',
      [
        { case: 'a complete dish', args: [{}], problems: [] },
        { case: 'edits locked', args: [{}, { locked: true }], problems: ['editsLocked'] },
        { case: 'name empty', args: [{ name: ' ' }], problems: ['nameMissing'] },
        { case: 'name of 81 characters', args: [{ name: 'A'.repeat(81) }], problems: ['nameTooLong'] },
        { case: 'description empty', args: [{ description: '' }], problems: ['descriptionMissing'] },
        {
          case: 'description of 1001 characters',
          args: [{ description: 'A'.repeat(1001) }],
          problems: ['descriptionTooLong'],
        },
        { case: 'no dish type chosen', args: [{ dishType: '' }], problems: ['dishTypeMissing'] },
        { case: 'a dish type not in the list', args: [{ dishType: 'Dolce' }], problems: ['dishTypeMissing'] },
        {
          case: 'no dish type, and no types exist',
          args: [{ dishType: '' }, { conditions: { dishTypes: [] } }],
          problems: [],
        },
        {
          case: 'drink yes without type, name or notes',
          args: [{ drinkAccompaniment: true }],
          problems: ['drinkTypeMissing', 'drinkNameMissing', 'drinkNotesMissing'],
        },
        {
          case: 'drink yes, complete',
          args: [
            { drinkAccompaniment: true, drinkType: 'Vino', drinkName: 'Lambrusco', drinkNotes: 'Fresco' },
          ],
          problems: [],
        },
        {
          case: 'drink yes, a type not in the list',
          args: [{ drinkAccompaniment: true, drinkType: 'Birra', drinkName: 'X', drinkNotes: 'Y' }],
          problems: ['drinkTypeMissing'],
        },
        {
          case: 'drink yes, any type when none are listed',
          args: [
            { drinkAccompaniment: true, drinkType: 'Birra', drinkName: 'X', drinkNotes: 'Y' },
            { conditions: { drinkTypes: [] } },
          ],
          problems: [],
        },
        {
          case: 'drink notes of 256 characters',
          args: [
            { drinkAccompaniment: true, drinkType: 'Vino', drinkName: 'X', drinkNotes: 'n'.repeat(256) },
          ],
          problems: ['drinkNotesTooLong'],
        },
        {
          case: 'drink notes of 255 characters',
          args: [
            { drinkAccompaniment: true, drinkType: 'Vino', drinkName: 'X', drinkNotes: 'n'.repeat(255) },
          ],
          problems: [],
        },
        {
          case: 'drink name of 101 characters',
          args: [
            { drinkAccompaniment: true, drinkType: 'Vino', drinkName: 'n'.repeat(101), drinkNotes: 'Y' },
          ],
          problems: ['drinkNameTooLong'],
        },
        {
          case: 'drink no: its empty fields are not checked',
          args: [{ drinkNotes: 'n'.repeat(300) }],
          problems: [],
        },
        {
          case: 'exactly at the budget',
          args: [{}, { otherDishesTotalCents: 10_000 - 50 }],
          problems: [],
        },
        {
          case: 'one cent over the budget',
          args: [{}, { otherDishesTotalCents: 10_000 - 49 }],
          problems: ['overBudget'],
        },
        {
          case: 'over budget by this dish alone',
          args: [{ lines: [ingredient({ quantity: 101_000, unitCostCents: 100 })] }],
          problems: ['overBudget'],
        },
        {
          case: 'no budget',
          args: [{}, { otherDishesTotalCents: 10 ** 9, conditions: { budgetCents: null } }],
          problems: [],
        },
        {
          case: 'an ingredient row lacking note, unit and quantity',
          args: [{ lines: [ingredient({ note: '', unit: '', quantity: null })] }],
          problems: ['noteMissing', 'unitMissing', 'quantityMissing'],
        },
        {
          case: 'an ingredient of 1.5 NR',
          args: [{ lines: [ingredient({ unit: 'NR', quantity: 1500 })] }],
          problems: ['QuantitaIntera'],
        },
        {
          case: 'an ingredient of -2 kg',
          args: [{ lines: [ingredient({ quantity: -2000 })] }],
          problems: ['QuantitaPositiva'],
        },
        {
          case: 'an equipment row lacking a note',
          args: [{ lines: [equipment({ note: '' })] }],
          problems: ['noteMissing'],
        },
        {
          case: 'equipment rows marked as not needed are not checked',
          args: [{ noEquipmentRequired: true, lines: [equipment({ note: '', unit: '', quantity: null })] }],
          problems: [],
        },
        {
          case: 'ingredients are checked even when equipment is not needed',
          args: [{ noEquipmentRequired: true, lines: [ingredient({ quantity: 0 })] }],
          problems: ['QuantitaPositiva'],
        },
        {
          case: "everything at once, in the specification's order",
          args: [
            {
              name: '',
              description: '',
              dishType: '',
              drinkAccompaniment: true,
              lines: [
                ingredient({ quantity: 200_000, unitCostCents: 100 }),
                equipment({ unit: 'NR', quantity: 500 }),
              ],
            },
            { locked: true },
          ],
          problems: [
            'editsLocked',
            'nameMissing',
            'descriptionMissing',
            'dishTypeMissing',
            'drinkTypeMissing',
            'drinkNameMissing',
            'drinkNotesMissing',
            'overBudget',
            'QuantitaIntera',
          ],
        },
      ],
    ),
  )('%s', (_title, { args, problems }) => {
    expect(codes(...args)).toEqual(problems);
  });

  it("each problem names its field; a line's by its index", () => {
    const problems = check({
      name: '',
      lines: [ingredient(), ingredient({ unit: 'NR', quantity: 1500, note: '' })],
    });
    expect(problems).toEqual([
      { code: 'nameMissing', path: ['name'] },
      { code: 'noteMissing', path: ['lines', 1, 'note'] },
      { code: 'QuantitaIntera', path: ['lines', 1, 'quantity'] },
    ]);
  });

  it('"Over budget: save disabled, button labelled \'Fuori Budget\'"', () => {
    expect(OVER_BUDGET_LABEL).toBe('Fuori Budget');
    expect(saveButtonLabel(check({}, { otherDishesTotalCents: 10_000 }))).toBe('Fuori Budget');
    expect(saveButtonLabel(check({ name: '' }))).toBeNull();
  });
});

describe('DishInputSchema — what the server accepts', () => {
  const valid = {
    name: 'risotto',
    description: ' risotto alla parmigiana ',
    dishType: 'Primo',
    drinkAccompaniment: false,
    drinkType: '',
    drinkName: '',
    drinkNotes: '',
    noIngredientsRequired: false,
    noEquipmentRequired: false,
    lines: [
      { type: 'Ingrediente', productId: 'p1', note: 'Riso Carnaroli', unit: 'kg', quantity: 0.333 },
      { type: 'Attrezzatura', productId: null, note: 'Casseruola', unit: 'NR', quantity: 1 },
    ],
  };
  const issues = (input: unknown) => {
    const result = DishInputSchema.safeParse(input);
    return result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };
  const withLine = (values: Record<string, unknown>) => ({
    ...valid,
    lines: [{ ...valid.lines[0], ...values }],
  });

  it('accepts a dish, trims, and uppercases name and description', () => {
    const parsed = DishInputSchema.parse(valid);
    expect(parsed.name).toBe('RISOTTO');
    expect(parsed.description).toBe('RISOTTO ALLA PARMIGIANA');
    expect(parsed.lines[0]?.quantity).toBe(0.333);
  });

  it.each(
    titled<{ case: string; input: unknown; refused: string[] }>('$case', [
      {
        case: 'a quantity as a string',
        input: withLine({ quantity: '0.333' }),
        refused: ['lines.0.quantity: thesis.quantityInvalid'],
      },
      {
        case: 'a negative quantity',
        input: withLine({ quantity: -1 }),
        refused: ['lines.0.quantity: thesis.QuantitaPositiva'],
      },
      {
        case: 'quantity 0',
        input: withLine({ quantity: 0 }),
        refused: ['lines.0.quantity: thesis.QuantitaPositiva'],
      },
      {
        case: 'four decimals',
        input: withLine({ quantity: 0.3335 }),
        refused: ['lines.0.quantity: thesis.quantityDecimals'],
      },
      {
        case: 'too large',
        input: withLine({ quantity: 100_000 }),
        refused: ['lines.0.quantity: thesis.quantityTooLarge'],
      },
      {
        case: 'NaN',
        input: withLine({ quantity: Number.NaN }),
        refused: ['lines.0.quantity: thesis.quantityInvalid'],
      },
      {
        case: 'Infinity',
        input: withLine({ quantity: Number.POSITIVE_INFINITY }),
        refused: ['lines.0.quantity: thesis.quantityInvalid'],
      },
      {
        case: '1.5 NR',
        input: withLine({ unit: 'NR', quantity: 1.5 }),
        refused: ['lines.0.quantity: thesis.QuantitaIntera'],
      },
      {
        case: 'an ingredient without quantity',
        input: withLine({ quantity: null }),
        refused: ['lines.0.quantity: thesis.quantityMissing'],
      },
      {
        case: 'a line without note',
        input: withLine({ note: '   ' }),
        refused: ['lines.0.note: thesis.noteMissing'],
      },
      { case: 'a forged dish total', input: { ...valid, totalePiatto: 0 }, refused: [': '] },
      { case: 'a forged line cost', input: withLine({ Costo_Quantita__c: 0 }), refused: ['lines.0: '] },
      { case: 'a forged unit cost', input: withLine({ unitCostCents: 0 }), refused: ['lines.0: '] },
      { case: 'a forged ignore-cost', input: withLine({ ignoreCost: true }), refused: ['lines.0: '] },
      {
        case: 'a control character in the name',
        input: { ...valid, name: 'RIS\u0000OTTO' },
        refused: ['name: request.controlCharacters'],
      },
      {
        case: 'a control character in a note',
        input: withLine({ note: 'Riso\u001b' }),
        refused: ['lines.0.note: request.controlCharacters'],
      },
      {
        case: 'a note of 256 characters',
        input: withLine({ note: 'a'.repeat(256) }),
        refused: ['lines.0.note: '],
      },
      { case: 'a name of 81 characters', input: { ...valid, name: 'a'.repeat(81) }, refused: ['name: '] },
      {
        case: 'drink notes of 256 characters',
        input: {
          ...valid,
          drinkAccompaniment: true,
          drinkType: 'Vino',
          drinkName: 'X',
          drinkNotes: 'a'.repeat(256),
        },
        refused: ['drinkNotes: '],
      },
      {
        case: 'a drink without name',
        input: { ...valid, drinkAccompaniment: true, drinkType: 'Vino', drinkNotes: 'Y' },
        refused: ['drinkName: thesis.drinkNameMissing'],
      },
      { case: 'an empty name', input: { ...valid, name: '  ' }, refused: ['name: thesis.nameMissing'] },
      { case: 'an unknown line type', input: withLine({ type: 'Bevanda' }), refused: ['lines.0.type: '] },
      {
        case: 'a yes/no as text',
        input: { ...valid, drinkAccompaniment: 'Si' },
        refused: ['drinkAccompaniment: '],
      },
      {
        case: 'more than 200 lines',
        input: { ...valid, lines: Array.from({ length: 201 }, () => valid.lines[0]) },
        refused: ['lines: '],
      },
    ]),
  )('refuses %s', (_title, { input, refused }) => {
    const found = issues(input);
    expect(found.length).toBeGreaterThan(0);
    for (const prefix of refused) expect(found.some((issue) => issue.startsWith(prefix))).toBe(true);
  });

  it('equipment of a dish that needs none may be sent incomplete', () => {
    const input = {
      ...valid,
      noEquipmentRequired: true,
      lines: [valid.lines[0], { type: 'Attrezzatura', productId: null, note: '', unit: '', quantity: null }],
    };
    expect(issues(input)).toEqual([]);
  });

  it('200 lines are accepted', () => {
    expect(issues({ ...valid, lines: Array.from({ length: 200 }, () => valid.lines[0]) })).toEqual([]);
  });
});
