import type { ShopListQuery } from '@school/domain/shop/catalogue';

/**
 * The shop's query keys: every answer of `/api/shop/…` is under `['shop']`, every answer of the
 * console's `/api/staff/shop/…` under `['staff', 'shop']` (`staff.all`, which a console change
 * invalidates whole).
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
