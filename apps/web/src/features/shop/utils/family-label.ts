import type { TFunction } from 'i18next';

/**
 * A product family (Libri, Torta, Abbigliamento, …: the catalogue's values) in the page's language;
 * a family the catalogue does not know is shown as it is stored.
 */
export function familyLabel(t: TFunction<'shop'>, family: string): string {
  return t(`families.${family}` as 'families.Libri', { defaultValue: family });
}
