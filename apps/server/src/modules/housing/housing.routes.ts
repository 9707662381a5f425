import { canSeeHousing } from '@school/domain/access/rules';
import * as housingApi from '@school/domain/housing/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { checkedSubject } from '../../plugins/app/access.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import { getHousing } from './housing.service.ts';

/** Housing (specification 000, section 2): only with an active housing contract. */
export default async function housingRoutes(app: FastifyInstance) {
  const route = routes(app, { access: canSeeHousing });

  route(housingApi.getHousing, (request) =>
    getHousing(app.db, requireUser(request).id, checkedSubject(request)),
  );
}
