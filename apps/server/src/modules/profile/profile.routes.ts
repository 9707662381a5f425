import * as profileApi from '@school/domain/profile/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { requireProfile } from '../../plugins/app/auth.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import { getProfile, updateLanguage, updateProfile } from './profile.service.ts';

export default async function profileRoutes(app: FastifyInstance) {
  const route = routes(app, { access: 'signedIn' });

  route(profileApi.getProfile, async (request) => getProfile(app.db, await requireProfile(request)));

  route(profileApi.saveProfile, async (request) =>
    updateProfile(app.db, await requireProfile(request), request.body),
  );

  route(profileApi.saveLanguage, async (request) => {
    await updateLanguage(app.db, await requireProfile(request), request.body.language);
    return null;
  });
}
