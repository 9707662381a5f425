import * as applicationApi from '@school/domain/application/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { optionalProfile, requireProfile } from '../../plugins/app/auth.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import type { ApplicationDeps } from './application.shared.ts';
import { enterApplication, getState, listEditions } from './application-entry.service.ts';
import { checkoutFee, checkoutTestFee, getFee } from './application-fee.service.ts';
import { uploadFile } from './application-files.service.ts';
import { saveStep } from './application-steps.service.ts';

/**
 * The 8-step application (candidatura), under /api/application: the entry state, the
 * save of each step (step 0 creates the account), the files, and the fee. Visitors may read the
 * state and post step 0; everything else needs a session (401).
 */
export default async function applicationRoutes(app: FastifyInstance) {
  const route = routes(app, { access: 'signedIn' });
  const api = applicationApi;
  const deps = (request: { log: ApplicationDeps['log'] }): ApplicationDeps => ({
    db: app.db,
    config: app.config,
    mailer: app.mailer,
    storage: app.storage,
    paymentProvider: app.paymentProvider,
    log: request.log,
  });

  route(api.listEditions, { access: 'public' }, () => listEditions(app.db));
  route(api.getState, { access: 'public' }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getState(app.db, await optionalProfile(request), request.params.productCode, request.query);
  });
  route(api.enter, async (request) => {
    const user = await requireProfile(request);
    return enterApplication(app.db, user, request.params.productCode, request.query);
  });
  route(api.saveStep, { access: 'public' }, async (request, reply) => {
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
  });
  route(api.uploadFile, async (request) =>
    uploadFile(
      deps(request),
      await requireProfile(request),
      request.params.productCode,
      request.params.kind,
      request.body,
    ),
  );
  route(api.getFee, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getFee(app.db, await requireProfile(request), request.params.productCode);
  });
  route(api.checkoutFee, async (request) =>
    checkoutFee(
      deps(request),
      await requireProfile(request),
      request.params.productCode,
      request.body.locale,
    ),
  );

  // The test fee page (/stepPagamentoTEST): only where the test pages are on.
  if (app.config.testPages) {
    route(api.checkoutTestFee, { access: 'public' }, async (request) =>
      checkoutTestFee(deps(request), request.body.locale),
    );
  }
}
