import {
  ErasureRequestSchema,
  ExportParamsSchema,
  MyPrivacyResponseSchema,
  PrivacyExportSchema,
  RequestErasureBodySchema,
} from '@school/domain/privacy/contracts/my-data';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-schema.ts';
import { requireUser } from '../../plugins/app/auth.ts';
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

const tags = ['privacy'];

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
export default async function privacyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = privacyDeps(app);
  app.jobs.define(exportJob(deps));
  app.jobs.define(erasureJob(deps));
  app.jobs.define(deleteFilesJob(deps.storage));
  app.jobs.every(retentionJob(deps), 24 * 60, {});

  app.get(
    '/privacy',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'My latest data export and erasure request',
        response: { 200: MyPrivacyResponseSchema, ...errorResponses },
      },
    },
    async (request) => myPrivacy(app.db, requireUser(request)),
  );

  app.post(
    '/privacy/exports',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Ask for an export of my data (a ZIP, mailed when ready); one at a time',
        response: { 201: PrivacyExportSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(await requestExport(deps, requireUser(request))),
  );

  app.get(
    '/privacy/exports/:id/download',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Download my export (its owner only, until it expires)',
        params: ExportParamsSchema,
        response: { 200: z.any(), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendDocument(reply, await openExport(deps, requireUser(request), request.params.id)),
  );

  app.post(
    '/privacy/erasure',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Ask for the erasure of my account (confirmed); the secretariat decides',
        body: RequestErasureBodySchema,
        response: { 201: ErasureRequestSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await requestErasure(deps, requireUser(request), request.body)),
  );
}
