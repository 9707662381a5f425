import { RequireAccess } from '../../components/require-access';
import { ShopListPage } from '../../features/shop/components/shop-list-page';

/** EcommerceShop, /ecommerce/shop: when the shop is visible; visitors log in first, others go Home. */
export function Component() {
  return (
    <RequireAccess allows={(access) => access.isShopVisible}>
      <ShopListPage />
    </RequireAccess>
  );
}
