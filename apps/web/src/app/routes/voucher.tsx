import { VoucherPage } from '../../features/vouchers/components/voucher-page';

/** Voucher, /voucher: anyone may redeem a code (a visitor registers or signs in first). */
export function Component() {
  return <VoucherPage />;
}
