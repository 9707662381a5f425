import {
  CheckoutFeeBodySchema,
  CheckoutFeeResponseSchema,
} from '@school/domain/application/contracts/checkout-fee';
import {
  ApplicationStateSchema,
  FeeStateSchema,
  GetStateQuerySchema,
  ProductParamsSchema,
} from '@school/domain/application/contracts/get-state';
import { ListOpenEditionsResponseSchema } from '@school/domain/application/contracts/list-editions';
import {
  SaveStepBodySchema,
  SaveStepParamsSchema,
  SaveStepQuerySchema,
} from '@school/domain/application/contracts/save-step';
import {
  UploadApplicationFileBodySchema,
  UploadApplicationFileParamsSchema,
  UploadApplicationFileResponseSchema,
} from '@school/domain/application/contracts/upload-file';
import { UPLOAD_BODY_MAX_BYTES } from '@school/domain/shared/limits';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, errorResponses } from '../../lib/error-schema.ts';
import { optionalProfile, requireProfile } from '../../plugins/app/auth.ts';
import type { ApplicationDeps } from './application.shared.ts';
import { enterApplication, getState, listEditions } from './application-entry.service.ts';
import { checkoutFee, checkoutTestFee, getFee } from './application-fee.service.ts';
import { uploadFile } from './application-files.service.ts';
import { saveStep } from './application-steps.service.ts';

const tags = ['application'];

/**
 * The 8-step application (candidatura), under /api/application: the entry state, the
 * save of each step (step 0 creates the account), the files, and the fee. Visitors may read the
 * state and post step 0; everything else needs a session (401).
 */
export default async function applicationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = (request: { log: ApplicationDeps['log'] }): ApplicationDeps => ({
    db: app.db,
    config: app.config,
    mailer: app.mailer,
    storage: app.storage,
    paymentProvider: app.paymentProvider,
    log: request.log,
  });

  app.get(
    '/application/editions',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The course editions open to applications (public)',
        response: { 200: ListOpenEditionsResponseSchema, ...errorResponses },
      },
    },
    async () => listEditions(app.db),
  );

  app.get(
    '/application/:productCode/state',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'The entry state check for the caller (visitors get step 0), the fee, the files and the saved values',
        params: ProductParamsSchema,
        querystring: GetStateQuerySchema,
        response: { 200: ApplicationStateSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getState(app.db, await optionalProfile(request), request.params.productCode, request.query);
    },
  );

  app.post(
    '/application/:productCode/entry',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary:
          'The entry of a signed-in applicant: the state check of GET /state, which also sets the product and step 1 for a new product or a product switch',
        params: ProductParamsSchema,
        querystring: GetStateQuerySchema,
        response: { 200: ApplicationStateSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = await requireProfile(request);
      return enterApplication(app.db, user, request.params.productCode, request.query);
    },
  );

  app.put(
    '/application/:productCode/steps/:step',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Next on a step: saves its form (Step<n>Body) with the target step, status Candidato and the product code; step 0 of a visitor creates the account and signs in',
        params: SaveStepParamsSchema,
        querystring: SaveStepQuerySchema,
        body: SaveStepBodySchema,
        response: { 200: ApplicationStateSchema, 201: ApplicationStateSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { productCode, step } = request.params;
      const { user, created, locale } = await saveStep(deps(request), await optionalProfile(request), {
        productCode,
        step,
        locale: request.query.locale,
        body: request.body,
      });
      if (created) await app.startSession(request, reply, user.id);
      const state = await getState(app.db, user, productCode, {
        step: String(user.applicationStep ?? ''),
        viaButtons: true,
        locale,
      });
      return reply.status(created ? 201 : 200).send(state);
    },
  );

  app.post(
    '/application/:productCode/files/:kind',
    {
      config: { access: 'signedIn' },
      bodyLimit: UPLOAD_BODY_MAX_BYTES,
      schema: {
        tags,
        summary:
          'Upload a file of the application (CV, motivational letter, English certificate, identity document; base64)',
        params: UploadApplicationFileParamsSchema,
        body: UploadApplicationFileBodySchema,
        response: { 200: UploadApplicationFileResponseSchema, 413: ErrorResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      uploadFile(
        deps(request),
        await requireProfile(request),
        request.params.productCode,
        request.params.kind,
        request.body,
      ),
  );

  app.get(
    '/application/:productCode/fee',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary:
          'The application fee of the caller for this product: asked, paid, skippable, checkout pending',
        params: ProductParamsSchema,
        response: { 200: FeeStateSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getFee(app.db, await requireProfile(request), request.params.productCode);
    },
  );

  app.post(
    '/application/:productCode/fee/checkout',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Open the payment of the application fee (100.00 EUR, computed by the server)',
        params: ProductParamsSchema,
        body: CheckoutFeeBodySchema,
        response: { 200: CheckoutFeeResponseSchema, 502: ErrorResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      checkoutFee(
        deps(request),
        await requireProfile(request),
        request.params.productCode,
        request.body.locale,
      ),
  );

  // The test fee page (/stepPagamentoTEST): only where the test pages are on.
  if (app.config.testPages) {
    app.post(
      '/application/test-fee/checkout',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'The test fee page (/stepPagamentoTEST): a fee checkout for anyone, recorded nowhere',
          body: CheckoutFeeBodySchema,
          response: { 200: CheckoutFeeResponseSchema, 502: ErrorResponseSchema, ...errorResponses },
        },
      },
      async (request) => checkoutTestFee(deps(request), request.body.locale),
    );
  }
}
