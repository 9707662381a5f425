// The internship endpoints of the staff console.

export { answersCsv } from './staff-endpoints/answers-csv.ts';
export { changeStage } from './staff-endpoints/change-stage.ts';
export { changeStatus } from './staff-endpoints/change-status.ts';
export { createStage } from './staff-endpoints/create-stage.ts';
export { downloadDocument } from './staff-endpoints/download-document.ts';
export { downloadDossier } from './staff-endpoints/download-dossier.ts';
export { getAnswers } from './staff-endpoints/get-answers.ts';
export { getDefinitions } from './staff-endpoints/get-definitions.ts';
export { getStage } from './staff-endpoints/get-stage.ts';
export { listEditionDocuments } from './staff-endpoints/list-edition-documents.ts';
export { listEditions } from './staff-endpoints/list-editions.ts';
export { listStages } from './staff-endpoints/list-stages.ts';
export { publishDocument } from './staff-endpoints/publish-document.ts';
export { removeDocument } from './staff-endpoints/remove-document.ts';
export { replaceDefinition } from './staff-endpoints/replace-definition.ts';
export { resetDefinition } from './staff-endpoints/reset-definition.ts';
export { sendEvaluationLink } from './staff-endpoints/send-evaluation-link.ts';
export { uploadEditionDocument } from './staff-endpoints/upload-edition-document.ts';
export { uploadStageDocument } from './staff-endpoints/upload-stage-document.ts';
