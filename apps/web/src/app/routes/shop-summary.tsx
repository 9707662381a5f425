import { useSearchParams } from 'react-router';
import { RequireAccess } from '../../components/require-access';
import { SummaryPage } from '../../features/shop/components/summary-page';

/**
 * EcommerceRiepilogo, /ecommerce/riepilogo: the cart's summary when the shop is visible, a top-up's
 * (`?topUp=<product id>`, "badgeprod") when the top-up is.
 */
export function Component() {
  const [params] = useSearchParams();
  const topUp = params.get('topUp') || null;
  return (
    <RequireAccess allows={(access) => (topUp === null ? access.isShopVisible : access.isTopUpVisible)}>
      <SummaryPage key={topUp ?? ''} topUp={topUp} />
    </RequireAccess>
  );
}
