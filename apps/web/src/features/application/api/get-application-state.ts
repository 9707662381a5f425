import {
  type ApplicationState,
  ApplicationStateSchema,
  type GetStateQuery,
} from '@school/domain/application/contracts/get-state';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type ApplicationStateParams, applicationKeys } from './application-keys';

/**
 * `GET /api/application/:productCode/state`: the entry state check of section 4 for the caller
 * (the step to show and whether to redirect), the fee, the files and the values saved so far.
 */
export async function getApplicationState(
  params: ApplicationStateParams,
  signal?: AbortSignal,
): Promise<ApplicationState> {
  return ApplicationStateSchema.parse(await api.get<unknown>(stateUrl(params, 'state'), { signal }));
}

/** The URL of the entry check (`state`, or `entry` with its save), with the query of `params`. */
export function stateUrl(params: ApplicationStateParams, call: 'state' | 'entry'): string {
  const query: Record<string, string> = { viaButtons: String(params.viaButtons), locale: params.locale };
  if (params.step !== undefined) query.step = params.step;
  const search = new URLSearchParams(query satisfies GetStateQuery as Record<string, string>);
  return `/api/application/${encodeURIComponent(params.productCode)}/${call}?${search.toString()}`;
}

export function applicationStateQueryOptions(params: ApplicationStateParams) {
  return queryOptions({
    queryKey: applicationKeys.state(params),
    queryFn: ({ signal }) => getApplicationState(params, signal),
    // The form stays on screen while the language or the step changes.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useApplicationState(params: ApplicationStateParams) {
  return useQuery(applicationStateQueryOptions(params));
}
