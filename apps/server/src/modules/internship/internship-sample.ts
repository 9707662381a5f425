import type { InternshipResponse, StageForm } from '@school/domain/internship/contracts/internship';
import {
  destinationAddressLine,
  destinationMapUrl,
  initialOpenSection,
  STAGE_FIXED_LINKS,
  STAGE_STATUS,
  STAGE_SURVEY_DEFAULT_FORM,
  type StageSurvey,
  stageSections,
} from '@school/domain/internship/stage';
import { SURVEY_FORMS } from '@school/domain/survey/forms';

/** The sample's destination: a made-up host and tutor, an address of a public square. */
const SAMPLE_ADDRESS = {
  street: 'Piazza Garibaldi 1',
  postalCode: '43121',
  city: 'Parma',
  state: 'PR',
  country: 'Italia',
};

/** A form of the sample: the edition's default definition, shown read-only (nothing to save). */
function sampleForm(survey: StageSurvey): StageForm {
  return {
    definition: SURVEY_FORMS[STAGE_SURVEY_DEFAULT_FORM[survey]] as StageForm['definition'],
    editable: false,
    completed: false,
    savedText: null,
    savedAnswers: {},
    draft: null,
  };
}

/**
 * The test pages' stage (/TStageForm "chooses one of three sample surveys", /TAreaStage "with
 * language toggle"; "Test pages are not access-protected"): a made-up stage at End of Stage, so
 * every section shows, with the three default forms read-only, no documents and no dossier. Built
 * here, never read from the database: a visitor sees nobody's stage.
 */
export function sampleInternship(): InternshipResponse {
  const status = STAGE_STATUS.endSurvey;
  return {
    status,
    hasStage: true,
    message: null,
    sections: stageSections(status),
    openSection: initialOpenSection(status),
    documents: [],
    fixedLinks: STAGE_FIXED_LINKS.map((link) => ({ id: link.id, label: link.label })),
    destination: {
      hostCompany: 'Ristorante di prova',
      address: SAMPLE_ADDRESS,
      addressLine: destinationAddressLine(SAMPLE_ADDRESS),
      mapUrl: destinationMapUrl(SAMPLE_ADDRESS),
      tutor: { name: 'Tutor di prova', phone: null, email: 'tutor@example.org' },
      periodFrom: '2026-04-01',
      periodTo: '2026-06-30',
    },
    forms: {
      preferences: sampleForm('preferences'),
      midSurvey: sampleForm('midSurvey'),
      endSurvey: sampleForm('endSurvey'),
    },
    dossier: null,
    examStartDate: null,
    dossierLocked: false,
    canUploadDossier: false,
  };
}
