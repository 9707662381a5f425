import { centsToEuro, formatEuro } from '../format/money.ts';
import type { Instalment } from './contracts/list-payments.ts';
import { isBlank } from './crm-value.ts';

/**
 * The payments tab: "Payment table" with number, amount, due date, payment date and paid flag.
 * Amounts are shown "in euro Italian format" (formatEuro) whatever the interface language.
 */
export function formatInstalmentAmount(instalment: Pick<Instalment, 'amountCents'>): string {
  return formatEuro(centsToEuro(instalment.amountCents));
}

/** The sum of the instalments, in cents. */
export function instalmentsTotalCents(instalments: readonly Pick<Instalment, 'amountCents'>[]): number {
  return instalments.reduce((total, i) => total + Math.round(i.amountCents), 0);
}

/**
 * An instalment counts as paid when flagged paid (Pagata__c) or when it has a payment date (the
 * status bar's "green if all have a payment date").
 */
export function isInstalmentPaid(instalment: Pick<Instalment, 'isPaid' | 'paymentDate'>): boolean {
  return instalment.isPaid || !isBlank(instalment.paymentDate);
}

/** Not paid and its due date is before `today` (YYYY-MM-DD, see schoolClock). */
export function isInstalmentOverdue(
  instalment: Pick<Instalment, 'isPaid' | 'paymentDate' | 'dueDate'>,
  today: string,
): boolean {
  if (isInstalmentPaid(instalment) || isBlank(instalment.dueDate)) return false;
  return (instalment.dueDate ?? '').trim().slice(0, 10) < today;
}

/**
 * The table order: by due date (instalments without one last), then by number read numerically
 * ("2" before "10"). A sorted copy.
 */
export function sortInstalments<T extends Pick<Instalment, 'dueDate' | 'number'>>(
  instalments: readonly T[],
): T[] {
  const byNumber = new Intl.Collator('it', { numeric: true });
  return [...instalments].sort((a, b) => {
    const x = a.dueDate?.trim() || '\uffff';
    const y = b.dueDate?.trim() || '\uffff';
    if (x !== y) return x < y ? -1 : 1;
    return byNumber.compare(a.number, b.number);
  });
}
