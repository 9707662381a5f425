import {
  type AddBookBody,
  type GetUtilityEnrolmentResponse,
  GetUtilityEnrolmentResponseSchema,
} from '@school/domain/utility/contracts/staff-utility';
import { api } from '../../../../lib/api-client';
import { UTILITY_ENROLMENTS_API, useEnrolmentChange } from './utility-staff-urls';

/** `POST /api/staff/utility/enrolments/:id/books` */
export async function addBook(id: string, body: AddBookBody): Promise<GetUtilityEnrolmentResponse> {
  return GetUtilityEnrolmentResponseSchema.parse(
    await api.post<unknown>(`${UTILITY_ENROLMENTS_API}/${id}/books`, body),
  );
}

export function useAddBook(id: string) {
  return useEnrolmentChange(id, (body: AddBookBody) => addBook(id, body));
}
