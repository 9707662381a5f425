import { z } from 'zod';

/** The identity providers a person may sign in with (OpenID Connect). */
export const PROVIDERS = ['google', 'apple'] as const;
export type ProviderName = (typeof PROVIDERS)[number];

/** The provider of a sign-in's start and callback (`/api/auth/oidc/:provider/…`). */
export const ProviderParamsSchema = z.object({ provider: z.enum(PROVIDERS) });

/** Where to go back after the sign-in, the product of an application to resume, the language. */
export const ProviderStartQuerySchema = z.object({
  returnTo: z.string().max(500).optional(),
  product: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,60}$/)
    .optional(),
  lang: z.enum(['it', 'en', 'zh']).optional(),
});
