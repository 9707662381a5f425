import type { CatalogueItem, ThesisDish, ThesisLine } from '@school/domain/thesis/contracts/thesis';
import {
  blankPlaceholderNote,
  type DishDraft,
  type DishInput,
  type DishLine,
  type LineType,
  quantityToThousandths,
  THOUSANDTHS,
  thousandthsToQuantity,
} from '@school/domain/thesis/dishes';

/**
 * The dish editor's values and their conversions: from the thesis the server answers, to the
 * draft the domain's rules read (`dishProblems`, `dishTotalCents`) and to the body the server
 * accepts (`DishInput`). No rule or total is computed here.
 */

/** A line as the editor holds it: what is chosen and typed, with the chosen item's cost. */
export interface EditorLine {
  /** The row's key in the list (the stored line's id, or a new one). */
  key: string;
  type: LineType;
  category: string | null;
  productId: string | null;
  /** What the item picker shows for the chosen item. */
  productLabel: string;
  units: string[];
  unitCostCents: number | null;
  ignoreCost: boolean;
  note: string;
  unit: string;
  /** The quantity in thousandths, as `lineProblems` reads it (NaN or a fraction when not valid). */
  quantity: number | null;
  /** What the quantity field holds. */
  quantityInput: number | string;
}

/** The dish as the editor holds it: the dish's fields as the server answers them, its rows as above. */
export type EditorDish = Omit<ThesisDish, 'id' | 'position' | 'totalCents' | 'lines'> & {
  lines: EditorLine[];
};

let nextKey = 0;
/** A key for a row added in the editor. */
export function newLineKey(): string {
  nextKey += 1;
  return `new-${nextKey}`;
}

function editorLine(line: ThesisLine): EditorLine {
  return {
    key: line.id,
    type: line.type,
    category: line.category,
    productId: line.productId,
    productLabel: line.name,
    units: line.units,
    unitCostCents: line.unitCostCents,
    ignoreCost: line.ignoreCost,
    // "Notes containing the words Ingrediente or Attrezzatura are blanked" (as the server reads them).
    note: blankPlaceholderNote(line.note),
    unit: line.unit,
    quantity: line.quantityThousandths,
    quantityInput: line.quantity ?? '',
  };
}

/** The editor's values of a dish the server answered. */
export function editorDishOf({ id, position, totalCents, lines, ...fields }: ThesisDish): EditorDish {
  return { ...fields, lines: lines.map(editorLine) };
}

/** An empty row of a type, added by the editor's add buttons. */
export function emptyLine(type: LineType): EditorLine {
  return {
    key: newLineKey(),
    type,
    category: null,
    productId: null,
    productLabel: '',
    units: [],
    unitCostCents: null,
    ignoreCost: false,
    note: '',
    unit: '',
    quantity: null,
    quantityInput: '',
  };
}

/**
 * A row with a catalogue item chosen: its category, units, cost and ignore-cost; the unit when the
 * item has one; the item's name as the row's text when none is typed.
 */
export function withItem(line: EditorLine, item: CatalogueItem): EditorLine {
  return {
    ...line,
    category: item.category,
    productId: item.id,
    productLabel: item.name,
    units: item.units,
    unitCostCents: item.costCents,
    ignoreCost: item.ignoreCost,
    unit: item.units.length === 1 ? (item.units[0] ?? '') : item.units.includes(line.unit) ? line.unit : '',
    note: line.note.trim() === '' ? item.name : line.note,
  };
}

/**
 * The quantity field's value in thousandths for the rules: null when empty; a number with more
 * than three decimals stays a fraction of a thousandth (quantityDecimals), a text that is no
 * number is NaN (QuantitaPositiva).
 */
export function quantityOfInput(value: number | string): number | null {
  if (value === '') return null;
  const number = typeof value === 'number' ? value : Number(value.replace(',', '.'));
  return quantityToThousandths(number) ?? number * THOUSANDTHS;
}

/** The dish as the domain's rules read it. */
export function draftOf(dish: EditorDish): DishDraft {
  return {
    ...dish,
    lines: dish.lines.map(
      ({ type, note, unit, quantity, ignoreCost, unitCostCents }): DishLine => ({
        type,
        note,
        unit,
        quantity,
        ignoreCost,
        unitCostCents,
      }),
    ),
  };
}

/**
 * The body of `PUT /api/thesis/dishes/:id`: no cost, total or ignore-cost (the server's); the
 * server trims the texts.
 */
export function dishInputOf({ lines, ...fields }: EditorDish): DishInput {
  return {
    ...fields,
    lines: lines.map(({ type, productId, note, unit, quantity }) => ({
      type,
      productId,
      note,
      unit,
      quantity: quantity === null || !Number.isSafeInteger(quantity) ? null : thousandthsToQuantity(quantity),
    })),
  };
}
