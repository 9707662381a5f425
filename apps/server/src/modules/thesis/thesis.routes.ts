import type { AccessSubject } from '@school/domain/access/subject';
import * as thesisApi from '@school/domain/thesis/contracts/endpoints';
import { visibleExams } from '@school/domain/thesis/thesis';
import type { FastifyInstance } from 'fastify';
import { sendKeptJson } from '../../lib/kept-json.ts';
import { checkedSubject } from '../../plugins/app/access.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import { sendDocument } from '../candidate/document-download.ts';
import {
  addDish,
  catalogueCategoriesJson,
  catalogueItemsJson,
  deleteDish,
  getThesis,
  listExams,
  openThesisFile,
  saveDish,
  uploadThesisFile,
} from './thesis.service.ts';

/**
 * "The thesis area is disabled without the thesis flag": the course enrolment's
 * IsActiveTesi__c or IsActiveTesiIntermedia__c (`visibleExams`); each exam's own flag is checked
 * by the service (403 for the other exam).
 */
const canSeeThesis = (subject: AccessSubject) => visibleExams(subject).length > 0;

/** Exams and thesis (specification 001, sections 2-5 and 7; decision 45). */
export default async function thesisRoutes(app: FastifyInstance) {
  const route = routes(app, { access: canSeeThesis });

  route(thesisApi.listExams, (request) => listExams(app.db, checkedSubject(request)));
  route(thesisApi.categories, async (request, reply) =>
    sendKeptJson(request, reply, await catalogueCategoriesJson(app.db, request.query.kind)),
  );
  route(thesisApi.items, async (request, reply) =>
    sendKeptJson(request, reply, await catalogueItemsJson(app.db, request.query)),
  );
  route(thesisApi.getThesis, (request) => getThesis(app.db, checkedSubject(request), request.params.exam));
  route(thesisApi.addDish, (request) => addDish(app.db, checkedSubject(request), request.params.exam));
  route(thesisApi.saveDish, (request) =>
    saveDish(app.db, checkedSubject(request), request.params.id, request.body),
  );
  route(thesisApi.deleteDish, (request) => deleteDish(app.db, checkedSubject(request), request.params.id));
  route(thesisApi.uploadFile, (request) =>
    uploadThesisFile(
      { db: app.db, storage: app.storage, log: request.log },
      checkedSubject(request),
      request.params.exam,
      request.params.kind,
      request.body,
    ),
  );
  route(thesisApi.downloadFile, async (request, reply) => {
    const download = await openThesisFile(
      { db: app.db, storage: app.storage },
      checkedSubject(request),
      request.params.exam,
      request.params.kind,
    );
    return sendDocument(reply, download);
  });
}
