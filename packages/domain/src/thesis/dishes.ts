import { z } from 'zod';
import { TEXT_MAX } from '../shared/limits.ts';
import type { Locale } from '../shared/locale.ts';
import { text } from '../shared/text.ts';
import { assertCents } from '../shop/money.ts';

/**
 * The dishes of a thesis or exam (specification 001: section 3 "Thesis and dishes", section 4
 * "Thesis", section 5 "Thesis dish", section 9 "drink notes 255; ingredient text 255; ingredient
 * Name cut at 80", "Quantities 3 decimals, costs 2 decimals"). Readings: decision 45.
 *
 * Numbers are whole numbers, never floats:
 * - money is whole euro cents (as the shop's, `shop/money.ts`; shown with the portal's one euro
 *   format, `formatPriceCents`);
 * - a quantity is whole thousandths of its unit ("Quantities 3 decimals"): 0.333 kg is 333,
 *   2 NR is 2000. `quantityToThousandths` turns a typed number into one.
 */

// ---------------------------------------------------------------------------------------------
// Limits

/** "ingredient text 255" (Note__c of ingredients and equipment). */
export const LINE_NOTE_MAX = 255;
/** "Name (first 80 chars of Note__c)"; "ingredient Name cut at 80". */
export const LINE_NAME_MAX = 80;
/** "Note_bevanda__c (max 255)"; "drink notes 255". */
export const DRINK_NOTES_MAX = 255;
/** Not stated: the portal's default text limit (000 section 9, "Text max length 100 by default"). */
export const DRINK_NAME_MAX = TEXT_MAX;
/** Not stated: the CRM's Name field, as for lines ("cut at 80"). */
export const DISH_NAME_MAX = 80;
/** Not stated: ours, room for a paragraph. */
export const DISH_DESCRIPTION_MAX = 1000;
/** Not stated: the portal's default text limit, for picklist values (dish and drink types, units). */
export const DISH_CHOICE_MAX = TEXT_MAX;
/** Ours: the largest quantity of a line, 99,999.999 of its unit. */
export const QUANTITY_MAX_THOUSANDTHS = 99_999_999;
/** Ours: at most this many lines (ingredients and equipment together) in a dish. */
export const DISH_LINES_MAX = 200;

// ---------------------------------------------------------------------------------------------
// Quantities

/** Thousandths per unit: "Quantities 3 decimals". */
export const THOUSANDTHS = 1000;

/**
 * A typed quantity as whole thousandths, or null when it is not a finite number or has more than
 * three decimals (0.0005). The product is rounded to the nearest thousandth first, so the binary
 * error of 0.333 × 1000 = 333.00000000000006 does not refuse it.
 */
export function quantityToThousandths(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  const scaled = value * THOUSANDTHS;
  const whole = Math.round(scaled);
  if (!Number.isSafeInteger(whole) || Math.abs(scaled - whole) > 1e-6 * Math.max(1, Math.abs(scaled)))
    return null;
  return whole === 0 ? 0 : whole; // never -0
}

/** Whole thousandths back to the number a form or the CRM holds (333 → 0.333). */
export function thousandthsToQuantity(thousandths: number): number {
  return thousandths / THOUSANDTHS;
}

/** "Quantities are shown with 3 decimals", in the reader's number format: "0,333" / "0.333". */
export function formatQuantity(thousandths: number, locale: Locale = 'it'): string {
  return new Intl.NumberFormat(locale === 'it' ? 'it-IT' : 'en-GB', {
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
    // it-IT groups only from 5 digits by default (1234,500); always group, as money does.
    useGrouping: 'always',
  }).format(thousandthsToQuantity(thousandths));
}

// ---------------------------------------------------------------------------------------------
// Lines

/** Tipo__c: "Ingrediente or Attrezzatura". */
export const LINE_TYPES = ['Ingrediente', 'Attrezzatura'] as const;
export type LineType = (typeof LINE_TYPES)[number];

/** "units NR or numero need a whole number": compared trimmed and in any case (reading, decision 45). */
export const WHOLE_NUMBER_UNITS = ['nr', 'numero'] as const;

export function isWholeNumberUnit(unit: string | null | undefined): boolean {
  return (WHOLE_NUMBER_UNITS as readonly string[]).includes((unit ?? '').trim().toLowerCase());
}

/**
 * "Step is 1 for NR/numero, else 0.001 for ingredients and 1 for equipment", in thousandths
 * (1000 is a step of 1). `quantityStepValue` is the same as the form's step attribute.
 */
export function quantityStep(type: LineType, unit: string | null | undefined): number {
  if (isWholeNumberUnit(unit)) return THOUSANDTHS;
  return type === 'Ingrediente' ? 1 : THOUSANDTHS;
}

export function quantityStepValue(type: LineType, unit: string | null | undefined): number {
  return thousandthsToQuantity(quantityStep(type, unit));
}

/** A line of a dish as the rules read it. */
export interface DishLine {
  /** Tipo__c */
  type: LineType;
  /** Note__c: the ingredient or equipment text. */
  note: string;
  /** Unita_di_Misura__c */
  unit: string;
  /** Quantita__c in whole thousandths; null when not given. */
  quantity: number | null;
  /** Ignora_Costo__c (from the catalogue's product, never from the student). */
  ignoreCost: boolean;
  /** Prodotto__r.Costo__c in cents; null when the line has no product or the product no cost. */
  unitCostCents: number | null;
}

/**
 * "Dish line cost = quantity x product cost (2 decimals) only for ingredients not flagged
 * ignore-cost with quantity and cost": quantity (thousandths) × cost (cents) / 1000, rounded half
 * up to whole cents, exactly (0.333 × 1,50 € = 0,4995 € → 0,50 €). Null when the line has no
 * cost: equipment, ignore-cost, no quantity (or one that is not above 0) or no cost (or 0). A cost
 * that is not whole cents is a bug (RangeError).
 */
export function lineCostCents(
  line: Pick<DishLine, 'type' | 'quantity' | 'ignoreCost' | 'unitCostCents'>,
): number | null {
  if (line.type !== 'Ingrediente' || line.ignoreCost) return null;
  // A quantity that is not whole thousandths above 0 has no cost: its line's problem says why.
  if (line.quantity === null || !Number.isSafeInteger(line.quantity) || line.quantity <= 0) return null;
  if (!line.unitCostCents) return null;
  const unitCost = assertCents(line.unitCostCents, 'unit cost');
  const product = line.quantity * unitCost;
  if (!Number.isSafeInteger(product)) throw new RangeError('line cost out of range');
  return Math.floor((product + THOUSANDTHS / 2) / THOUSANDTHS);
}

/**
 * "Dish total = sum of quantity x unit cost for ingredients not flagged ignore-cost". Reading
 * (decision 45): the sum of the lines' costs as each is shown (rounded to cents), so the shown
 * lines add up to the shown total.
 */
export function dishTotalCents(lines: readonly Parameters<typeof lineCostCents>[0][]): number {
  return lines.reduce((total, line) => total + (lineCostCents(line) ?? 0), 0);
}

/** "thesis total = sum of dish totals, 2 decimals" (whole cents already). */
export function thesisTotalCents(dishTotals: readonly number[]): number {
  return dishTotals.reduce((total, cents) => total + assertCents(cents, 'dish total'), 0);
}

/**
 * Budget_Complessivo__c as a limit, in cents: null when there is none. Reading (decision 45): an
 * empty budget or 0, as the CRM leaves it when none is set, is no budget (as the shop reads a
 * per-order maximum of 0).
 */
export function budgetLimit(budgetCents: number | null | undefined): number | null {
  return budgetCents !== null && budgetCents !== undefined && budgetCents > 0
    ? assertCents(budgetCents, 'budget')
    : null;
}

/** "Over budget": the thesis total is above the budget; exactly the budget is within it. */
export function isOverBudget(thesisTotal: number, budgetCents: number | null | undefined): boolean {
  const limit = budgetLimit(budgetCents);
  return limit !== null && thesisTotal > limit;
}

/** "Over budget: save disabled, button labelled 'Fuori Budget'." */
export const OVER_BUDGET_LABEL = 'Fuori Budget';

/**
 * "Notes containing the words Ingrediente or Attrezzatura are blanked" (when a dish is read):
 * the words as written, whole words (reading, decision 45), so "Ingredienti" or "attrezzatura
 * da forno" are kept.
 */
export function blankPlaceholderNote(note: string | null | undefined): string {
  const value = note ?? '';
  return /(?<![\p{L}\p{N}_])(Ingrediente|Attrezzatura)(?![\p{L}\p{N}_])/u.test(value) ? '' : value;
}

/** "Name (first 80 chars of Note__c)", by characters (an emoji is never cut in half). */
export function lineName(note: string): string {
  return Array.from(note.trim()).slice(0, LINE_NAME_MAX).join('');
}

/** "description or name … (uppercased as typed)". */
export function uppercaseDishText(value: string): string {
  return value.toLocaleUpperCase('it-IT');
}

// ---------------------------------------------------------------------------------------------
// Why a dish cannot be saved

/** Why a line cannot be saved (QuantitaIntera and QuantitaPositiva are the specification's names). */
export const LINE_PROBLEMS = [
  'noteMissing',
  'noteTooLong',
  'unitMissing',
  'quantityMissing',
  'quantityDecimals',
  'QuantitaPositiva',
  'QuantitaIntera',
] as const;
export type LineProblem = (typeof LINE_PROBLEMS)[number];

export const DISH_PROBLEMS = [
  'editsLocked',
  'nameMissing',
  'nameTooLong',
  'descriptionMissing',
  'descriptionTooLong',
  'dishTypeMissing',
  'drinkTypeMissing',
  'drinkNameMissing',
  'drinkNameTooLong',
  'drinkNotesMissing',
  'drinkNotesTooLong',
  'overBudget',
  ...LINE_PROBLEMS,
] as const;
export type DishProblemCode = (typeof DISH_PROBLEMS)[number];

/** One reason, with the field it belongs to (a form's path: ['name'], ['lines', 2, 'quantity']). */
export interface DishProblem {
  code: DishProblemCode;
  path: (string | number)[];
}

/** The API error code of a problem (each has a text in the `thesis` catalogue). */
export function dishProblemErrorCode(code: DishProblemCode): `thesis.${DishProblemCode}` {
  return `thesis.${code}`;
}

/**
 * The rules of one line: "lacking note, unit or quantity, or quantity not a positive number;
 * units NR or numero need a whole number (messages QuantitaIntera, QuantitaPositiva)"; "Ingredient
 * text max 255". Reading (decision 45): a quantity is a multiple of its step, so equipment,
 * whose step is 1, is counted in whole numbers too (QuantitaIntera).
 */
export function lineProblems(line: Pick<DishLine, 'type' | 'note' | 'unit' | 'quantity'>): LineProblem[] {
  const problems: LineProblem[] = [];
  const note = line.note.trim();
  if (note === '') problems.push('noteMissing');
  else if (Array.from(note).length > LINE_NOTE_MAX) problems.push('noteTooLong');
  if (line.unit.trim() === '') problems.push('unitMissing');
  const quantity = line.quantity;
  if (quantity === null) problems.push('quantityMissing');
  else if (!Number.isSafeInteger(quantity))
    problems.push(Number.isFinite(quantity) ? 'quantityDecimals' : 'QuantitaPositiva');
  else if (quantity <= 0) problems.push('QuantitaPositiva');
  else if (quantity % quantityStep(line.type, line.unit) !== 0) problems.push('QuantitaIntera');
  return problems;
}

/** A dish as the editor holds it (and as the server rebuilds it with the catalogue's costs). */
export interface DishDraft {
  /** Name */
  name: string;
  /** Descrizione_Piatto__c */
  description: string;
  /** Tipo_Piatto__c ('' when none is chosen) */
  dishType: string;
  /** Accompagnamento_Bevanda__c */
  drinkAccompaniment: boolean;
  /** Tipo_bevanda__c */
  drinkType: string;
  /** Nome_bevanda__c */
  drinkName: string;
  /** Note_bevanda__c */
  drinkNotes: string;
  /** No_attrezzature_richieste__c: "equipment rows … unless marked as not needed". */
  noEquipmentRequired: boolean;
  lines: readonly DishLine[];
}

/**
 * The rules that need nothing but the dish: name, description, the drink and every line that is
 * checked (ingredients always; equipment unless the dish is marked as not needing it). The
 * contract applies them to what the server receives.
 */
export function dishContentProblems(
  dish: Omit<DishDraft, 'lines'> & {
    lines: readonly Pick<DishLine, 'type' | 'note' | 'unit' | 'quantity'>[];
  },
): DishProblem[] {
  const problems: DishProblem[] = [];
  const add = (code: DishProblemCode, ...path: (string | number)[]) => problems.push({ code, path });
  const length = (value: string) => Array.from(value.trim()).length;

  if (dish.name.trim() === '') add('nameMissing', 'name');
  else if (length(dish.name) > DISH_NAME_MAX) add('nameTooLong', 'name');
  if (dish.description.trim() === '') add('descriptionMissing', 'description');
  else if (length(dish.description) > DISH_DESCRIPTION_MAX) add('descriptionTooLong', 'description');

  if (dish.drinkAccompaniment) {
    if (dish.drinkType.trim() === '') add('drinkTypeMissing', 'drinkType');
    if (dish.drinkName.trim() === '') add('drinkNameMissing', 'drinkName');
    else if (length(dish.drinkName) > DRINK_NAME_MAX) add('drinkNameTooLong', 'drinkName');
    if (dish.drinkNotes.trim() === '') add('drinkNotesMissing', 'drinkNotes');
    else if (length(dish.drinkNotes) > DRINK_NOTES_MAX) add('drinkNotesTooLong', 'drinkNotes');
  }

  dish.lines.forEach((line, index) => {
    if (line.type === 'Attrezzatura' && dish.noEquipmentRequired) return;
    for (const code of lineProblems(line)) add(code, 'lines', index, linePath(code));
  });
  return problems;
}

function linePath(code: LineProblem): string {
  if (code === 'noteMissing' || code === 'noteTooLong') return 'note';
  if (code === 'unitMissing') return 'unit';
  return 'quantity';
}

/**
 * Every reason of section 5 "Thesis dish" why save is disabled, in the order the specification
 * lists them; empty when the dish may be saved. "edits locked; description or name empty; no dish
 * type chosen (if types exist); drink accompaniment yes without drink type, name or notes (notes
 * max 255); over budget; any ingredient row lacking note, unit or quantity, or quantity not a
 * positive number; units NR or numero need a whole number; equipment rows checked the same unless
 * marked as not needed."
 *
 * Over budget compares the thesis total with this dish as it is now: `otherDishesTotalCents` is
 * the total of the thesis's other dishes. A dish type or drink type must be one of the
 * conditions' lists when the list has any (reading, decision 45).
 */
export function dishProblems(input: {
  dish: DishDraft;
  locked: boolean;
  conditions: { dishTypes: readonly string[]; drinkTypes: readonly string[]; budgetCents: number | null };
  otherDishesTotalCents: number;
}): DishProblem[] {
  const { dish, conditions } = input;
  const content = dishContentProblems(dish);
  const at = (...fields: string[]) => content.filter((p) => fields.includes(String(p.path[0])));
  const chosen = (value: string, list: readonly string[]) => list.length === 0 || list.includes(value.trim());

  const problems: DishProblem[] = [];
  if (input.locked) problems.push({ code: 'editsLocked', path: [] });
  problems.push(...at('name', 'description'));
  if (!chosen(dish.dishType, conditions.dishTypes))
    problems.push({ code: 'dishTypeMissing', path: ['dishType'] });
  problems.push(...at('drinkType'));
  if (
    dish.drinkAccompaniment &&
    dish.drinkType.trim() !== '' &&
    !chosen(dish.drinkType, conditions.drinkTypes)
  ) {
    problems.push({ code: 'drinkTypeMissing', path: ['drinkType'] });
  }
  problems.push(...at('drinkName', 'drinkNotes'));
  const total = thesisTotalCents([input.otherDishesTotalCents, dishTotalCents(dish.lines)]);
  if (isOverBudget(total, conditions.budgetCents)) problems.push({ code: 'overBudget', path: [] });
  problems.push(...at('lines'));
  return problems;
}

/** The save button: "Fuori Budget" when over budget, else the ordinary label (null). */
export function saveButtonLabel(problems: readonly DishProblem[]): typeof OVER_BUDGET_LABEL | null {
  return problems.some((p) => p.code === 'overBudget') ? OVER_BUDGET_LABEL : null;
}

// ---------------------------------------------------------------------------------------------
// What the server accepts

const code = (problem: DishProblemCode) => ({ error: dishProblemErrorCode(problem) });
/** A quantity that is not a number (a string, NaN, Infinity). */
export const QUANTITY_INVALID = 'thesis.quantityInvalid';
/** A quantity above QUANTITY_MAX_THOUSANDTHS. */
export const QUANTITY_TOO_LARGE = 'thesis.quantityTooLarge';

/**
 * A quantity as sent: a number (never a string), above 0, at most three decimals and at most
 * QUANTITY_MAX_THOUSANDTHS; null where the line does not need one (equipment of a dish that needs
 * none).
 */
const QuantitySchema = z
  .number({ error: QUANTITY_INVALID })
  .refine((value) => value > 0, code('QuantitaPositiva'))
  .refine((value) => quantityToThousandths(value) !== null, code('quantityDecimals'))
  .refine((value) => (quantityToThousandths(value) ?? 0) <= QUANTITY_MAX_THOUSANDTHS, {
    error: QUANTITY_TOO_LARGE,
  })
  .nullable();

/**
 * A line as sent. The product (Prodotto__c) is the catalogue item chosen, if any: the server reads
 * its cost, ignore-cost flag, category and code from the catalogue. No cost, total or ignore-cost
 * is accepted (a strict object refuses them).
 */
export const DishLineInputSchema = z.strictObject({
  type: z.enum(LINE_TYPES),
  productId: z.string().trim().min(1).max(DISH_CHOICE_MAX).nullable(),
  note: text(LINE_NOTE_MAX),
  unit: text(DISH_CHOICE_MAX),
  quantity: QuantitySchema,
});
export type DishLineInput = z.infer<typeof DishLineInputSchema>;

/**
 * The dish the server accepts (setPiatto: "dish plus lines"), for a thesis the URL names. Texts
 * are trimmed, without control characters and within their limits; name and description are
 * uppercased. Every rule that needs only the dish applies (`dishContentProblems`, one issue per
 * problem at its field); the ones that need the thesis (lock, dish types, budget) are the server's,
 * with `dishProblems` and the catalogue's costs. No total or cost is accepted: the server
 * recomputes them.
 */
export const DishInputSchema = z
  .strictObject({
    name: text(DISH_NAME_MAX).transform(uppercaseDishText),
    description: text(DISH_DESCRIPTION_MAX).transform(uppercaseDishText),
    dishType: text(DISH_CHOICE_MAX),
    drinkAccompaniment: z.boolean(),
    drinkType: text(DISH_CHOICE_MAX),
    drinkName: text(DRINK_NAME_MAX),
    drinkNotes: text(DRINK_NOTES_MAX),
    noIngredientsRequired: z.boolean(),
    noEquipmentRequired: z.boolean(),
    lines: z.array(DishLineInputSchema).max(DISH_LINES_MAX),
  })
  .superRefine((dish, context) => {
    const lines = dish.lines.map((line) => ({
      ...line,
      quantity: line.quantity === null ? null : quantityToThousandths(line.quantity),
    }));
    for (const problem of dishContentProblems({ ...dish, lines })) {
      context.addIssue({ code: 'custom', message: dishProblemErrorCode(problem.code), path: problem.path });
    }
  });
export type DishInput = z.infer<typeof DishInputSchema>;
