import {
  type AddBookBody,
  type GetUtilityEnrolmentResponse,
  GetUtilityEnrolmentResponseSchema,
  type ListUtilityEnrolmentsResponse,
  ListUtilityEnrolmentsResponseSchema,
  type LockerKind,
  type SetLockerBody,
} from '@school/domain/utility/contracts/staff-utility';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The calls of the console's lockers and books pages (`/api/staff/utility/…`, Segreteria). */
export const STAFF_UTILITY_QUERY_KEY = ['staff', 'utility'] as const;
const BASE = '/api/staff/utility/enrolments';

/** `GET /api/staff/utility/enrolments?search=&page=&pageSize=` */
export function useUtilityEnrolments(params: Record<string, string>) {
  return useQuery({
    queryKey: [...STAFF_UTILITY_QUERY_KEY, 'list', params],
    queryFn: async ({ signal }): Promise<ListUtilityEnrolmentsResponse> => {
      const query = new URLSearchParams(params).toString();
      return ListUtilityEnrolmentsResponseSchema.parse(
        await api.get<unknown>(`${BASE}${query ? `?${query}` : ''}`, { signal }),
      );
    },
    placeholderData: keepPreviousData,
  });
}

const enrolmentKey = (id: string) => [...STAFF_UTILITY_QUERY_KEY, 'enrolment', id] as const;

/** `GET /api/staff/utility/enrolments/:id` */
export function useUtilityEnrolment(id: string) {
  return useQuery({
    queryKey: enrolmentKey(id),
    queryFn: async ({ signal }): Promise<GetUtilityEnrolmentResponse> =>
      GetUtilityEnrolmentResponseSchema.parse(await api.get<unknown>(`${BASE}/${id}`, { signal })),
  });
}

/** Every change answers the enrolment as it now is: it replaces the cached one; lists reload. */
function useEnrolmentChange<V>(id: string, send: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: V) => GetUtilityEnrolmentResponseSchema.parse(await send(variables)),
    onSuccess: (data) => queryClient.setQueryData(enrolmentKey(id), data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_UTILITY_QUERY_KEY }),
  });
}

/** `PUT …/lockers/:kind` (set or clear, on the version read) */
export function useSetLocker(id: string) {
  return useEnrolmentChange(id, ({ kind, body }: { kind: LockerKind; body: SetLockerBody }) =>
    api.put<unknown>(`${BASE}/${id}/lockers/${kind}`, body),
  );
}

/** `POST …/books` */
export function useAddBook(id: string) {
  return useEnrolmentChange(id, (body: AddBookBody) => api.post<unknown>(`${BASE}/${id}/books`, body));
}

/** `DELETE …/books/:bookId?version=` */
export function useRemoveBook(id: string) {
  return useEnrolmentChange(id, ({ bookId, version }: { bookId: string; version: string }) =>
    api.delete<unknown>(`${BASE}/${id}/books/${bookId}?${new URLSearchParams({ version })}`),
  );
}
