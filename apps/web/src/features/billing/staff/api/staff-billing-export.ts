import * as staffApi from '@school/domain/staff/contracts/staff-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call, endpointUrl } from '../../../../lib/api-client';

export type BillingExportKind = 'course' | 'housing';
export const billingExportsQueryKey = (kind: BillingExportKind) =>
  ['staff', 'billing', 'exports', kind] as const;

/** The last export and the forms confirmed since. */
export function useBillingExports(kind: BillingExportKind) {
  return useQuery({
    queryKey: billingExportsQueryKey(kind),
    queryFn: ({ signal }) => call(staffApi.exports, { query: { kind }, signal }),
  });
}

/** The export itself: a download link (`GET`, the session cookie), recorded by the server. */
export const billingExportUrl = (kind: BillingExportKind, scope: 'new' | 'all') =>
  endpointUrl(staffApi.exportCsv, { query: { kind, scope } });
