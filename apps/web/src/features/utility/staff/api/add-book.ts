import * as staffUtilityApi from '@school/domain/utility/contracts/staff-endpoints';
import type { AddBookBody } from '@school/domain/utility/contracts/staff-utility';
import { call } from '../../../../lib/api-client';
import { useEnrolmentChange } from './enrolment-change';

/** Adds a digital book to a course enrolment. */
export const addBook = (id: string, body: AddBookBody) =>
  call(staffUtilityApi.addBook, { params: { id }, body });

export function useAddBook(id: string) {
  return useEnrolmentChange(id, (body: AddBookBody) => addBook(id, body));
}
