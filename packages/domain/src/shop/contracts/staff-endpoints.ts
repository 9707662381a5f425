// The shop endpoints of the staff console.

export { advanceOrderLines } from './staff-endpoints/advance-order-lines.ts';
export { changeProduct } from './staff-endpoints/change-product.ts';
export { createProduct } from './staff-endpoints/create-product.ts';
export { getFile } from './staff-endpoints/get-file.ts';
export { getOrder } from './staff-endpoints/get-order.ts';
export { getProduct } from './staff-endpoints/get-product.ts';
export { listOrderLines } from './staff-endpoints/list-order-lines.ts';
export { listProducts } from './staff-endpoints/list-products.ts';
export { refundOrder } from './staff-endpoints/refund-order.ts';
export { removeFile } from './staff-endpoints/remove-file.ts';
export { removeProduct } from './staff-endpoints/remove-product.ts';
export { setStock } from './staff-endpoints/set-stock.ts';
export { uploadFile } from './staff-endpoints/upload-file.ts';
