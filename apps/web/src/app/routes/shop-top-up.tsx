import { RequireAccess } from '../../components/require-access';
import { TopUpPage } from '../../features/shop/components/top-up-page';

/** EcommerceBadge, /ecommerce/topup: with the recharge flag ("top-up needs the recharge flag"). */
export function Component() {
  return (
    <RequireAccess allows={(access) => access.isTopUpVisible}>
      <TopUpPage />
    </RequireAccess>
  );
}
