import { RequireAccess } from '../../components/require-access';
import { OrdersPage } from '../../features/shop/components/orders-page';

/** EcommerceStorico, /ecommerce/log: "Storico (same)" as the shop: when the shop is visible. */
export function Component() {
  return (
    <RequireAccess allows={(access) => access.isShopVisible}>
      <OrdersPage />
    </RequireAccess>
  );
}
