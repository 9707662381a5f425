import type { ApplicationLocale } from '@school/domain/shared/locale';

/** What the entry state check of the application is asked for. */
export interface ApplicationStateParams {
  productCode: string;
  /** The step of the URL ("3"), undefined on /candidatura/{productcode}. */
  step: string | undefined;
  /** The navigation came from the Next or Previous button. */
  viaButtons: boolean;
  locale: ApplicationLocale;
}

/**
 * The application's query keys: the person's under `['application']`; the console's applications,
 * document queue and visa queue under `['staff', 'applications' | 'documents' | 'visas']`.
 */
export const applicationKeys = {
  all: ['application'] as const,
  editions: ['application', 'editions'] as const,
  product: (productCode: string) => ['application', productCode] as const,
  state: ({ productCode, step, viaButtons, locale }: ApplicationStateParams) =>
    ['application', productCode, 'state', step ?? '', viaButtons, locale] as const,
  staff: {
    all: ['staff', 'applications'] as const,
    lists: ['staff', 'applications', 'list'] as const,
    list: (params: Record<string, string> | null) => ['staff', 'applications', 'list', params] as const,
    application: (id: string) => ['staff', 'applications', 'one', id] as const,
    form: (id: string) => ['staff', 'applications', 'one', id, 'form'] as const,
    documents: ['staff', 'documents'] as const,
    documentQueue: (params: Record<string, string>) => ['staff', 'documents', params] as const,
    visas: ['staff', 'visas'] as const,
    visaQueue: (params: Record<string, string>) => ['staff', 'visas', params] as const,
    /** A person's course billing state, under the billing forms' root (a billing change refreshes it). */
    courseBilling: (userId: string) => ['staff', 'billing', userId, 'course'] as const,
  },
};
