import { endpoint } from '../../../shared/endpoint.ts';
import { ProviderParamsSchema, ProviderStartQuerySchema } from '../provider-login.ts';

export const providerStart = endpoint(
  'GET /api/auth/oidc/:provider/start',
  'Start a sign-in with an identity provider (browser redirect)',
  { params: ProviderParamsSchema, querystring: ProviderStartQuerySchema },
);
