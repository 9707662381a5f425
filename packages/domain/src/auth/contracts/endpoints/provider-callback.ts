import { endpoint } from '../../../shared/endpoint.ts';
import { ProviderParamsSchema } from '../provider-login.ts';

export const providerCallback = endpoint(
  'GET /api/auth/oidc/:provider/callback',
  'Identity provider callback (browser redirect)',
  { params: ProviderParamsSchema },
);
