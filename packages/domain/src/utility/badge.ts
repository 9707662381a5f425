/**
 * The badge of the Utility page (specification 000, section 9: "Barcode CODE39; registration
 * number shown without first character"). The registration number (Matricola__c) is printed and
 * encoded without its first character, the letter of the person's kind ("S2026001" → "2026001").
 */

/**
 * What CODE39 encodes: digits, capital letters, space and - . $ / + %. The asterisk is its start and
 * stop character and never part of the data.
 */
export const CODE39_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-. $/+%';

/**
 * The badge's barcode, or why there is none:
 * - `ok`: `text` is encoded and printed under the bars;
 * - `missing`: no registration number (or only its first character);
 * - `unencodable`: characters CODE39 cannot encode (`characters`, each once, in order): no bars are
 *   drawn, since a code a scanner reads differently from the number would be worse than none; the
 *   page prints the number and sends the person to the secretariat.
 */
export type BadgeBarcode =
  | { kind: 'ok'; text: string }
  | { kind: 'missing' }
  | { kind: 'unencodable'; text: string; characters: string[] };

/**
 * The barcode text of a registration number: trimmed, without its first character, in capitals
 * (CODE39 has no small letters: scanners read a-z as capitals, so "s2026abc" prints as the
 * scanner reads it, "2026ABC"; other letters, such as ß or à, are not CODE39's).
 */
export function badgeBarcodeText(registrationNumber: string | null | undefined): BadgeBarcode {
  const characters = Array.from((registrationNumber ?? '').trim());
  const text = characters
    .slice(1)
    .join('')
    .replace(/[a-z]/g, (c) => c.toUpperCase());
  if (text === '') return { kind: 'missing' };
  const refused = [...new Set(Array.from(text).filter((c) => !CODE39_CHARACTERS.includes(c)))];
  if (refused.length > 0) return { kind: 'unencodable', text, characters: refused };
  return { kind: 'ok', text };
}
