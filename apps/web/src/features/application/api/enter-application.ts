import * as applicationApi from '@school/domain/application/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/session-cache';
import { type ApplicationStateParams, applicationKeys } from './application-keys';
import { stateQuery } from './get-application-state';

/**
 * The entry check of a signed-in applicant with its save, "Logged in with no product: set product
 * and step 1 ... Different product: switch product and restart at step 1". The answer replaces the
 * state of the same entry.
 */
export function enterApplication(params: ApplicationStateParams) {
  return call(applicationApi.enter, {
    params: { productCode: params.productCode },
    query: stateQuery(params),
  });
}

export function useEnterApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enterApplication,
    onSuccess: async (state, params) => {
      // The page may have moved on to another address of the product (the step named by the
      // check) and asked its state before the entry was stored. A first read still on its way
      // would be joined, not restarted, by the invalidation below and would then store the old
      // answer (no form) for good: drop it first, then ask again.
      await queryClient.cancelQueries({ queryKey: applicationKeys.product(params.productCode) });
      queryClient.setQueryData(applicationKeys.state(params), state);
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: applicationKeys.product(params.productCode),
          predicate: (query) => query.state.data !== state,
        }),
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
      ]);
    },
  });
}
