/**
 * The application record (candidatura) the portal keeps per person and product code, from the first
 * saved step to the enrolment. The specification's CRM kept these on an Opportunity; the values
 * below are ours (decision 0015) and may be replaced by the CRM's picklist values.
 */
export const APPLICATION_RECORD = {
  /** StageName of a portal application. */
  stageName: 'Candidatura',
  /** Stato_Candidatura__c while the applicant is filling in the steps. */
  draftStatus: 'In compilazione',
  /** Stato_Candidatura__c once step 6 is saved ("From step 6, next saves, creates an opportunity ..."). */
  submittedStatus: 'Inviata',
} as const;

/** The document names of the application's files in the candidate area, by upload type. */
export const APPLICATION_FILE_DOCUMENT_NAMES = {
  cv: 'Curriculum Vitae',
  motivationalLetter: 'Lettera motivazionale',
  englishCertificate: 'Certificato di lingua inglese',
  identityDocument: "Documento d'identità",
} as const;
