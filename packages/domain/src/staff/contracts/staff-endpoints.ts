// The secretariat's endpoints of the staff console (the candidate area's "Staff side"): the candidates, an application with its documents, instalments, visa and forms, and the audit log.

export { addInstalment } from './staff-endpoints/add-instalment.ts';
export { applicationsCsv } from './staff-endpoints/applications-csv.ts';
export { approveDocument } from './staff-endpoints/approve-document.ts';
export { changeEdition } from './staff-endpoints/change-edition.ts';
export { confirmRoleClaim } from './staff-endpoints/confirm-role-claim.ts';
export { createEdition } from './staff-endpoints/create-edition.ts';
export { documentFile } from './staff-endpoints/document-file.ts';
export { documentQueue } from './staff-endpoints/document-queue.ts';
export { enableVisa } from './staff-endpoints/enable-visa.ts';
// The billing export of the confirmed billing forms.
export { exportCsv } from './staff-endpoints/export-csv.ts';
export { exports } from './staff-endpoints/exports.ts';
export { getApplication } from './staff-endpoints/get-application.ts';
export { getBillingEditing } from './staff-endpoints/get-billing-editing.ts';
export { getForm } from './staff-endpoints/get-form.ts';
export { getPerson } from './staff-endpoints/get-person.ts';
// The secretariat's list of an edition's applications, as a page, as CSV, and one application's form.
export { listApplications } from './staff-endpoints/list-applications.ts';
export { listAudit } from './staff-endpoints/list-audit.ts';
export { listCandidates } from './staff-endpoints/list-candidates.ts';
// The course editions, kept by Amministrazione and read by any staff member.
export { listEditions } from './staff-endpoints/list-editions.ts';
// The people of the staff console: accounts, their categories, permissions, enrolments and claimed roles.
export { listPeople } from './staff-endpoints/list-people.ts';
export { moveEnrolment } from './staff-endpoints/move-enrolment.ts';
// The console's home counts, the document validation queue and the visa queue.
export { overview } from './staff-endpoints/overview.ts';
export { recordHistory } from './staff-endpoints/record-history.ts';
export { recordPayment } from './staff-endpoints/record-payment.ts';
export { refuseRoleClaim } from './staff-endpoints/refuse-role-claim.ts';
export { rejectDocument } from './staff-endpoints/reject-document.ts';
export { requestDocument } from './staff-endpoints/request-document.ts';
export { setBillingEditing } from './staff-endpoints/set-billing-editing.ts';
export { setBlocked } from './staff-endpoints/set-blocked.ts';
export { setCategories } from './staff-endpoints/set-categories.ts';
export { setClothingEditing } from './staff-endpoints/set-clothing-editing.ts';
export { setEnrolmentFlag } from './staff-endpoints/set-enrolment-flag.ts';
export { setPermissions } from './staff-endpoints/set-permissions.ts';
export { setRegistration } from './staff-endpoints/set-registration.ts';
export { setStatus } from './staff-endpoints/set-status.ts';
export { setVisaAppointments } from './staff-endpoints/set-visa-appointments.ts';
export { visaQueue } from './staff-endpoints/visa-queue.ts';
