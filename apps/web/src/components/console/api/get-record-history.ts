import * as staffApi from '@school/domain/staff/contracts/staff-endpoints';
import { call } from '../../../lib/api-client';

/** The changes staff made to one record, newest first. */
export const getRecordHistory = (table: string, id: string, signal?: AbortSignal) =>
  call(staffApi.recordHistory, { params: { table, id }, query: { pageSize: 100 }, signal });
