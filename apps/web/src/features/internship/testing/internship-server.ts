import { emptyEnrolment } from '@school/domain/access/subject';
import type { Me } from '@school/domain/auth/contracts/get-me';
import {
  type InternshipResponse,
  noStageInternship,
  type StageDestination,
  type StageForm,
} from '@school/domain/internship/contracts/internship';
import {
  initialOpenSection,
  normaliseStageStatus,
  STAGE_FIXED_LINKS,
  stageSections,
} from '@school/domain/internship/stage';
import { SURVEY_FORMS } from '@school/domain/survey/forms';
import type { AppConfig } from '../../../lib/app-config';
import { type Handler, serveApi } from '../../../test/fake-api';
import { meWith } from '../../../test/me';
import { jsonResponse } from '../../../test/render';

/** The internship's tests: a student, the area as the API answers it, a fake `/api`. */

/** A student whose course enrolment has the stage flag, at the given stage status. */
export const intern = (stageStatus = 1, isActiveStage = true): Me =>
  meWith(['Studente'], [], {
    subject: {
      categories: ['Studente'],
      isShopEnabled: false,
      webappPermissions: [],
      stageStatus,
      hasOpenFeedback: false,
      enrolments: [{ ...emptyEnrolment('c1', 'course'), isActive: true, isActiveStage }],
    },
  });

export const stageForm = (values: Partial<StageForm> = {}): StageForm => ({
  definition: SURVEY_FORMS.preferences as StageForm['definition'],
  editable: true,
  completed: false,
  savedText: null,
  savedAnswers: {},
  draft: null,
  ...values,
});

export const destination = (values: Partial<StageDestination> = {}): StageDestination => ({
  hostCompany: 'Ristorante Da Mario',
  address: { street: 'Via Roma 1', postalCode: '43121', city: 'Parma', state: 'PR', country: 'Italia' },
  addressLine: 'Via Roma 1, 43121 Parma PR, Italia',
  mapUrl:
    'https://www.google.com/maps/search/?api=1&query=Via%20Roma%201%2C%2043121%20Parma%20PR%2C%20Italia',
  tutor: { name: 'Mario Bianchi', phone: '+39 0521 123456', email: 'mario.bianchi@example.test' },
  periodFrom: '2026-04-01',
  periodTo: '2026-06-30',
  ...values,
});

/**
 * The area at a status, as GET /api/internship answers it: the domain's sections and open
 * section, and each section's data (the mid and end surveys' definitions are the domain's forms).
 */
export function area(status: number, values: Partial<InternshipResponse> = {}): InternshipResponse {
  const value = normaliseStageStatus(status);
  const sections = stageSections(value);
  if (sections.length === 0) return { ...noStageInternship(), ...values };
  const shows = (section: (typeof sections)[number]) => sections.includes(section);
  return {
    status: value,
    hasStage: true,
    message: null,
    sections,
    openSection: initialOpenSection(value),
    documents: [
      {
        id: '6f1d2c3b-4a59-4b8e-9d0c-0b9d6b2e4a52',
        name: 'Convenzione di Stage',
        documentType: 'Convenzione',
        fileName: 'convenzione.pdf',
        downloadUrl: '/api/internship/documents/6f1d2c3b-4a59-4b8e-9d0c-0b9d6b2e4a52',
      },
    ],
    fixedLinks: STAGE_FIXED_LINKS.map((link) => ({ id: link.id, label: link.label })),
    destination: shows('destination') ? destination() : null,
    forms: {
      preferences: shows('preferences') ? stageForm({ editable: value === 1 }) : null,
      midSurvey: shows('midSurvey')
        ? stageForm({ definition: SURVEY_FORMS.midterm as StageForm['definition'] })
        : null,
      endSurvey: shows('endOfStage')
        ? stageForm({ definition: SURVEY_FORMS.endterm as StageForm['definition'] })
        : null,
    },
    dossier: null,
    examStartDate: shows('endOfStage') ? '2026-09-15' : null,
    dossierLocked: false,
    canUploadDossier: shows('endOfStage'),
    ...values,
  };
}

/** Stubs `fetch` for the internship's pages: `GET /api/internship` answers `answer`, the rest `handle`. */
export function serveInternship({
  me = intern(),
  config,
  answer,
  handle = () => undefined,
}: {
  me?: Me | null;
  config?: Partial<AppConfig>;
  answer: () => InternshipResponse | Response;
  handle?: Handler;
}) {
  return serveApi({
    me,
    config,
    handle: (call) => {
      if (call.method === 'GET' && call.path === '/api/internship') {
        const found = answer();
        return found instanceof Response ? found : jsonResponse(200, found);
      }
      return handle(call);
    },
  });
}
