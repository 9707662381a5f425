import * as applicationApi from '@school/domain/application/contracts/endpoints';
import type { ApplicationState } from '@school/domain/application/contracts/get-state';
import type { ApplicationStep } from '@school/domain/application/steps';
import type { ApplicationLocale } from '@school/domain/shared/locale';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/session-cache';
import { applicationKeys } from './application-keys';

export interface SaveStepInput {
  productCode: string;
  /** The step shown, whose form is posted (0 to 6). */
  step: Exclude<ApplicationStep, 7>;
  body: Record<string, unknown>;
  locale: ApplicationLocale;
}

/**
 * Next on a step. The server saves the form with the target step, status Candidato and the product
 * code (step 0 of a visitor creates the account and signs in; step 6 creates the enrolment) and
 * answers the new state, whose `step` is the target.
 */
export function saveStep({ productCode, step, body, locale }: SaveStepInput) {
  return call(applicationApi.saveStep, {
    params: { productCode, step: String(step) },
    query: { locale },
    body,
  });
}

/**
 * Puts the answer of a save in the query cache: as the state of the target step, reached through
 * the buttons, and as the saved values of every other state of the product already cached (the
 * account is one record for all steps), so Previous shows the step as it was saved rather than as
 * it was first opened.
 */
export function rememberSavedState(
  queryClient: QueryClient,
  input: Pick<SaveStepInput, 'productCode' | 'locale'>,
  state: ApplicationState,
): void {
  queryClient.setQueriesData<ApplicationState>(
    { queryKey: applicationKeys.product(input.productCode) },
    (old) =>
      old && {
        ...old,
        isLoggedIn: state.isLoggedIn,
        storedStep: state.storedStep,
        storedProductCode: state.storedProductCode,
        fee: state.fee,
        files: state.files,
        form: state.form,
        isSubmitted: state.isSubmitted,
      },
  );
  queryClient.setQueryData(
    applicationKeys.state({
      productCode: input.productCode,
      step: String(state.step),
      viaButtons: true,
      locale: input.locale,
    }),
    state,
  );
}

export function useSaveStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStep,
    onSuccess: async (state, input) => {
      rememberSavedState(queryClient, input, state);
      // Step 0 signs in, every save changes the stored step, step 6 adds the Candidato category:
      // "goes to step 7 and reloads the profile".
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
