import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { FEE_TEXT_KEYS, type FeeAlert, PAYMENT_FAILED_ERROR } from '@school/domain/application/fee';
import { APPLICATION_FEE_CENTS } from '@school/domain/application/steps';
import { centsToEuro, formatEuro } from '@school/domain/format/money';
import { IconAlertCircle, IconCheck, IconCreditCard } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The fee page: "Shows the application fee and a pay button that shows a spinner and
 * "Processing..." while paying", with the errorePagamento alert ("Payment failed or was cancelled.
 * Please try again.") after a failure, and a waiting note while the provider's confirmation is on
 * its way. Used by step 4 and by the test fee page.
 */
export function FeePanel({
  amountCents = APPLICATION_FEE_CENTS,
  alert,
  isPaid,
  canPay,
  isPaying,
  payError,
  onPay,
}: {
  amountCents?: number;
  alert: FeeAlert;
  isPaid: boolean;
  canPay: boolean;
  isPaying: boolean;
  /** A translated error of the checkout request itself. */
  payError?: ReactNode;
  onPay: () => void;
}) {
  const { t } = useTranslation(['application', 'errors']);
  return (
    <Stack gap="md">
      {alert === 'paymentFailed' && (
        <Alert
          color="red"
          icon={<IconAlertCircle aria-hidden="true" />}
          title={t(FEE_TEXT_KEYS.paymentFailedAlert)}
          role="alert"
        >
          {t(`errors:${PAYMENT_FAILED_ERROR}`)}
        </Alert>
      )}
      {alert === 'paymentPending' && (
        <Alert color="blue" icon={<Loader size="xs" aria-hidden="true" />} role="status">
          {t(FEE_TEXT_KEYS.paymentPending)}
        </Alert>
      )}
      {payError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
          {payError}
        </Alert>
      )}
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t(FEE_TEXT_KEYS.title)}
          </Title>
          <Group gap="xs" align="baseline">
            <Text size="sm" c="dimmed">
              {t(FEE_TEXT_KEYS.amount)}
            </Text>
            <Text fw={700} fz="xl" data-testid="fee-amount">
              {formatEuro(centsToEuro(amountCents))}
            </Text>
          </Group>
          <Text size="sm">{t(FEE_TEXT_KEYS.description)}</Text>
          {isPaid ? (
            <Alert color="green" icon={<IconCheck aria-hidden="true" />}>
              {t('step4.paid')}
            </Alert>
          ) : (
            <div>
              <Button
                size="md"
                leftSection={<IconCreditCard size={18} aria-hidden="true" />}
                onClick={onPay}
                loading={isPaying}
                loaderProps={{ type: 'dots' }}
                disabled={!canPay && !isPaying}
              >
                {isPaying ? t(FEE_TEXT_KEYS.processing) : t(FEE_TEXT_KEYS.pay)}
              </Button>
              {isPaying && (
                <Text size="sm" mt="xs" role="status">
                  {t(FEE_TEXT_KEYS.processing)}
                </Text>
              )}
            </div>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
