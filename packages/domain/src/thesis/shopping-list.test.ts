import { describe, expect, it } from 'vitest';
import { dishTotalCents, thesisTotalCents } from './dishes.ts';
import { type ShoppingLine, type ShoppingListRow, shoppingList } from './shopping-list.ts';

const RICE = { id: 'rice', code: 'R1', name: 'Riso Carnaroli', category: 'Farine e cereali' };
const BUTTER = { id: 'butter', code: 'B1', name: 'Burro', category: 'Latticini' };
const EGGS = { id: 'eggs', code: 'U1', name: 'Uova fresche', category: 'Uova' };
const TRUFFLE = { id: 'truffle', code: 'T1', name: 'Tartufo offerto', category: 'Latticini' };
const PAN = { id: 'pan', code: 'C1', name: 'Casseruola', category: 'Cottura' };

const line = (
  item: ShoppingLine['item'],
  quantity: number | null,
  unit: string,
  unitCostCents: number | null,
  values: Partial<ShoppingLine> = {},
): ShoppingLine => ({
  type: 'Ingrediente',
  note: item?.name ?? '',
  item,
  unit,
  quantity,
  ignoreCost: false,
  unitCostCents,
  ...values,
});

type Expected = Pick<ShoppingListRow, 'name' | 'unit' | 'quantityThousandths' | 'lineCount' | 'costCents'>;
const pick = (rows: ShoppingListRow[]): Expected[] =>
  rows.map(({ name, unit, quantityThousandths, lineCount, costCents }) => ({
    name,
    unit,
    quantityThousandths,
    lineCount,
    costCents,
  }));

describe('shoppingList — every dish line summed per catalogue item and unit (decision 48)', () => {
  it.each<[string, ShoppingLine[], Expected[], number]>([
    ['no lines, an empty list', [], [], 0],
    [
      'two lines of one item and unit: quantities summed exactly, costs as each line shows it',
      [line(RICE, 333, 'KG', 150), line(RICE, 333, 'KG', 150)],
      // 0.333 × 1,50 € = 0,4995 → 0,50 € each line; 0.666 kg in all.
      [{ name: 'Riso Carnaroli', unit: 'KG', quantityThousandths: 666, lineCount: 2, costCents: 100 }],
      100,
    ],
    [
      'one item in two units: two rows',
      [line(EGGS, 2000, 'NR', 35), line(EGGS, 500, 'KG', 35)],
      [
        { name: 'Uova fresche', unit: 'KG', quantityThousandths: 500, lineCount: 1, costCents: 18 },
        { name: 'Uova fresche', unit: 'NR', quantityThousandths: 2000, lineCount: 1, costCents: 70 },
      ],
      88,
    ],
    [
      'units compared trimmed and in any case: the first spelling is shown',
      [line(BUTTER, 80, ' kg ', 1000), line(BUTTER, 120, 'KG', 1000)],
      [{ name: 'Burro', unit: 'kg', quantityThousandths: 200, lineCount: 2, costCents: 200 }],
      200,
    ],
    [
      'ignore-cost and equipment lines are summed without a cost',
      [
        line(TRUFFLE, 10, 'KG', 500_000, { ignoreCost: true }),
        line(PAN, 1000, 'NR', 9000, { type: 'Attrezzatura' }),
        line(PAN, 2000, 'NR', 9000, { type: 'Attrezzatura' }),
      ],
      [
        { name: 'Tartufo offerto', unit: 'KG', quantityThousandths: 10, lineCount: 1, costCents: null },
        { name: 'Casseruola', unit: 'NR', quantityThousandths: 3000, lineCount: 2, costCents: null },
      ],
      0,
    ],
    [
      'lines without a quantity have nothing to buy',
      [line(PAN, null, 'NR', null, { type: 'Attrezzatura' }), line(RICE, 0, 'KG', 400)],
      [],
      0,
    ],
    [
      'lines without a product: summed per text and unit, without a cost',
      [
        line(null, 100, 'KG', null, { note: 'Sale  grosso' }),
        line(null, 50, 'kg', null, { note: 'sale grosso ' }),
        line(null, 1000, 'NR', null, { note: 'Limone' }),
      ],
      [
        { name: 'Limone', unit: 'NR', quantityThousandths: 1000, lineCount: 1, costCents: null },
        { name: 'Sale grosso', unit: 'KG', quantityThousandths: 150, lineCount: 2, costCents: null },
      ],
      0,
    ],
    [
      'ingredients first, then equipment; by category and name',
      [
        line(PAN, 1000, 'NR', null, { type: 'Attrezzatura' }),
        line(EGGS, 1000, 'NR', 35),
        line(BUTTER, 1000, 'KG', 1000),
        line(RICE, 1000, 'KG', 400),
      ],
      [
        { name: 'Riso Carnaroli', unit: 'KG', quantityThousandths: 1000, lineCount: 1, costCents: 400 },
        { name: 'Burro', unit: 'KG', quantityThousandths: 1000, lineCount: 1, costCents: 1000 },
        { name: 'Uova fresche', unit: 'NR', quantityThousandths: 1000, lineCount: 1, costCents: 35 },
        { name: 'Casseruola', unit: 'NR', quantityThousandths: 1000, lineCount: 1, costCents: null },
      ],
      1435,
    ],
  ])('%s', (_title, lines, rows, totalCents) => {
    const list = shoppingList(lines);
    expect(pick(list.rows)).toEqual(rows);
    expect(list.totalCents).toBe(totalCents);
  });

  it("the list's total is the sum of the theses' totals (each line rounded once)", () => {
    const dishes = [
      [line(RICE, 333, 'KG', 150), line(BUTTER, 1, 'KG', 1000)],
      [line(RICE, 333, 'KG', 150), line(BUTTER, 1, 'KG', 1000), line(EGGS, 3000, 'NR', 35)],
    ];
    const theses = thesisTotalCents(dishes.map((lines) => dishTotalCents(lines)));
    expect(shoppingList(dishes.flat()).totalCents).toBe(theses);
  });

  it('keeps the item, its code and category, and the unit cost of a costed row', () => {
    const [row] = shoppingList([line(RICE, 500, 'KG', 400)]).rows;
    expect(row).toEqual({
      itemId: 'rice',
      type: 'Ingrediente',
      code: 'R1',
      name: 'Riso Carnaroli',
      category: 'Farine e cereali',
      unit: 'KG',
      quantityThousandths: 500,
      lineCount: 1,
      unitCostCents: 400,
      costCents: 200,
    });
  });
});
