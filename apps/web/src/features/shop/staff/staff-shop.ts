import {
  type AdvanceOrderLinesBody,
  type AdvanceOrderLinesResponse,
  AdvanceOrderLinesResponseSchema,
  type CreateProductBody,
  type ListOrderLinesResponse,
  ListOrderLinesResponseSchema,
  type ListStaffProductsResponse,
  ListStaffProductsResponseSchema,
  type SetStockBody,
  type StaffOrder,
  StaffOrderSchema,
  type StaffProduct,
  type StaffProductFile,
  StaffProductFileSchema,
  StaffProductSchema,
  type UpdateProductBody,
} from '@school/domain/shop/contracts/staff-shop';
import type { ProductFileKind } from '@school/domain/shop/products';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type UploadBody, type UploadOptions, uploadJson } from '../../../lib/upload';

/** The staff side of the shop (Negozio): /api/staff/shop/… */
export const STAFF_SHOP_KEY = ['staff', 'shop'] as const;

const productUrl = (id: string) => `/api/staff/shop/products/${encodeURIComponent(id)}`;
const orderUrl = (id: string) => `/api/staff/shop/orders/${encodeURIComponent(id)}`;

const refresh = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: STAFF_SHOP_KEY });

/** `GET /api/staff/shop/products?search=&family=&page=&pageSize=` */
export function useStaffProducts(params: Record<string, string>) {
  return useQuery({
    queryKey: [...STAFF_SHOP_KEY, 'products', params],
    queryFn: async ({ signal }): Promise<ListStaffProductsResponse> =>
      ListStaffProductsResponseSchema.parse(
        await api.get<unknown>(`/api/staff/shop/products?${new URLSearchParams(params).toString()}`, {
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/staff/shop/products/:id`: the product with its sizes and files. */
export function useStaffProduct(id: string, enabled = true) {
  return useQuery({
    queryKey: [...STAFF_SHOP_KEY, 'product', id],
    queryFn: async ({ signal }): Promise<StaffProduct> =>
      StaffProductSchema.parse(await api.get<unknown>(productUrl(id), { signal })),
    enabled,
  });
}

/** `POST /api/staff/shop/products` or `PUT /api/staff/shop/products/:id` (on the version read). */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      save: { id: null; body: CreateProductBody } | { id: string; body: UpdateProductBody },
    ): Promise<StaffProduct> =>
      StaffProductSchema.parse(
        save.id === null
          ? await api.post<unknown>('/api/staff/shop/products', save.body)
          : await api.put<unknown>(productUrl(save.id), save.body),
      ),
    onSettled: () => refresh(queryClient),
  });
}

/** `DELETE /api/staff/shop/products/:id?version=…` */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (product: { id: string; version: string }) =>
      api.delete(`${productUrl(product.id)}?version=${encodeURIComponent(product.version)}`),
    onSettled: () => refresh(queryClient),
  });
}

/** `PUT /api/staff/shop/products/:id/stock`: a stock set on the value read. */
export function useSetStock(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SetStockBody): Promise<StaffProduct> =>
      StaffProductSchema.parse(await api.put<unknown>(`${productUrl(productId)}/stock`, body)),
    onSettled: () => refresh(queryClient),
  });
}

/** `POST /api/staff/shop/products/:id/files`: the one upload path's request, with its progress. */
export async function uploadProductFile(
  productId: string,
  kind: ProductFileKind,
  body: UploadBody,
  options: UploadOptions,
): Promise<StaffProductFile> {
  return StaffProductFileSchema.parse(
    await uploadJson<unknown>(
      `${productUrl(productId)}/files`,
      { kind, fileName: body.fileName, contentBase64: body.contentBase64 },
      options,
    ),
  );
}

/** `DELETE /api/staff/shop/products/:id/files/:fileId` */
export function useDeleteProductFile(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) =>
      api.delete(`${productUrl(productId)}/files/${encodeURIComponent(fileId)}`),
    onSettled: () => refresh(queryClient),
  });
}

/** After an upload: the product and the list show the new file. */
export function useRefreshShop() {
  const queryClient = useQueryClient();
  return () => refresh(queryClient);
}

/** `GET /api/staff/shop/order-lines?status=&search=&page=&pageSize=` */
export function useOrderLines(params: Record<string, string>) {
  return useQuery({
    queryKey: [...STAFF_SHOP_KEY, 'lines', params],
    queryFn: async ({ signal }): Promise<ListOrderLinesResponse> =>
      ListOrderLinesResponseSchema.parse(
        await api.get<unknown>(`/api/staff/shop/order-lines?${new URLSearchParams(params).toString()}`, {
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/staff/shop/order-lines/advance`: the chosen lines one status forward. */
export function useAdvanceLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AdvanceOrderLinesBody): Promise<AdvanceOrderLinesResponse> =>
      AdvanceOrderLinesResponseSchema.parse(
        await api.post<unknown>('/api/staff/shop/order-lines/advance', body),
      ),
    onSettled: () => refresh(queryClient),
  });
}

/** `GET /api/staff/shop/orders/:id` */
export function useStaffOrder(id: string) {
  return useQuery({
    queryKey: [...STAFF_SHOP_KEY, 'order', id],
    queryFn: async ({ signal }): Promise<StaffOrder> =>
      StaffOrderSchema.parse(await api.get<unknown>(orderUrl(id), { signal })),
  });
}

/** `POST /api/staff/shop/orders/:id/refund` */
export function useRefundOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<StaffOrder> =>
      StaffOrderSchema.parse(await api.post<unknown>(`${orderUrl(id)}/refund`)),
    onSettled: () => refresh(queryClient),
  });
}
