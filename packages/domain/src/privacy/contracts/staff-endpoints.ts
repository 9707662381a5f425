// The privacy endpoints of the staff console: erasure requests and data retention.

export { decideErasure } from './staff-endpoints/decide-erasure.ts';
export { getErasure } from './staff-endpoints/get-erasure.ts';
export { listErasures } from './staff-endpoints/list-erasures.ts';
export { retentionOverview } from './staff-endpoints/retention-overview.ts';
export { runRetention } from './staff-endpoints/run-retention.ts';
