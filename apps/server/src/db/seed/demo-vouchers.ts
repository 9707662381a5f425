import type { DbOrTx } from '../client.ts';
import { voucherRedemptions, vouchers } from '../schema/index.ts';

/**
 * The demo's vouchers (README, "Vouchers"), made by the secretariat's demo account:
 * - ALMA-CUCINA-27: valid, one use, the course enrolment of CUCINA-2027A;
 * - ALMA-PAST-5X: valid, five uses, PASTICCERIA-2027A;
 * - ALMA-USATO-26: redeemed, by Giulia (studente2@demo.alma.it): her course enrolment came from it;
 * - ALMA-SCADUTO-25: expired (its last day was 31 December 2025).
 * Codes are stored in their normal form (no hyphens); people type them either way.
 */
export const DEMO_VOUCHERS = {
  valid: 'ALMACUCINA27',
  validManyUses: 'ALMAPAST5X',
  redeemed: 'ALMAUSATO26',
  expired: 'ALMASCADUTO25',
} as const;

export async function seedVouchersDemo(
  tx: DbOrTx,
  people: { createdBy: string; redeemedBy: string; redeemedEnrolmentId: string | undefined },
): Promise<void> {
  if (!people.redeemedEnrolmentId) throw new Error('the demo redeemer has no enrolment');
  const common = { kind: 'course' as const, createdBy: people.createdBy, note: 'Demo' };
  const rows = await tx
    .insert(vouchers)
    .values([
      { ...common, code: DEMO_VOUCHERS.valid, productCode: 'CUCINA-2027A', maxUses: 1 },
      { ...common, code: DEMO_VOUCHERS.validManyUses, productCode: 'PASTICCERIA-2027A', maxUses: 5 },
      { ...common, code: DEMO_VOUCHERS.redeemed, productCode: 'PASTICCERIA-2027A', maxUses: 1, uses: 1 },
      {
        ...common,
        code: DEMO_VOUCHERS.expired,
        productCode: 'CUCINA-2027A',
        maxUses: 1,
        expiresOn: '2025-12-31',
      },
    ])
    .returning();
  const redeemed = rows.find((v) => v.code === DEMO_VOUCHERS.redeemed);
  if (!redeemed) throw new Error('demo voucher not created');
  await tx.insert(voucherRedemptions).values({
    voucherId: redeemed.id,
    userId: people.redeemedBy,
    enrolmentId: people.redeemedEnrolmentId,
  });
}
