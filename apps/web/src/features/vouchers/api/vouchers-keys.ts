import type { QueryClient } from '@tanstack/react-query';

/** The vouchers' query keys: the console's under `['staff', 'vouchers']`. */
export const vouchersKeys = {
  staff: {
    all: ['staff', 'vouchers'] as const,
    list: (params: Record<string, string>) => ['staff', 'vouchers', 'list', params] as const,
    editions: ['staff', 'vouchers', 'editions'] as const,
    voucher: (id: string) => ['staff', 'vouchers', 'voucher', id] as const,
  },
};

/** Everything of the console's vouchers is read again. */
export const refreshStaffVouchers = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: vouchersKeys.staff.all });
