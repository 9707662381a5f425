import { Alert, Button, Checkbox, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import {
  type OrderTotals,
  type PayBlock,
  payBlock,
  SHIPPING_COUNTRY,
  type ShippingField,
  type ShippingForm,
  SIZE_CHANGE_WORKING_DAYS,
  shippingFormProblems,
  summaryCancelRoute,
} from '@school/domain/shop/checkout';
import type { CheckoutInput, Summary } from '@school/domain/shop/contracts/shop';
import { formatPriceCents } from '@school/domain/shop/money';
import { IconCreditCard } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/page';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { pathOfRouteName } from '../../../config/route-names';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { leaveSite } from '../../../lib/leave-site';
import { useMe } from '../../../lib/me';
import { useCheckout } from '../api/checkout';
import { useSummary } from '../api/get-summary';
import { shopKeys } from '../api/shop-keys';
import { EMPTY_SHIPPING, ShippingFormFields } from './shipping-form';
import classes from './shop.module.css';

/** Why "Procedi al pagamento" is disabled, as the errors catalogue says it. */
const BLOCK_TEXT: Record<Exclude<PayBlock, 'paymentInProgress'>, string> = {
  emptyCart: 'shop.cartEmpty',
  zeroTotal: 'shop.zeroTotal',
  noShippingPrice: 'shop.noShippingPrice',
  shippingForm: 'shop.shippingRequired',
  returnClause: 'shop.returnClauseRequired',
};

/** The summary's amounts as `payBlock` reads them; null when the shipping fee has no price. */
function orderTotalsOf(totals: Summary['totals']): OrderTotals | null {
  if (totals.shippingCents === null || totals.totalCents === null) return null;
  return { ...totals, shippingCents: totals.shippingCents, totalCents: totals.totalCents };
}

function trimmed(form: ShippingForm): ShippingForm {
  return Object.fromEntries(Object.entries(form).map(([key, value]) => [key, value.trim()])) as ShippingForm;
}

function Amount({ cents }: { cents: number }) {
  return <span className={classes.amount}>{formatPriceCents(cents)}</span>;
}

/**
 * The lines: a table (product, quantity, unit price, total) from a tablet up; on a phone the same
 * facts as a list, so that nothing scrolls sideways.
 */
function SummaryLines({ summary }: { summary: Summary }) {
  const { t } = useTranslation('shop');
  const details = (line: Summary['lines'][number]) => (
    <>
      {line.size !== '' && <Text size="xs">{line.size}</Text>}
      {line.embroideryText !== '' && (
        <Text size="xs">{t('cart.embroidery', { text: line.embroideryText })}</Text>
      )}
    </>
  );
  return (
    <>
      <Table striped verticalSpacing="sm" horizontalSpacing="xs" visibleFrom="sm" data-testid="summary-table">
        <Table.Caption>
          <VisuallyHidden>{t('summary.table')}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('summary.product')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('summary.quantity')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('summary.unitPrice')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('summary.lineTotal')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {summary.lines.map((line, index) => (
            // Lines have no id of their own: their place is stable within one answer.
            // biome-ignore lint/suspicious/noArrayIndexKey: the answer's order
            <Table.Tr key={index}>
              <Table.Td className={classes.wrap}>
                <Text fw={600} size="sm">
                  {line.description}
                </Text>
                {details(line)}
              </Table.Td>
              <Table.Td ta="right">{line.quantity}</Table.Td>
              <Table.Td ta="right">
                <Amount cents={line.unitCents} />
              </Table.Td>
              <Table.Td ta="right">
                <Amount cents={line.totalCents} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack component="ul" gap="sm" hiddenFrom="sm" className={classes.list} aria-label={t('summary.table')}>
        {summary.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the answer's order
          <li key={index}>
            <Text fw={600} size="sm" className={classes.wrap}>
              {line.description}
            </Text>
            {details(line)}
            <Group justify="space-between" gap="xs">
              <Text size="sm">
                {t('summary.quantityTimesPrice', {
                  quantity: line.quantity,
                  price: formatPriceCents(line.unitCents),
                })}
              </Text>
              <Text fw={700} size="sm">
                <Amount cents={line.totalCents} />
              </Text>
            </Group>
          </li>
        ))}
      </Stack>
    </>
  );
}

function Totals({ summary }: { summary: Summary }) {
  const { t } = useTranslation('shop');
  const { totals } = summary;
  const shipping =
    totals.shippingCents === null ? (
      t('summary.shippingUnavailable')
    ) : totals.shippingCents === 0 ? (
      t('summary.shippingFree')
    ) : (
      <Amount cents={totals.shippingCents} />
    );
  const ships = summary.requiresShipping || (totals.shippingCents ?? 0) > 0;
  return (
    // The bag is a line of the table above, with its price: not a second time here.
    <Stack gap={4} data-testid="summary-totals">
      {/* The cart's total and the shipping only when there is shipping: otherwise one figure, the total. */}
      {ships && (
        <>
          <Group justify="space-between">
            <Text>{t('summary.cartTotal')}</Text>
            <Text data-testid="cart-total">
              <Amount cents={totals.cartCents} />
            </Text>
          </Group>
          <Group justify="space-between">
            <Text>{t('summary.shipping')}</Text>
            <Text data-testid="shipping">{shipping}</Text>
          </Group>
        </>
      )}
      <Group justify="space-between">
        <Text fw={700}>{t('summary.total')}</Text>
        <Text fw={800} fz="xl" data-testid="grand-total">
          {totals.totalCents === null ? (
            t('summary.shippingUnavailable')
          ) : (
            <Amount cents={totals.totalCents} />
          )}
        </Text>
      </Group>
    </Stack>
  );
}

/**
 * The summary (EcommerceRiepilogo, specification 000, sections 2 and 5 "Summary"): the lines and
 * the amounts as the server priced them; the shipping form when the person must ship; the return
 * clause (graduate, top-up or standard text); "Procedi al pagamento", disabled by `payBlock` (and
 * while a payment is starting: one request per click), sends what is bought and never an amount,
 * then the browser goes to the payment page. Cancel goes back to the top-up page or the shop.
 */
export function SummaryPage({ topUp }: { topUp: string | null }) {
  const { t } = useTranslation('shop');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const me = useMe();
  const summaryQuery = useSummary(topUp);
  const checkout = useCheckout();
  const [form, setForm] = useState<ShippingForm>(EMPTY_SHIPPING);
  const [touched, setTouched] = useState<Partial<Record<ShippingField, boolean>>>({});
  const [isClauseAccepted, setClauseAccepted] = useState(false);
  const [isPaying, setPaying] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // One request per click, even before React has drawn the disabled button.
  const paying = useRef(false);

  const isTopUp = topUp !== null;
  const cancelTo =
    pathOfRouteName(summaryCancelRoute({ isTopUp }), new URLSearchParams())?.path ?? paths.shop;
  const title = t('summary.title');

  if (summaryQuery.isPending) {
    return (
      <Page title={title}>
        <PageLoader />
      </Page>
    );
  }
  if (summaryQuery.isError) {
    return (
      <Page title={title}>
        <Alert color="red" role="alert">
          {errorText(summaryQuery.error)}
        </Alert>
        <Button component={Link} to={cancelTo} variant="default" w="fit-content">
          {t('summary.cancel')}
        </Button>
      </Page>
    );
  }

  const summary = summaryQuery.data;
  const problems = summary.requiresShipping ? shippingFormProblems(form) : {};
  const block = payBlock({
    subject: me.data?.user?.subject ?? null,
    lineCount: summary.lines.length,
    totals: orderTotalsOf(summary.totals),
    shipping: form,
    returnClauseAccepted: isClauseAccepted,
    paymentInProgress: isPaying,
  });
  // The server's own judgement too (a shipping form the page did not ask for is never missing).
  const shippingBlocks = summary.requiresShipping && Object.keys(problems).length > 0;
  const reason: PayBlock | null = block ?? (shippingBlocks ? 'shippingForm' : null);
  const canPay = reason === null && summary.canPay;

  const pay = () => {
    if (!canPay || paying.current) return;
    paying.current = true;
    setPaying(true);
    setError(null);
    const body: CheckoutInput = {
      ...(topUp === null ? {} : { topUp }),
      returnClauseAccepted: true,
      ...(summary.requiresShipping ? { shipping: { ...trimmed(form), country: SHIPPING_COUNTRY } } : {}),
    };
    checkout.mutate(body, {
      // The browser leaves for the payment page: the button stays disabled meanwhile.
      onSuccess: (url) => leaveSite(url),
      onError: (cause) => {
        paying.current = false;
        setPaying(false);
        setError(cause);
        if (isApiError(cause, 'shop.stockChanged')) {
          void summaryQuery.refetch();
          void queryClient.invalidateQueries({ queryKey: shopKeys.cart });
        }
      },
    });
  };

  return (
    <Page title={title} intro={t(isTopUp ? 'summary.topUpIntro' : 'summary.cartIntro')}>
      {summary.lines.length === 0 ? <Text>{t('cart.empty')}</Text> : <SummaryLines summary={summary} />}
      <Totals summary={summary} />

      {summary.requiresShipping && (
        <ShippingFormFields
          form={form}
          problems={problems}
          touched={touched}
          disabled={isPaying}
          onChange={(field, value) => setForm((current) => ({ ...current, [field]: value }))}
          onBlur={(field) => setTouched((current) => ({ ...current, [field]: true }))}
        />
      )}

      <Checkbox
        label={t(`summary.clause.${summary.returnClause}`, { days: SIZE_CHANGE_WORKING_DAYS })}
        checked={isClauseAccepted}
        disabled={isPaying}
        onChange={(event) => setClauseAccepted(event.currentTarget.checked)}
        data-testid="return-clause"
      />

      <div aria-live="assertive">
        {error !== null && (
          <Alert color="red" role="alert">
            {errorText(error)}
          </Alert>
        )}
      </div>

      <Stack gap="xs">
        <Group gap="sm" wrap="wrap">
          <Button
            size="md"
            leftSection={<IconCreditCard size={18} aria-hidden="true" />}
            disabled={!canPay}
            loading={isPaying}
            onClick={pay}
            aria-describedby={reason === null ? undefined : 'pay-block'}
          >
            {t('summary.pay')}
          </Button>
          <Button component={Link} to={cancelTo} variant="default" size="md">
            {t('summary.cancel')}
          </Button>
        </Group>
        {reason !== null && (
          <Text size="sm" c="gray.7" id="pay-block" data-testid="pay-block" aria-live="polite">
            {reason === 'paymentInProgress' ? t('summary.paying') : errorText(BLOCK_TEXT[reason])}
          </Text>
        )}
      </Stack>
    </Page>
  );
}
