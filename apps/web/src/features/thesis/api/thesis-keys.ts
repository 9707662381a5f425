import type { CatalogueKind, ExamSlug } from '@school/domain/thesis/contracts/thesis';

/** The thesis's query keys: every answer of `/api/thesis/…` is under `['thesis']`. */
export const thesisKeys = {
  all: ['thesis'] as const,
  exams: ['thesis', 'exams'] as const,
  thesis: (exam: ExamSlug) => ['thesis', 'exam', exam] as const,
  categories: (kind: CatalogueKind) => ['thesis', 'catalogue', 'categories', kind] as const,
  items: (kind: CatalogueKind, category: string | null, search: string) =>
    ['thesis', 'catalogue', 'items', kind, category, search] as const,
};
