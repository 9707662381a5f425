// The application's endpoints (the 8-step candidatura).

export { checkoutFee } from './endpoints/checkout-fee.ts';
export { checkoutTestFee } from './endpoints/checkout-test-fee.ts';
export { enter } from './endpoints/enter.ts';
export { getFee } from './endpoints/get-fee.ts';
export { getState } from './endpoints/get-state.ts';
export { listEditions } from './endpoints/list-editions.ts';
export { saveStep } from './endpoints/save-step.ts';
export { uploadFile } from './endpoints/upload-file.ts';
