import { Alert, Button, Group } from '@mantine/core';
import { thankYouOutcome } from '@school/domain/shop/checkout';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { useAccess } from '../../../hooks/use-access';
import { shopKeys } from '../api/shop-keys';

/**
 * The thank-you page (`/ecommerce/typ/{success}`, specification 000, section 2): `s` and `f` with
 * the specification's texts, anything else is not a page. The outcome the address names is only
 * what the payment page says; the order is marked paid by the provider's confirmation, on the
 * server. The cart and the orders are read again.
 */
export function ThankYouPage({ outcome: param }: { outcome: string | undefined }) {
  const { t } = useTranslation('shop');
  const access = useAccess();
  const queryClient = useQueryClient();
  const outcome = thankYouOutcome(param);

  useEffect(() => {
    if (outcome !== null) void queryClient.invalidateQueries({ queryKey: shopKeys.all });
  }, [outcome, queryClient]);

  if (outcome === null) return <NotFoundPage />;
  const isSuccess = outcome === 'success';
  return (
    <Page title={t(isSuccess ? 'thankYou.successTitle' : 'thankYou.failureTitle')} size="md">
      <Alert
        color={isSuccess ? 'teal' : 'red'}
        variant="outline"
        role={isSuccess ? 'status' : 'alert'}
        icon={isSuccess ? <IconCircleCheck aria-hidden="true" /> : <IconAlertTriangle aria-hidden="true" />}
        data-outcome={outcome}
      >
        {t(isSuccess ? 'thankYou.success' : 'thankYou.failure')}
      </Alert>
      <Group gap="sm" wrap="wrap">
        {access.isShopVisible && (
          <Button component={Link} to={paths.shopOrders}>
            {t('thankYou.orders')}
          </Button>
        )}
        <Button component={Link} to={access.isShopVisible ? paths.shop : paths.ecommerce} variant="default">
          {t('thankYou.shop')}
        </Button>
      </Group>
    </Page>
  );
}
