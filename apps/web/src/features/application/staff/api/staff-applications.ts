import {
  type StaffApplicationFormResponse,
  StaffApplicationFormResponseSchema,
} from '@school/domain/staff/contracts/application-form';
import {
  type GetStaffApplicationResponse,
  GetStaffApplicationResponseSchema,
} from '@school/domain/staff/contracts/get-application';
import {
  type ListEditionApplicationsResponse,
  ListEditionApplicationsResponseSchema,
} from '@school/domain/staff/contracts/list-applications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../../lib/api-client';

export const APPLICATIONS_QUERY_KEY = ['staff', 'applications'] as const;
export const applicationQueryKey = (id: string) => [...APPLICATIONS_QUERY_KEY, 'one', id] as const;

const search = (params: Record<string, string>) => {
  const query = new URLSearchParams(params).toString();
  return query ? `?${query}` : '';
};

/** `GET /api/staff/applications?edition=&status=&step=&from=&to=&feePaid=&sort=&dir=&page=`. */
export async function listEditionApplications(
  params: Record<string, string>,
  signal?: AbortSignal,
): Promise<ListEditionApplicationsResponse> {
  return ListEditionApplicationsResponseSchema.parse(
    await api.get<unknown>(`/api/staff/applications${search(params)}`, { signal }),
  );
}

export function useEditionApplications(params: Record<string, string> | null) {
  return useQuery({
    queryKey: [...APPLICATIONS_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => listEditionApplications(params ?? {}, signal),
    placeholderData: keepPreviousData,
    enabled: params !== null,
  });
}

/** The CSV of the same list (same filters and order, no paging): a plain download link. */
export const applicationsCsvUrl = (params: Record<string, string>) =>
  `/api/staff/applications.csv${search(params)}`;

/** `GET /api/staff/applications/:id`: the application with its person, documents, instalments, visa. */
export function useStaffApplication(id: string) {
  return useQuery({
    queryKey: applicationQueryKey(id),
    queryFn: async ({ signal }): Promise<GetStaffApplicationResponse> =>
      GetStaffApplicationResponseSchema.parse(
        await api.get<unknown>(`/api/staff/applications/${id}`, { signal }),
      ),
  });
}

/** `GET /api/staff/applications/:id/form`: the answers of steps 1-6 and the form's files. */
export function useStaffApplicationForm(id: string) {
  return useQuery({
    queryKey: [...applicationQueryKey(id), 'form'],
    queryFn: async ({ signal }): Promise<StaffApplicationFormResponse> =>
      StaffApplicationFormResponseSchema.parse(
        await api.get<unknown>(`/api/staff/applications/${id}/form`, { signal }),
      ),
  });
}

/** A change staff make from the application's page: its method, path under /api/staff and body. */
export interface ApplicationChange {
  method: 'put' | 'post';
  path: string;
  body: unknown;
}

/**
 * Every change of the application's page (status, instalments, payments, visa, clothing, billing).
 * Afterwards, or on a stale version (409 `staff.staleRecord`), the application and its history are
 * read again, so the page shows the record as it now is.
 */
export function useApplicationChange(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ method, path, body }: ApplicationChange) =>
      api[method]<unknown>(`/api/staff${path}`, body),
    onSettled: async (_data, error) => {
      if (!error || isApiError(error, 'staff.staleRecord')) {
        await queryClient.invalidateQueries({ queryKey: applicationQueryKey(id) });
      }
      await queryClient.invalidateQueries({ queryKey: [...APPLICATIONS_QUERY_KEY, 'list'] });
      await queryClient.invalidateQueries({ queryKey: ['staff', 'audit'] });
      await queryClient.invalidateQueries({ queryKey: ['staff', 'billing'] });
    },
  });
}
