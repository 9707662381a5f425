// The candidate area's endpoints (specification 000, section 2 "Candidate area").

export { downloadDocument } from './endpoints/download-document.ts';
export { getClothing } from './endpoints/get-clothing.ts';
export { getOverview } from './endpoints/get-overview.ts';
export { getVisa } from './endpoints/get-visa.ts';
export { listApplications } from './endpoints/list-applications.ts';
export { listDocuments } from './endpoints/list-documents.ts';
export { listPayments } from './endpoints/list-payments.ts';
export { saveClothing } from './endpoints/save-clothing.ts';
export { saveEmbassy } from './endpoints/save-embassy.ts';
export { saveFlight } from './endpoints/save-flight.ts';
export { saveOutcome } from './endpoints/save-outcome.ts';
export { uploadDocument } from './endpoints/upload-document.ts';
