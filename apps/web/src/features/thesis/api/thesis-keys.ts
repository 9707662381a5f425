import type { CatalogueKind, ExamSlug } from '@school/domain/thesis/contracts/thesis';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The thesis's query keys: every answer of `/api/thesis/…` is under `['thesis']`, every answer of
 * the console's `/api/staff/thesis/…` under `['staff', 'thesis']` (`staff.all`, which a console
 * change invalidates whole).
 */
export const thesisKeys = {
  all: ['thesis'] as const,
  exams: ['thesis', 'exams'] as const,
  thesis: (exam: ExamSlug) => ['thesis', 'exam', exam] as const,
  categories: (kind: CatalogueKind) => ['thesis', 'catalogue', 'categories', kind] as const,
  items: (kind: CatalogueKind, category: string | null, search: string) =>
    ['thesis', 'catalogue', 'items', kind, category, search] as const,
  staff: {
    all: ['staff', 'thesis'] as const,
    edition: (edition: string | null) => ['staff', 'thesis', 'edition', edition] as const,
    theses: (edition: string | null, exam: ExamSlug) => ['staff', 'thesis', 'theses', edition, exam] as const,
    thesis: (id: string) => ['staff', 'thesis', 'thesis', id] as const,
    shoppingList: (edition: string | null, exam: ExamSlug) =>
      ['staff', 'thesis', 'shopping', edition, exam] as const,
    catalogue: (params: Record<string, string>) => ['staff', 'thesis', 'catalogue', params] as const,
    categories: ['staff', 'thesis', 'categories'] as const,
  },
};

/** After a console change: every staff answer of the thesis is read again. */
export const refreshStaffThesis = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: thesisKeys.staff.all });
