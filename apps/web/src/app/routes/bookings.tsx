import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { RequireAccess } from '../../components/require-access';
import { BookingsPage } from '../../features/bookings/components/bookings-page';

/** /prenotazioni: whoever may book (bookings or exam sessions); visitors log in first, others go Home. */
export function Component() {
  const { t } = useTranslation('bookings');
  return (
    <RequireAccess allows={(access) => access.canUseBookings}>
      <Page title={t('title')} intro={t('intro')}>
        <BookingsPage />
      </Page>
    </RequireAccess>
  );
}
