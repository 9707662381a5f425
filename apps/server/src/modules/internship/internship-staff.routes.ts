import * as staffInternshipApi from '@school/domain/internship/contracts/staff-endpoints';
import type { FastifyInstance } from 'fastify';
import { csvAttachment } from '../../lib/csv.ts';
import { staffOnly } from '../../plugins/app/access.ts';
import { byOf } from '../../plugins/app/auth.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import { sendDocument } from '../candidate/document-download.ts';
import {
  answersCsv,
  changeStage,
  changeStatus,
  createStage,
  getAnswers,
  getDefinitions,
  getStage,
  type InternshipStaffDeps,
  listEditionDocuments,
  listEditions,
  listStages,
  publishDocument,
  readDocument,
  readDossier,
  removeDocument,
  replaceDefinition,
  resetDefinition,
  sendEvaluationLink,
  uploadDocument,
} from './internship-staff.service.ts';

/**
 * The internship kept by staff with Stage (area `internship`), under /api/staff. See
 * `packages/domain/src/internship/contracts/staff-internship.ts`.
 */
export default async function internshipStaffRoutes(app: FastifyInstance) {
  const route = routes(app, { access: staffOnly('Stage') });
  const api = staffInternshipApi;
  const deps: InternshipStaffDeps = {
    db: app.db,
    storage: app.storage,
    log: app.log,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
  };

  route(api.listEditions, () => listEditions(app.db));
  route(api.listStages, (request) => listStages(app.db, request.query));
  route(api.createStage, (request) => createStage(app.db, byOf(request), request.body.enrolmentId));
  route(api.getStage, (request) => getStage(app.db, request.params.id));
  route(api.changeStatus, (request) => changeStatus(app.db, byOf(request), request.params.id, request.body));
  route(api.changeStage, (request) => changeStage(app.db, byOf(request), request.params.id, request.body));
  route(api.uploadStageDocument, (request) =>
    uploadDocument(deps, byOf(request), { stageId: request.params.id }, request.body),
  );
  route(api.listEditionDocuments, (request) => listEditionDocuments(app.db, request.params.code));
  route(api.uploadEditionDocument, (request) =>
    uploadDocument(deps, byOf(request), { productCode: request.params.code }, request.body),
  );
  route(api.downloadDocument, async (request, reply) =>
    sendDocument(reply, await readDocument(deps, request.params.id)),
  );
  route(api.publishDocument, (request) =>
    publishDocument(app.db, byOf(request), request.params.id, request.body.published),
  );
  route(api.removeDocument, async (request) => {
    await removeDocument(deps, byOf(request), request.params.id);
    return null;
  });
  route(api.downloadDossier, async (request, reply) =>
    sendDocument(reply, await readDossier(deps, request.params.id)),
  );
  route(api.getDefinitions, (request) => getDefinitions(app.db, request.params.code));
  route(api.replaceDefinition, (request) =>
    replaceDefinition(
      app.db,
      byOf(request),
      request.params.code,
      request.params.form,
      request.body.definition,
    ),
  );
  route(api.resetDefinition, (request) =>
    resetDefinition(app.db, byOf(request), request.params.code, request.params.form, request.body?.ready),
  );
  route(api.getAnswers, (request) => getAnswers(app.db, request.params.code, request.params.form));
  route(api.answersCsv, async (request, reply) => {
    const { code, form } = request.params;
    const csv = await answersCsv(app.db, code, form);
    return reply.headers(csvAttachment(`stage-${code}-${form}.csv`)).send(csv);
  });
  route(api.sendEvaluationLink, (request) => sendEvaluationLink(deps, byOf(request), request.params.id));
}
