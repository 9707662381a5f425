import { canSeeCandidateArea, isSecretariatStaff } from '@school/domain/access/rules';
import type { AccessSubject } from '@school/domain/access/subject';
import * as candidateApi from '@school/domain/candidate/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { requireProfile } from '../../plugins/app/auth.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import {
  getApplicationHistory,
  getClothing,
  getDocuments,
  getOverview,
  getPayments,
  getVisa,
  saveEmbassyAppointment,
  saveFlight,
  saveVisaOutcome,
  updateClothing,
  uploadDocument,
} from './candidate.service.ts';
import { documentFileHandler } from './document-download.ts';

/** The candidate area (specification 000, section 2 "Candidate area"): only Candidato and Studente. */
export default async function candidateRoutes(app: FastifyInstance) {
  const route = routes(app, { access: canSeeCandidateArea });
  const api = candidateApi;
  // The document's owner or the secretariat (the service then checks which document).
  const canSeeCandidateAreaOrStaff = (s: AccessSubject) => canSeeCandidateArea(s) || isSecretariatStaff(s);

  route(api.getOverview, async (request) => getOverview(app.db, await requireProfile(request)));
  route(api.listApplications, async (request) =>
    getApplicationHistory(app.db, await requireProfile(request)),
  );
  route(api.listDocuments, async (request) => getDocuments(app.db, await requireProfile(request)));
  route(api.uploadDocument, async (request) =>
    uploadDocument(
      { db: app.db, storage: app.storage, log: request.log },
      await requireProfile(request),
      request.params.id,
      request.body,
    ),
  );
  route(api.downloadDocument, { access: canSeeCandidateAreaOrStaff }, documentFileHandler(app));
  route(api.listPayments, async (request) => getPayments(app.db, await requireProfile(request)));
  route(api.getClothing, async (request) => getClothing(app.db, await requireProfile(request)));
  route(api.saveClothing, async (request) =>
    updateClothing(app.db, await requireProfile(request), request.body),
  );
  route(api.getVisa, async (request) => getVisa(app.db, await requireProfile(request)));
  route(api.saveEmbassy, async (request) =>
    saveEmbassyAppointment(app.db, await requireProfile(request), request.body),
  );
  route(api.saveFlight, async (request) => saveFlight(app.db, await requireProfile(request), request.body));
  route(api.saveOutcome, async (request) =>
    saveVisaOutcome(app.db, await requireProfile(request), request.body),
  );
}
