import {
  CatalogueCategoriesResponseSchema,
  type ConditionsBody,
  type CreateCatalogueItemBody,
  type ListCatalogueResponse,
  ListCatalogueResponseSchema,
  type RemoveCatalogueItemResponse,
  RemoveCatalogueItemResponseSchema,
  type ShoppingListResponse,
  ShoppingListResponseSchema,
  type StaffCatalogueItem,
  StaffCatalogueItemSchema,
  type StaffEditionThesis,
  StaffEditionThesisSchema,
  type StaffTheses,
  StaffThesesSchema,
  type StaffThesis,
  StaffThesisSchema,
  type UpdateCatalogueItemBody,
} from '@school/domain/thesis/contracts/staff-thesis';
import type { ExamSlug } from '@school/domain/thesis/contracts/thesis';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The staff side of the exams and thesis (Tesi): /api/staff/thesis/… */
export const STAFF_THESIS_KEY = ['staff', 'thesis'] as const;

const API = '/api/staff/thesis';
const editionUrl = (edition: string) => `${API}/editions/${encodeURIComponent(edition)}`;
const examUrl = (edition: string, exam: ExamSlug) => `${editionUrl(edition)}/exams/${exam}`;
const itemUrl = (id: string) => `${API}/catalogue/${encodeURIComponent(id)}`;

const refresh = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: STAFF_THESIS_KEY });

/** `GET /api/staff/thesis/editions/:edition`: the conditions of both exams. */
export function useEditionThesis(edition: string | null) {
  return useQuery({
    queryKey: [...STAFF_THESIS_KEY, 'edition', edition],
    queryFn: async ({ signal }): Promise<StaffEditionThesis> =>
      StaffEditionThesisSchema.parse(await api.get<unknown>(editionUrl(edition ?? ''), { signal })),
    enabled: edition !== null,
  });
}

/** `PUT /api/staff/thesis/editions/:edition/exams/:exam/conditions` (version null creates them). */
export function useSaveConditions(edition: string, exam: ExamSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ConditionsBody): Promise<StaffEditionThesis> =>
      StaffEditionThesisSchema.parse(await api.put<unknown>(`${examUrl(edition, exam)}/conditions`, body)),
    onSettled: () => refresh(queryClient),
  });
}

/** `DELETE /api/staff/thesis/editions/:edition/exams/:exam/conditions?version=` */
export function useDeleteConditions(edition: string, exam: ExamSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (version: string): Promise<StaffEditionThesis> =>
      StaffEditionThesisSchema.parse(
        await api.delete<unknown>(
          `${examUrl(edition, exam)}/conditions?${new URLSearchParams({ version }).toString()}`,
        ),
      ),
    onSettled: () => refresh(queryClient),
  });
}

/** `GET /api/staff/thesis/editions/:edition/exams/:exam/theses` */
export function useStaffTheses(edition: string | null, exam: ExamSlug) {
  return useQuery({
    queryKey: [...STAFF_THESIS_KEY, 'theses', edition, exam],
    queryFn: async ({ signal }): Promise<StaffTheses> =>
      StaffThesesSchema.parse(await api.get<unknown>(`${examUrl(edition ?? '', exam)}/theses`, { signal })),
    enabled: edition !== null,
  });
}

/** `GET /api/staff/thesis/theses/:id` */
export function useStaffThesis(id: string) {
  return useQuery({
    queryKey: [...STAFF_THESIS_KEY, 'thesis', id],
    queryFn: async ({ signal }): Promise<StaffThesis> =>
      StaffThesisSchema.parse(await api.get<unknown>(`${API}/theses/${encodeURIComponent(id)}`, { signal })),
  });
}

/** `GET /api/staff/thesis/editions/:edition/exams/:exam/shopping-list` */
export function useShoppingList(edition: string | null, exam: ExamSlug) {
  return useQuery({
    queryKey: [...STAFF_THESIS_KEY, 'shopping', edition, exam],
    queryFn: async ({ signal }): Promise<ShoppingListResponse> =>
      ShoppingListResponseSchema.parse(
        await api.get<unknown>(`${examUrl(edition ?? '', exam)}/shopping-list`, { signal }),
      ),
    enabled: edition !== null,
  });
}

/** The shopping list's CSV, its headers in the console's language. */
export const shoppingListCsvUrl = (edition: string, exam: ExamSlug, language: string) =>
  `${examUrl(edition, exam)}/shopping-list.csv?lang=${language === 'en' ? 'en' : 'it'}`;

/** `GET /api/staff/thesis/catalogue?kind=&category=&search=&status=&page=&pageSize=` */
export function useStaffCatalogue(params: Record<string, string>) {
  return useQuery({
    queryKey: [...STAFF_THESIS_KEY, 'catalogue', params],
    queryFn: async ({ signal }): Promise<ListCatalogueResponse> =>
      ListCatalogueResponseSchema.parse(
        await api.get<unknown>(`${API}/catalogue?${new URLSearchParams(params).toString()}`, { signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/staff/thesis/catalogue/categories`: every category in use, for the form's suggestions. */
export function useCatalogueCategories() {
  return useQuery({
    queryKey: [...STAFF_THESIS_KEY, 'categories'],
    queryFn: async ({ signal }): Promise<string[]> =>
      CatalogueCategoriesResponseSchema.parse(
        await api.get<unknown>(`${API}/catalogue/categories`, { signal }),
      ).categories,
  });
}

/** `POST /api/staff/thesis/catalogue` or `PUT /api/staff/thesis/catalogue/:id` (on the version read). */
export function useSaveCatalogueItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      save: { id: null; body: CreateCatalogueItemBody } | { id: string; body: UpdateCatalogueItemBody },
    ): Promise<StaffCatalogueItem> =>
      StaffCatalogueItemSchema.parse(
        save.id === null
          ? await api.post<unknown>(`${API}/catalogue`, save.body)
          : await api.put<unknown>(itemUrl(save.id), save.body),
      ),
    onSettled: () => refresh(queryClient),
  });
}

/** `DELETE /api/staff/thesis/catalogue/:id?version=…`: deleted, or hidden when dish lines use it. */
export function useRemoveCatalogueItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (item: { id: string; version: string }): Promise<RemoveCatalogueItemResponse> =>
      RemoveCatalogueItemResponseSchema.parse(
        await api.delete<unknown>(`${itemUrl(item.id)}?version=${encodeURIComponent(item.version)}`),
      ),
    onSettled: () => refresh(queryClient),
  });
}
