import { type DishLine, lineCostCents } from './dishes.ts';

/**
 * The shopping list of an exam for a course edition (decision 48): every dish line of the theses
 * of that exam and edition, summed per catalogue item and unit. Quantities are whole thousandths
 * (decision 45), so the sums are exact integers; a row's cost is the sum of its lines' costs as
 * each line shows it (`lineCostCents`, rounded once per line), so the list's total is the sum of
 * the theses' totals.
 */

/** A dish line with what the list needs of its catalogue item (null: a line without a product). */
export interface ShoppingLine
  extends Pick<DishLine, 'type' | 'unit' | 'quantity' | 'ignoreCost' | 'unitCostCents'> {
  /** The line's text (Note__c): the name of a line without a product. */
  note: string;
  item: { id: string; code: string; name: string; category: string } | null;
}

export interface ShoppingListRow {
  /** The catalogue item, null for lines typed without one (grouped by their text). */
  itemId: string | null;
  type: DishLine['type'];
  code: string | null;
  name: string;
  category: string | null;
  /** The unit as the first line of the group writes it, trimmed. */
  unit: string;
  /** The sum of the lines' quantities, whole thousandths. */
  quantityThousandths: number;
  /** How many dish lines the row adds up. */
  lineCount: number;
  /** The item's cost per unit (cents) when the row has a cost. */
  unitCostCents: number | null;
  /** The sum of the lines' costs (cents); null when no line of the row has a cost. */
  costCents: number | null;
}

export interface ShoppingList {
  rows: ShoppingListRow[];
  /** The sum of the rows' costs (cents). */
  totalCents: number;
}

/** Units are compared trimmed and in any case ("kg" and "KG " are one unit), as NR and numero are. */
const unitKey = (unit: string) => unit.trim().toLowerCase();
const noteKey = (note: string) => note.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Sums the lines per catalogue item and unit; lines without a product are summed per text and
 * unit. A line without a quantity above 0 (equipment of a dish that needs none) has nothing to
 * buy and is left out. Rows are ordered ingredients first, then by category, name and unit.
 */
export function shoppingList(lines: readonly ShoppingLine[]): ShoppingList {
  const rows = new Map<string, ShoppingListRow>();
  for (const line of lines) {
    const quantity = line.quantity;
    if (quantity === null || !Number.isSafeInteger(quantity) || quantity <= 0) continue;
    const key = line.item
      ? `item\u0000${line.item.id}\u0000${unitKey(line.unit)}`
      : `text\u0000${line.type}\u0000${noteKey(line.note)}\u0000${unitKey(line.unit)}`;
    const cost = lineCostCents(line);
    const row = rows.get(key);
    if (row) {
      row.quantityThousandths += quantity;
      row.lineCount += 1;
      if (cost !== null) {
        row.costCents = (row.costCents ?? 0) + cost;
        row.unitCostCents ??= line.unitCostCents;
      }
      if (!Number.isSafeInteger(row.quantityThousandths)) throw new RangeError('quantity out of range');
      continue;
    }
    rows.set(key, {
      itemId: line.item?.id ?? null,
      type: line.type,
      code: line.item?.code ?? null,
      name: line.item?.name ?? line.note.trim().replace(/\s+/g, ' '),
      category: line.item?.category ?? null,
      unit: line.unit.trim(),
      quantityThousandths: quantity,
      lineCount: 1,
      unitCostCents: cost === null ? null : line.unitCostCents,
      costCents: cost,
    });
  }
  const sorted = [...rows.values()].sort(
    (a, b) =>
      typeOrder(a) - typeOrder(b) ||
      compare(a.category ?? '', b.category ?? '') ||
      compare(a.name, b.name) ||
      compare(a.unit, b.unit),
  );
  return { rows: sorted, totalCents: sorted.reduce((total, row) => total + (row.costCents ?? 0), 0) };
}

const typeOrder = (row: ShoppingListRow) => (row.type === 'Ingrediente' ? 0 : 1);
const compare = (a: string, b: string) => a.localeCompare(b, 'it', { sensitivity: 'base' });
