/** Uniform sizes of the candidate area (specification 000, sections 2-5, "Clothing"). */

export const CLOTHING_ITEMS = ['shoes', 'bomber', 'shirt', 'jacket', 'vest', 'trousers', 'polo'] as const;
export type ClothingItem = (typeof CLOTHING_ITEMS)[number];

/** The size fields of the application record, one per item (data contract names). */
export const CLOTHING_CRM_FIELDS = {
  shoes: 'Taglia_Scarpe__c',
  bomber: 'Taglia_Bomber__c',
  shirt: 'Taglia_Camicia__c',
  jacket: 'Taglia_Giacca__c',
  vest: 'Taglia_Gilet__c',
  trousers: 'Taglia_Pantaloni__c',
  polo: 'Taglia_Polo__c',
} as const satisfies Record<ClothingItem, string>;

/** "a carousel of 8 size-chart images" */
export const SIZE_CHART_IMAGE_COUNT = 8;

/** The sizes offered per item for the candidate's course code and sex; an item without sizes is not worn. */
export type ClothingOffer = Partial<Record<ClothingItem, readonly string[]>>;
/** The sizes chosen; a missing or blank entry is "not chosen". */
export type ClothingSelection = Partial<Record<ClothingItem, string | null>>;

type SizeKey = { group: 0 | 1 | 2; rank: number; text: string };

/** "10XS" → -11, "XXS"/"2XS" → -3, "XS" → -2, "S" → -1, "M" → 0, "L" → 1, "XL" → 2, "XXL"/"2XL" → 3, "10XL" → 11. */
function letterRank(size: string): number | null {
  if (size === 'M') return 0;
  const match = /^(?:(\d{1,2})X|(X*))([SL])$/.exec(size);
  if (!match) return null;
  const xs = match[1] !== undefined ? Number(match[1]) : (match[2] ?? '').length;
  if (xs < 1 && match[1] !== undefined) return null; // "0XL"
  return match[3] === 'S' ? -(xs + 1) : xs + 1;
}

/** "36", "36.5", "36,5", "36½", "36 1/2" → a number. */
function numericSize(size: string): number | null {
  const value = size.replace(/\s*(?:½|1\/2)$/, '.5').replace(',', '.');
  return /^\d+(?:\.\d+)?$/.test(value) ? Number(value) : null;
}

function sizeKey(size: string): SizeKey {
  const text = size.trim().toUpperCase();
  const rank = letterRank(text);
  if (rank !== null) return { group: 0, rank, text };
  const number = numericSize(text);
  if (number !== null) return { group: 1, rank: number, text };
  return { group: 2, rank: 0, text };
}

/**
 * Order of two sizes: "Sizes sort 10XS to 10XL; shoe sizes numerically." Letter sizes come first
 * (10XS … XXS = 2XS, XS, S, M, L, XL, XXL = 2XL, 3XL … 10XL), then numeric sizes by value, then
 * anything else alphabetically. Equivalent spellings (XXS and 2XS) tie on rank and are then
 * ordered by their text, so the order never depends on the input order.
 */
export function compareSizes(a: string, b: string): number {
  const x = sizeKey(a);
  const y = sizeKey(b);
  if (x.group !== y.group) return x.group - y.group;
  if (x.rank !== y.rank) return x.rank - y.rank;
  if (x.text !== y.text) return x.text < y.text ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** "Sizes sort 10XS to 10XL; shoe sizes numerically." A sorted copy; nothing is added or removed. */
export function sortSizes(sizes: readonly string[]): string[] {
  return [...sizes].sort(compareSizes);
}

/**
 * The answer of "getTaglieAbbigliamento (codiceCorso, sesso; answer map of field to size list)"
 * as an offer: CRM field names mapped to items, blank and repeated sizes dropped, sizes sorted.
 */
export function clothingOfferFromCrm(
  answer: Readonly<Record<string, readonly string[] | null | undefined>>,
): ClothingOffer {
  const offer: ClothingOffer = {};
  for (const item of CLOTHING_ITEMS) {
    const sizes = answer[CLOTHING_CRM_FIELDS[item]];
    if (!sizes) continue;
    const unique = [...new Set(sizes.map((s) => s.trim()).filter((s) => s !== ''))];
    if (unique.length > 0) offer[item] = sortSizes(unique);
  }
  return offer;
}

/** The items with at least one size offered, in the order of the form. */
export function offeredClothingItems(offer: ClothingOffer): ClothingItem[] {
  return CLOTHING_ITEMS.filter((item) => (offer[item]?.length ?? 0) > 0);
}

/**
 * "Clothing editable only if Visibilit_abbigliamento__c true, Abbigliamento_Compilato__c false
 * and not yet sent."
 */
export function canEditClothing(state: { visible: boolean; compiled: boolean; sent: boolean }): boolean {
  return state.visible && !state.compiled && !state.sent;
}

/**
 * Where the clothing form stands, for what the tab says: `open` (sizes to choose), `notOpen` (the
 * secretariat has not asked for them yet) or `sent` (already sent, no longer editable).
 */
export type ClothingFormState = 'open' | 'notOpen' | 'sent';
export function clothingFormState(state: {
  visible: boolean;
  compiled: boolean;
  sent: boolean;
}): ClothingFormState {
  if (state.compiled || state.sent) return 'sent';
  return state.visible ? 'open' : 'notOpen';
}

export type ClothingSelectionProblem = 'candidate.required' | 'candidate.clothingSizeNotOffered';

/**
 * What is wrong with a selection, per item: an offered item without a size ("every size chosen"),
 * or a size (or an item) that is not offered. Empty when the selection can be confirmed.
 */
export function clothingSelectionProblems(
  selection: ClothingSelection,
  offer: ClothingOffer,
): Partial<Record<ClothingItem, ClothingSelectionProblem>> {
  const problems: Partial<Record<ClothingItem, ClothingSelectionProblem>> = {};
  for (const item of CLOTHING_ITEMS) {
    const sizes = offer[item] ?? [];
    const chosen = selection[item]?.trim() ?? '';
    if (chosen === '') {
      if (sizes.length > 0) problems[item] = 'candidate.required';
    } else if (!sizes.some((size) => size.trim() === chosen)) {
      problems[item] = 'candidate.clothingSizeNotOffered';
    }
  }
  return problems;
}

/**
 * "Clothing confirm enabled only when every size chosen": every offered item has one of its
 * offered sizes. With no item offered there is nothing to confirm.
 */
export function canConfirmClothing(selection: ClothingSelection, offer: ClothingOffer): boolean {
  return (
    offeredClothingItems(offer).length > 0 &&
    Object.keys(clothingSelectionProblems(selection, offer)).length === 0
  );
}
