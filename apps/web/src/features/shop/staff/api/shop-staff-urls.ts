import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { shopKeys } from '../../api/shop-keys';

/** The staff side of the shop (Negozio): /api/staff/shop/… */
export const STAFF_SHOP_API = '/api/staff/shop';

export const productUrl = (id: string) => `${STAFF_SHOP_API}/products/${encodeURIComponent(id)}`;
export const orderUrl = (id: string) => `${STAFF_SHOP_API}/orders/${encodeURIComponent(id)}`;

/** After a console change: every staff answer of the shop is read again. */
export const refreshStaffShop = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: shopKeys.staff.all });

/** After an upload: the product and the list show the new file. */
export function useRefreshShop() {
  const queryClient = useQueryClient();
  return () => refreshStaffShop(queryClient);
}
