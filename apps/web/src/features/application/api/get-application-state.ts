import * as applicationApi from '@school/domain/application/contracts/endpoints';
import type { GetStateQuery } from '@school/domain/application/contracts/get-state';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { type ApplicationStateParams, applicationKeys } from './application-keys';

/**
 * The entry state check of section 4 for the caller (the step to show and whether to redirect),
 * the fee, the files and the values saved so far.
 */
export function getApplicationState(params: ApplicationStateParams, signal?: AbortSignal) {
  return call(applicationApi.getState, {
    params: { productCode: params.productCode },
    query: stateQuery(params),
    signal,
  });
}

/** The query of the entry check (`state`, or `entry` with its save), from `params`. */
export function stateQuery(params: ApplicationStateParams): GetStateQuery {
  const query: GetStateQuery = { viaButtons: params.viaButtons ? 'true' : 'false', locale: params.locale };
  if (params.step !== undefined) query.step = params.step;
  return query;
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
