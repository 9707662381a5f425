// The internship endpoints: the student's, the test pages' sample and the tutor's evaluation page.

export { downloadDocument } from './endpoints/download-document.ts';
export { getEvaluation } from './endpoints/get-evaluation.ts';
export { getInternship } from './endpoints/get-internship.ts';
export { getSample } from './endpoints/get-sample.ts';
export { saveDraft } from './endpoints/save-draft.ts';
export { sendEvaluation } from './endpoints/send-evaluation.ts';
export { sendForm } from './endpoints/send-form.ts';
export { uploadDossier } from './endpoints/upload-dossier.ts';
