import { thankYouOutcome } from '@school/domain/shop/checkout';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { RequireAccess } from '../../components/require-access';
import { ThankYouPage } from '../../features/shop/components/thank-you-page';

/** /ecommerce/typ/:outcome: `s` or `f` after the payment page, for whoever may buy; anything else is not found. */
export function Component() {
  const { outcome } = useParams();
  if (thankYouOutcome(outcome) === null) return <NotFoundPage />;
  return (
    <RequireAccess allows={(access) => access.canBuyOrSeeOrders}>
      <ThankYouPage outcome={outcome} />
    </RequireAccess>
  );
}
