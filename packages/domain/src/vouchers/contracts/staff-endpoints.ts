// The vouchers endpoints of the staff console.

export { createVouchers } from './staff-endpoints/create-vouchers.ts';
export { disableVoucher } from './staff-endpoints/disable-voucher.ts';
export { getVoucher } from './staff-endpoints/get-voucher.ts';
export { listEditions } from './staff-endpoints/list-editions.ts';
export { listVouchers } from './staff-endpoints/list-vouchers.ts';
