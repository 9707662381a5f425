import * as e2eApi from '@school/domain/e2e/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import { type DemoState, putBackDemoState, readDemoState } from './e2e.repository.ts';

/**
 * The journeys' put-back of the demo state (decision 98). A journey that presses a language flag
 * while signed in saves that language in the demo account, and the account's language wins at its
 * next sign-in; a journey that reads a notification or causes one changes the bell's count. The
 * e2e portal remembers the state once (`snapshot`, when it has started) and puts it back after
 * each journey (`restore`), so that no journey depends on the ones before it, on either database.
 *
 * The routes exist only with E2E_STATE_RESET=true, which the configuration refuses in production;
 * without it they are answered like any path no route serves (404). They are open to anyone and read no
 * session (so no CSRF token either): they answer counts only and put back what the portal itself
 * held, never anything a caller sends. The snapshot is this instance's, kept in its memory.
 */
export default async function e2eRoutes(app: FastifyInstance) {
  if (!app.config.e2eStateReset) return;
  const route = routes(app, { access: 'public', csrf: false });
  let saved: DemoState | null = null;

  route(e2eApi.snapshot, async () => {
    const { state, users, notifications } = await readDemoState(app.db);
    saved = state;
    return { users, notifications };
  });
  route(e2eApi.restore, async () => {
    if (!saved)
      throw new AppError(404, 'request.notFound', 'No snapshot to restore: POST /api/e2e/snapshot first');
    return putBackDemoState(app.db, saved);
  });
}
