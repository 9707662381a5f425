import { Stack, Text } from '@mantine/core';
import { feeStepState, PAID_FEE_STAGE_NAME } from '@school/domain/application/fee';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useErrorText } from '../../../../lib/error-text';
import { leaveSite } from '../../../../lib/leave-site';
import { applicationKeys } from '../../api/application-keys';
import { useCheckoutFee } from '../../api/checkout-fee';
import {
  clearPaymentStartedFlag,
  readPaymentStartedFlag,
  setPaymentStartedFlag,
} from '../../utils/payment-started-flag';
import { FeePanel } from '../fee-panel';
import { StepActions } from '../step-actions';
import { useWizard } from '../wizard-context';

/** While the provider's confirmation is awaited, the state is asked again this often. */
const PENDING_POLL_MS = 2000;

/**
 * Step 4, the fee (100.00 EUR, non-refundable): Pay opens the checkout of the payment provider (the
 * server's Stripe Checkout, or the built-in test checkout without Stripe keys). The fee counts once
 * the provider confirms it, never because of the return address; while the confirmation is on its
 * way the step waits and asks again, with Pay still offered: a payer back without paying reopens
 * the same checkout, and once it is cancelled or expired (the server says so) Pay opens a new one.
 * After a failure or a cancellation the errorePagamento alert shows. Once the fee is settled the
 * entry check moves on to step 5 by itself.
 */
export default function Step4Fee() {
  const { t } = useTranslation('application');
  const errorText = useErrorText();
  const wizard = useWizard();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const checkout = useCheckoutFee();
  const [isLeaving, setLeaving] = useState(false);
  const { productCode, state } = wizard;
  const fee = state.fee;

  const returnedFromFailure = searchParams.has('errorePagamento');
  const view = feeStepState({
    showFee: fee.applies,
    paidFeeStageName: fee.paid ? PAID_FEE_STAGE_NAME : null,
    paymentStartedFlag: readPaymentStartedFlag(productCode) || returnedFromFailure,
    checkoutPending: fee.pending && !returnedFromFailure,
  });

  useEffect(() => {
    if (view.clearPaymentStartedFlag) clearPaymentStartedFlag(productCode);
  }, [view.clearPaymentStartedFlag, productCode]);

  // Waiting for the provider's confirmation: ask again until it arrives.
  const isWaiting = view.alert === 'paymentPending';
  useEffect(() => {
    if (!isWaiting) return;
    const timer = window.setInterval(() => {
      void queryClient.invalidateQueries({ queryKey: applicationKeys.product(productCode) });
    }, PENDING_POLL_MS);
    return () => window.clearInterval(timer);
  }, [isWaiting, queryClient, productCode]);

  const handlePay = () => {
    checkout.mutate(
      { productCode, locale: wizard.locale },
      {
        onSuccess: ({ url }) => {
          setPaymentStartedFlag(productCode);
          setLeaving(true);
          leaveSite(url);
        },
      },
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void wizard.next({});
      }}
      noValidate
    >
      <Stack gap="md">
        <Text>{t('step4.intro')}</Text>
        <FeePanel
          amountCents={fee.amountCents}
          alert={view.alert}
          isPaid={view.skippable}
          canPay={view.canPay && wizard.state.edition.isOpen}
          isPaying={checkout.isPending || isLeaving}
          payError={checkout.isError ? errorText(checkout.error) : undefined}
          onPay={handlePay}
        />
      </Stack>
      <StepActions showNext={view.skippable} />
    </form>
  );
}
