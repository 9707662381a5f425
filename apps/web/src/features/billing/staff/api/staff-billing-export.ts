import {
  type BillingExportsResponse,
  BillingExportsResponseSchema,
} from '@school/domain/staff/contracts/billing-export';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export type BillingExportKind = 'course' | 'housing';
export const billingExportsQueryKey = (kind: BillingExportKind) =>
  ['staff', 'billing', 'exports', kind] as const;

/** `GET /api/staff/billing/exports?kind=`: the last export and the forms confirmed since. */
export function useBillingExports(kind: BillingExportKind) {
  return useQuery({
    queryKey: billingExportsQueryKey(kind),
    queryFn: async ({ signal }): Promise<BillingExportsResponse> =>
      BillingExportsResponseSchema.parse(
        await api.get<unknown>(`/api/staff/billing/exports?kind=${kind}`, { signal }),
      ),
  });
}

/** The export itself: a download link (`GET`, the session cookie), recorded by the server. */
export const billingExportUrl = (kind: BillingExportKind, scope: 'new' | 'all') =>
  `/api/staff/billing/export.csv?kind=${kind}&scope=${scope}`;
