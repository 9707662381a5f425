import * as staffThesisApi from '@school/domain/thesis/contracts/staff-endpoints';
import type { ExamSlug } from '@school/domain/thesis/contracts/thesis';
import { useQuery } from '@tanstack/react-query';
import { call, endpointUrl } from '../../../../lib/api-client';
import { thesisKeys } from '../../api/thesis-keys';

/** Every dish line of the exam's theses summed per catalogue item and unit, with its cost. */
export const getShoppingList = (edition: string, exam: ExamSlug, signal?: AbortSignal) =>
  call(staffThesisApi.shoppingList, { params: { edition, exam }, signal });

export function useShoppingList(edition: string | null, exam: ExamSlug) {
  return useQuery({
    queryKey: thesisKeys.staff.shoppingList(edition, exam),
    queryFn: ({ signal }) => getShoppingList(edition ?? '', exam, signal),
    enabled: edition !== null,
  });
}

/** The shopping list's CSV, its headers in the console's language. */
export const shoppingListCsvUrl = (edition: string, exam: ExamSlug, language: string) =>
  endpointUrl(staffThesisApi.shoppingListCsv, {
    params: { edition, exam },
    query: { lang: language === 'en' ? 'en' : 'it' },
  });
