import { RequireAccess } from '../../components/require-access';
import { CouponsPage } from '../../features/shop/components/coupons-page';

/** EcommerceCoupons, /ecommerce/coupons: "coupons need login". */
export function Component() {
  return (
    <RequireAccess allows={(access) => access.areCouponsVisible}>
      <CouponsPage />
    </RequireAccess>
  );
}
