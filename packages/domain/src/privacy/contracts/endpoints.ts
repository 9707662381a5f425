// A signed-in person's privacy rights.

export { downloadExport } from './endpoints/download-export.ts';
export { getMyPrivacy } from './endpoints/get-my-privacy.ts';
export { requestErasure } from './endpoints/request-erasure.ts';
export { requestExport } from './endpoints/request-export.ts';
