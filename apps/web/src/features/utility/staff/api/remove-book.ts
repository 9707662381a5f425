import * as staffUtilityApi from '@school/domain/utility/contracts/staff-endpoints';
import { call } from '../../../../lib/api-client';
import { useEnrolmentChange } from './enrolment-change';

/** Removes a digital book, on the version read. */
export const removeBook = (id: string, bookId: string, version: string) =>
  call(staffUtilityApi.removeBook, { params: { id, bookId }, query: { version } });

export function useRemoveBook(id: string) {
  return useEnrolmentChange(id, ({ bookId, version }: { bookId: string; version: string }) =>
    removeBook(id, bookId, version),
  );
}
