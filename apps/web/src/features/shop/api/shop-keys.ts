import type { ShopListQuery } from '@school/domain/shop/catalogue';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';

/**
 * The shop's query keys: every answer of the shop's endpoints is under `['shop']`, every answer of
 * the console's under `['staff', 'shop']` (`staff.all`, which a console change invalidates whole).
 */
export const shopKeys = {
  all: ['shop'] as const,
  products: ['shop', 'products'] as const,
  list: (query: ShopListQuery) => ['shop', 'products', 'list', query] as const,
  product: (code: string) => ['shop', 'products', 'sheet', code] as const,
  cart: ['shop', 'cart'] as const,
  summaries: ['shop', 'summary'] as const,
  summary: (topUp: string | null) => ['shop', 'summary', topUp ?? 'cart'] as const,
  orders: ['shop', 'orders'] as const,
  topUps: ['shop', 'top-ups'] as const,
  coupons: ['shop', 'coupons'] as const,
  staff: {
    all: ['staff', 'shop'] as const,
    products: (params: Record<string, string>) => ['staff', 'shop', 'products', params] as const,
    product: (id: string) => ['staff', 'shop', 'product', id] as const,
    lines: (params: Record<string, string>) => ['staff', 'shop', 'lines', params] as const,
    order: (id: string) => ['staff', 'shop', 'order', id] as const,
  },
};

/** After a console change: every staff answer of the shop is read again. */
export const refreshStaffShop = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: shopKeys.staff.all });

/** After an upload: the product and the list show the new file. */
export function useRefreshShop() {
  const queryClient = useQueryClient();
  return () => refreshStaffShop(queryClient);
}
