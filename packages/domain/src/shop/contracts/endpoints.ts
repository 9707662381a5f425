// The shopper's shop endpoints.

export { addLine } from './endpoints/add-line.ts';
export { allowShop } from './endpoints/allow-shop.ts';
export { checkout } from './endpoints/checkout.ts';
export { chooseBag } from './endpoints/choose-bag.ts';
export { getCart } from './endpoints/get-cart.ts';
export { getFile } from './endpoints/get-file.ts';
export { getProduct } from './endpoints/get-product.ts';
export { getReceipt } from './endpoints/get-receipt.ts';
export { getSummary } from './endpoints/get-summary.ts';
export { listCoupons } from './endpoints/list-coupons.ts';
export { listOrders } from './endpoints/list-orders.ts';
export { listProducts } from './endpoints/list-products.ts';
export { listTopUps } from './endpoints/list-top-ups.ts';
export { removeLine } from './endpoints/remove-line.ts';
export { updateLine } from './endpoints/update-line.ts';
