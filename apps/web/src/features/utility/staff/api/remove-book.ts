import {
  type GetUtilityEnrolmentResponse,
  GetUtilityEnrolmentResponseSchema,
} from '@school/domain/utility/contracts/staff-utility';
import { api } from '../../../../lib/api-client';
import { UTILITY_ENROLMENTS_API, useEnrolmentChange } from './utility-staff-urls';

/** `DELETE /api/staff/utility/enrolments/:id/books/:bookId?version=` */
export async function removeBook(
  id: string,
  bookId: string,
  version: string,
): Promise<GetUtilityEnrolmentResponse> {
  return GetUtilityEnrolmentResponseSchema.parse(
    await api.delete<unknown>(
      `${UTILITY_ENROLMENTS_API}/${id}/books/${bookId}?${new URLSearchParams({ version })}`,
    ),
  );
}

export function useRemoveBook(id: string) {
  return useEnrolmentChange(id, ({ bookId, version }: { bookId: string; version: string }) =>
    removeBook(id, bookId, version),
  );
}
