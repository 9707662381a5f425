import {
  type ShoppingListResponse,
  ShoppingListResponseSchema,
} from '@school/domain/thesis/contracts/staff-thesis';
import type { ExamSlug } from '@school/domain/thesis/contracts/thesis';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { thesisKeys } from '../../api/thesis-keys';
import { examUrl } from './thesis-staff-urls';

/** `GET /api/staff/thesis/editions/:edition/exams/:exam/shopping-list` */
export async function getShoppingList(
  edition: string,
  exam: ExamSlug,
  signal?: AbortSignal,
): Promise<ShoppingListResponse> {
  return ShoppingListResponseSchema.parse(
    await api.get<unknown>(`${examUrl(edition, exam)}/shopping-list`, { signal }),
  );
}

export function useShoppingList(edition: string | null, exam: ExamSlug) {
  return useQuery({
    queryKey: thesisKeys.staff.shoppingList(edition, exam),
    queryFn: ({ signal }) => getShoppingList(edition ?? '', exam, signal),
    enabled: edition !== null,
  });
}
