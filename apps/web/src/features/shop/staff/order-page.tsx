import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@school/domain/format/date';
import type { StaffOrder } from '@school/domain/shop/contracts/staff-shop';
import { formatPriceCents } from '@school/domain/shop/money';
import { IconReceiptRefund } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { BackButton, Notices, RecordSection, RecordUnread } from '../../../components/console/record-page';
import { StaffPage } from '../../../components/console/staff-page';
import { StaffTable } from '../../../components/console/staff-table';
import { paths } from '../../../config/paths';
import { useStaffOrder } from './api/get-staff-order';
import { useRefundOrder } from './api/refund-order';
import { lineStateColumns } from './shop-badges';

type OrderLine = StaffOrder['lines'][number];

const REFUND_COLOR = { pending: 'grape.9', refunded: 'teal.9', failed: 'red.9' } as const;

/**
 * One order of the shop (Negozio): its lines and their statuses, its totals, the shipping
 * address, the payment and the refund; the whole order can be refunded through the payment
 * provider after a confirmation (again after a failed refund).
 */
export default function OrderPage() {
  const { t } = useTranslation('shop');
  const { id = '' } = useParams();
  const query = useStaffOrder(id);
  const refund = useRefundOrder(id);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  if (query.isPending || query.isError) return <RecordUnread error={query.error} />;
  const order = query.data;
  const buyer = order.buyer
    ? `${order.buyer.firstName} ${order.buyer.lastName}`.trim() || order.buyer.email
    : t('staff.order.noBuyer');

  return (
    <StaffPage
      title={t('staff.order.title', { number: order.number })}
      intro={t('staff.order.intro', { date: formatDateTime(order.createdAt), buyer })}
      actions={
        <Group gap="xs">
          <BackButton to={`${paths.staff}/shop/orders`}>{t('staff.order.back')}</BackButton>
          {order.canRefund && (
            <Button
              color="red.9"
              leftSection={<IconReceiptRefund size={16} aria-hidden />}
              loading={refund.isPending}
              onClick={() => {
                setMessage(null);
                setConfirming(true);
              }}
            >
              {order.refund.status === 'failed' ? t('staff.order.refundAgain') : t('staff.order.refund')}
            </Button>
          )}
        </Group>
      }
    >
      <Notices message={message} error={refund.error} />

      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Facts title={t('staff.order.buyer')} id="order-buyer">
          <Text>{buyer}</Text>
          {order.buyer && <Text size="sm">{order.buyer.email}</Text>}
        </Facts>
        <Facts title={t('staff.order.totals')} id="order-totals">
          <Totals order={order} />
        </Facts>
        <Facts title={t('staff.order.shipping')} id="order-shipping">
          {order.shipping ? (
            <>
              <Text>{`${order.shipping.firstName} ${order.shipping.lastName}`}</Text>
              <Text size="sm">{order.shipping.street}</Text>
              <Text size="sm">{`${order.shipping.postcode} ${order.shipping.city} (${order.shipping.province})`}</Text>
              <Text size="sm">{order.shipping.mobile}</Text>
              {order.shipping.notes && <Text size="sm">{order.shipping.notes}</Text>}
            </>
          ) : (
            <Text size="sm">{t('staff.order.pickup')}</Text>
          )}
        </Facts>
        <Facts title={t('staff.order.payment')} id="order-payment">
          <Text>{t(`staff.order.paymentStatuses.${order.payment.status}`)}</Text>
          {order.payment.paidAt && (
            <Text size="sm">{t('staff.order.paidAt', { date: formatDateTime(order.payment.paidAt) })}</Text>
          )}
        </Facts>
        <Facts title={t('staff.order.refundTitle')} id="order-refund">
          {order.refund.status === null ? (
            <Text>{t('staff.order.noRefund')}</Text>
          ) : (
            <Stack gap={4}>
              <Group gap="xs">
                <Badge variant="outline" color={REFUND_COLOR[order.refund.status]}>
                  {t(`staff.order.refundStatuses.${order.refund.status}`)}
                </Badge>
              </Group>
              {order.refund.reason && (
                <Text size="sm">{t(`staff.order.refundReasons.${order.refund.reason}`)}</Text>
              )}
              {order.refund.refundedAt && (
                <Text size="sm">
                  {t('staff.order.refundedAt', { date: formatDateTime(order.refund.refundedAt) })}
                </Text>
              )}
            </Stack>
          )}
        </Facts>
        <Facts title={t('staff.order.readyMail')} id="order-ready">
          <Text size="sm">
            {order.readyMailSentAt
              ? t('staff.order.readyMailSent', { date: formatDateTime(order.readyMailSentAt) })
              : t('staff.order.readyMailNone')}
          </Text>
        </Facts>
      </SimpleGrid>

      <RecordSection id="order-lines" title={t('staff.order.lines')}>
        <StaffTable<OrderLine, never>
          label={t('staff.order.lines')}
          records={order.lines}
          idAccessor="id"
          columns={[
            {
              accessor: 'description',
              title: t('staff.board.columns.description'),
              render: (line) => (
                <>
                  <Text size="sm">{line.description}</Text>
                  <Text size="xs" c="gray.7">
                    {line.productCode}
                  </Text>
                </>
              ),
            },
            { accessor: 'size', title: t('staff.board.columns.size'), render: (line) => line.size || '—' },
            {
              accessor: 'embroideryText',
              title: t('staff.board.columns.embroidery'),
              render: (line) => line.embroideryText || '—',
            },
            { accessor: 'quantity', title: t('staff.board.columns.quantity') },
            {
              accessor: 'unitCents',
              title: t('staff.order.unitPrice'),
              render: (line) => formatPriceCents(line.unitCents),
            },
            ...lineStateColumns<OrderLine>(t),
          ]}
        />
      </RecordSection>

      <ConfirmDialog
        opened={confirming}
        title={t('staff.order.refundTitleOf', { number: order.number })}
        text={t('staff.order.refundText', { amount: formatPriceCents(order.totalCents), buyer })}
        confirmLabel={t('staff.order.refund')}
        cancelLabel={t('staff.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          refund.mutate(undefined, {
            onSuccess: (after) =>
              setMessage(t('staff.order.refunded', { amount: formatPriceCents(after.totalCents) })),
          });
        }}
      />
    </StaffPage>
  );
}

function Facts({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <RecordSection id={id} title={title} small>
      {children}
    </RecordSection>
  );
}

function Totals({ order }: { order: StaffOrder }) {
  const { t } = useTranslation('shop');
  return (
    <Stack gap={2}>
      <Text size="sm">{t('staff.order.linesTotal', { amount: formatPriceCents(order.linesCents) })}</Text>
      <Text size="sm">
        {t('staff.order.shippingTotal', { amount: formatPriceCents(order.shippingCents) })}
      </Text>
      <Text fw={700}>{t('staff.order.total', { amount: formatPriceCents(order.totalCents) })}</Text>
    </Stack>
  );
}
