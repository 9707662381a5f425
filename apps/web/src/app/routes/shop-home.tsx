import { RequireAccess } from '../../components/require-access';
import { CommerceHome } from '../../features/shop/components/commerce-home';

/** EcommerceHome, /ecommerce: any signed-in person (each box says whom it is for); visitors log in first. */
export function Component() {
  return (
    <RequireAccess allows={(access) => access.isLoggedIn}>
      <CommerceHome />
    </RequireAccess>
  );
}
