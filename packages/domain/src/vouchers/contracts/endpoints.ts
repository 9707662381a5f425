// The voucher page's endpoints.
export { lookupVoucher } from './endpoints/lookup-voucher.ts';
export { redeemVoucher } from './endpoints/redeem-voucher.ts';
export { register } from './endpoints/register.ts';
