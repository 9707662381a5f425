import * as privacyApi from '@school/domain/privacy/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/app/auth.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import { sendDocument } from '../candidate/document-download.ts';
import {
  exportJob,
  myPrivacy,
  openExport,
  type PrivacyDeps,
  requestErasure,
  requestExport,
} from './privacy.service.ts';
import { deleteFilesJob, erasureJob } from './privacy-erasure.ts';
import { retentionJob } from './privacy-retention.ts';

/** What the privacy cases work with, for the person's routes and the secretariat's alike. */
export function privacyDeps(app: FastifyInstance): PrivacyDeps {
  return {
    db: app.db,
    storage: app.storage,
    mailer: app.mailer,
    jobs: app.jobs,
    log: app.log,
    publicUrl: app.config.publicUrl,
  };
}

/**
 * A signed-in person's privacy rights, under /api/privacy (contracts:
 * `packages/domain/src/privacy/contracts/my-data.ts`). The privacy jobs are registered here.
 */
export default async function privacyRoutes(app: FastifyInstance) {
  const deps = privacyDeps(app);
  app.jobs.define(exportJob(deps));
  app.jobs.define(erasureJob(deps));
  app.jobs.define(deleteFilesJob(deps.storage));
  app.jobs.every(retentionJob(deps), 24 * 60, {});
  const route = routes(app, { access: 'signedIn' });

  route(privacyApi.getMyPrivacy, async (request) => myPrivacy(app.db, requireUser(request)));

  route(privacyApi.requestExport, (request) => requestExport(deps, requireUser(request)));

  route(privacyApi.downloadExport, async (request, reply) =>
    sendDocument(reply, await openExport(deps, requireUser(request), request.params.id)),
  );

  route(privacyApi.requestErasure, (request) => requestErasure(deps, requireUser(request), request.body));
}
