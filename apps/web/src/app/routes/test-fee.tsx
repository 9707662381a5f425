import { Alert } from '@mantine/core';
import { feeStepState } from '@school/domain/application/fee';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { Page } from '../../components/page';
import { PageLoader } from '../../components/page-loader';
import { useCheckoutFee } from '../../features/application/api/checkout-fee';
import { FeePanel } from '../../features/application/components/fee-panel';
import { useApplicationLocale } from '../../hooks/use-locale';
import { useAppConfig } from '../../lib/app-config';
import { useErrorText } from '../../lib/error-text';

/**
 * `/stepPagamentoTEST`, the test fee payment page of the route table ("Test pages are not
 * access-protected"): the fee panel of step 4 against a checkout recorded on no application, to try
 * the payment provider end to end.
 */
export function Component() {
  const { data: config, isPending } = useAppConfig();
  if (isPending) return <PageLoader />;
  // A test page: only where the deployment serves them (never in production unless turned on).
  if (!config?.testPages) return <NotFoundPage />;
  return <TestFeePage />;
}

function TestFeePage() {
  const { t } = useTranslation('application');
  const errorText = useErrorText();
  const locale = useApplicationLocale();
  const [searchParams] = useSearchParams();
  const checkout = useCheckoutFee();
  const [isLeaving, setLeaving] = useState(false);
  const succeeded = searchParams.get('payment') === 'success';
  const view = feeStepState({
    showFee: true,
    paidFeeStageName: null,
    paymentStartedFlag: searchParams.has('errorePagamento'),
  });

  return (
    <Page title={t('step4.testTitle')} intro={t('step4.testIntro')} size="sm">
      {succeeded && (
        <Alert color="green" icon={<IconCheck aria-hidden="true" />} role="status">
          {t('step4.testSuccess')}
        </Alert>
      )}
      <FeePanel
        alert={succeeded ? null : view.alert}
        isPaid={false}
        canPay
        isPaying={checkout.isPending || isLeaving}
        payError={checkout.isError ? errorText(checkout.error) : undefined}
        onPay={() =>
          checkout.mutate(
            { productCode: null, locale },
            {
              onSuccess: ({ url }) => {
                setLeaving(true);
                window.location.assign(url);
              },
            },
          )
        }
      />
    </Page>
  );
}
