import {
  ProfileSchema,
  UpdateLanguageBodySchema,
  UpdateProfileBodySchema,
} from '@school/domain/profile/contracts/profile';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-schema.ts';
import { requireProfile } from '../../plugins/app/auth.ts';
import { getProfile, updateLanguage, updateProfile } from './profile.service.ts';

const tags = ['profile'];

export default async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/profile',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "The signed-in user's profile",
        response: { 200: ProfileSchema, ...errorResponses },
      },
    },
    async (request) => getProfile(app.db, await requireProfile(request)),
  );

  app.put(
    '/profile',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Save the profile form',
        body: UpdateProfileBodySchema,
        response: { 200: ProfileSchema, ...errorResponses },
      },
    },
    async (request) => updateProfile(app.db, await requireProfile(request), request.body),
  );

  app.put(
    '/profile/language',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Save the interface language',
        body: UpdateLanguageBodySchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await updateLanguage(app.db, await requireProfile(request), request.body.language);
      return reply.status(204).send(null);
    },
  );
}
