import { z } from 'zod';

/** What the web app needs to know of the server's configuration (nothing secret). */
export const PublicConfigSchema = z.object({
  secretariatEmail: z.string(),
  enrolmentEmail: z.string(),
  providers: z.object({ google: z.boolean(), apple: z.boolean() }),
  outbox: z.boolean(),
  /** The test pages of the route table are served (never in production unless TEST_PAGES=true). */
  testPages: z.boolean(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
