import { type ProductSheet, ProductSheetSchema } from '@school/domain/shop/contracts/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shopKeys } from './shop-keys';

/** `GET /api/shop/products/:code` (getProdEcommerce): the product sheet, priced for the person. */
export async function getProduct(code: string, signal?: AbortSignal): Promise<ProductSheet> {
  return ProductSheetSchema.parse(
    await api.get<unknown>(`/api/shop/products/${encodeURIComponent(code)}`, { signal }),
  );
}

export const productQueryOptions = (code: string) =>
  queryOptions({ queryKey: shopKeys.product(code), queryFn: ({ signal }) => getProduct(code, signal) });

export function useProduct(code: string) {
  return useQuery(productQueryOptions(code));
}
