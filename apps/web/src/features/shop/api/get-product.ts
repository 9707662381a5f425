import * as shopApi from '@school/domain/shop/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { shopKeys } from './shop-keys';

/** getProdEcommerce: the product sheet, priced for the person. */
export const getProduct = (code: string, signal?: AbortSignal) =>
  call(shopApi.getProduct, { params: { code }, signal });

export const productQueryOptions = (code: string) =>
  queryOptions({ queryKey: shopKeys.product(code), queryFn: ({ signal }) => getProduct(code, signal) });

export function useProduct(code: string) {
  return useQuery(productQueryOptions(code));
}
