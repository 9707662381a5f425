import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from './api-client';

/**
 * `GET /api/config`: public settings of the deployment. The contract is declared here until it
 * moves to packages/domain (see docs). Checked by hand, not with zod: this call is on the home
 * page's critical path and zod would weigh more than the rest of the shell's own code.
 */
export interface AppConfig {
  secretariatEmail: string;
  enrolmentEmail: string;
  providers: { google: boolean; apple: boolean };
  outbox: boolean;
  /** The test pages of the route table are served (off in production unless turned on). */
  testPages: boolean;
}

export function isAppConfig(value: unknown): value is AppConfig {
  if (typeof value !== 'object' || value === null) return false;
  const config = value as Record<string, unknown>;
  const providers = config.providers as Record<string, unknown> | null | undefined;
  return (
    typeof config.secretariatEmail === 'string' &&
    typeof config.enrolmentEmail === 'string' &&
    typeof config.outbox === 'boolean' &&
    typeof config.testPages === 'boolean' &&
    typeof providers === 'object' &&
    providers !== null &&
    typeof providers.google === 'boolean' &&
    typeof providers.apple === 'boolean'
  );
}

export async function getAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  const body = await api.get<unknown>('/api/config', { signal });
  if (!isAppConfig(body)) throw new ApiError(200, 'server.error', 'Unexpected /api/config answer');
  return body;
}

export const appConfigQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => getAppConfig(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useAppConfig() {
  return useQuery(appConfigQueryOptions);
}
