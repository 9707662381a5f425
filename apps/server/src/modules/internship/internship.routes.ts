import { chooseCourseEnrolment } from '@school/domain/access/rules';
import type { AccessSubject } from '@school/domain/access/subject';
import * as internshipApi from '@school/domain/internship/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { checkedSubject } from '../../plugins/app/access.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import { sendDocument } from '../candidate/document-download.ts';
import {
  getInternship,
  openStageDocument,
  saveDraft,
  submitSurvey,
  uploadDossier,
} from './internship.service.ts';
import { sampleInternship } from './internship-sample.ts';

/**
 * "Stage … menus depend on matching active flags": the course enrolment's IsActiveStage__c. Not
 * `isStageVisible`, which also hides the menu at status 99: the page itself answers 99 with "There
 * is currently no information for your Internship", from the stage row's own status.
 */
const hasStageFlag = (subject: AccessSubject) =>
  chooseCourseEnrolment(subject.enrolments)?.isActiveStage ?? false;

/** The internship area (specification 001, sections 2-5 and 7; decisions 45 and 46). */
export default async function internshipRoutes(app: FastifyInstance) {
  const route = routes(app, { access: hasStageFlag });
  const api = internshipApi;

  route(api.getInternship, (request) => getInternship(app.db, checkedSubject(request)));

  // The test pages (/TStageForm, /TAreaStage) read a made-up stage, open to anyone, and only
  // where the test pages are on (never in production unless TEST_PAGES=true).
  if (app.config.testPages) {
    route(api.getSample, { access: 'public' }, async () => sampleInternship());
  }

  route(api.downloadDocument, async (request, reply) => {
    const download = await openStageDocument(
      { db: app.db, storage: app.storage },
      checkedSubject(request),
      request.params.id,
    );
    return sendDocument(reply, download);
  });
  route(api.saveDraft, (request) =>
    saveDraft(app.db, checkedSubject(request), request.params.form, request.body.answers),
  );
  route(api.sendForm, (request) =>
    submitSurvey(app.db, checkedSubject(request), request.params.form, request.body.answers),
  );
  route(api.uploadDossier, (request) =>
    uploadDossier(
      { db: app.db, storage: app.storage, log: request.log },
      checkedSubject(request),
      request.body,
    ),
  );
}
