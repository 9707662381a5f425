import { endpoint } from '../../../shared/endpoint.ts';
import { ProviderParamsSchema } from '../provider-login.ts';

/** The same callback as a cross-site form POST (Apple's response_mode=form_post). */
export const providerFormCallback = endpoint(
  'POST /api/auth/oidc/:provider/callback',
  'Identity provider callback (browser redirect)',
  { params: ProviderParamsSchema },
);
