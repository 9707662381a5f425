import type { ExamSlug } from '@school/domain/thesis/contracts/thesis';
import type { QueryClient } from '@tanstack/react-query';
import { thesisKeys } from '../../api/thesis-keys';

/** The staff side of the exams and thesis (Tesi): /api/staff/thesis/… */
export const STAFF_THESIS_API = '/api/staff/thesis';

export const editionUrl = (edition: string) => `${STAFF_THESIS_API}/editions/${encodeURIComponent(edition)}`;
export const examUrl = (edition: string, exam: ExamSlug) => `${editionUrl(edition)}/exams/${exam}`;
export const itemUrl = (id: string) => `${STAFF_THESIS_API}/catalogue/${encodeURIComponent(id)}`;

/** The shopping list's CSV, its headers in the console's language. */
export const shoppingListCsvUrl = (edition: string, exam: ExamSlug, language: string) =>
  `${examUrl(edition, exam)}/shopping-list.csv?lang=${language === 'en' ? 'en' : 'it'}`;

/** After a console change: every staff answer of the thesis is read again. */
export const refreshStaffThesis = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: thesisKeys.staff.all });
