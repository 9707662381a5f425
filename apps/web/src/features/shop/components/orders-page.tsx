import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { formatDate } from '@school/domain/format/date';
import type { OrderLineView, OrderView } from '@school/domain/shop/contracts/shop';
import { formatPriceCents } from '@school/domain/shop/money';
import {
  ORDER_LINE_STATUS_MEANING,
  ORDER_LINE_STATUSES,
  type OrderLineStatus,
} from '@school/domain/shop/orders';
import {
  IconCircleCheck,
  IconFileTypePdf,
  IconHourglass,
  IconInfoCircle,
  IconReceipt,
  IconShoppingBag,
  type TablerIcon,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/page';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/error-text';
import { useOrders } from '../api/list-orders';
import classes from './shop.module.css';
import { BackButton } from './shop-toolbar';

/**
 * The statuses' icons: "Ordinato = waiting (hourglass), Notificato = ready for pickup (bag),
 * Consegnato = delivered or top-up credited (check); Scontrinato has its own icon" (a receipt).
 * Colours that pass the contrast check on white.
 */
const STATUS_ICON: Record<OrderLineStatus, { icon: TablerIcon; color: string }> = {
  Ordinato: { icon: IconHourglass, color: 'gray.7' },
  Scontrinato: { icon: IconReceipt, color: 'grape.9' },
  Notificato: { icon: IconShoppingBag, color: 'red.9' },
  Consegnato: { icon: IconCircleCheck, color: 'teal.9' },
};

const REFUND_COLOR = { pending: 'grape.9', refunded: 'teal.9', failed: 'red.9' } as const;

function StatusIcon({ status, label }: { status: OrderLineStatus; label?: string }) {
  const { icon: Icon, color } = STATUS_ICON[status];
  return (
    <ThemeIcon
      variant="white"
      color={color}
      size="lg"
      {...(label ? { role: 'img', 'aria-label': label, title: label } : { 'aria-hidden': true })}
      data-status={status}
    >
      <Icon size={24} aria-hidden="true" />
    </ThemeIcon>
  );
}

function Legend({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('shop');
  const { t: tc } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('orders.legend.title')}
      centered
      closeButtonProps={{ 'aria-label': tc('close') }}
    >
      <Stack component="ul" gap="sm" className={classes.list} data-testid="status-legend">
        {ORDER_LINE_STATUSES.map((status) => (
          <Group component="li" key={status} gap="sm" wrap="nowrap" data-legend={status}>
            <StatusIcon status={status} />
            <Text>
              <Text span fw={700}>
                {status}
              </Text>
              : {t(`orders.legend.${ORDER_LINE_STATUS_MEANING[status]}`)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Modal>
  );
}

function OrderLine({ line }: { line: OrderLineView }) {
  const { t } = useTranslation('shop');
  const statusLabel = t('orders.status', {
    status: line.status,
    meaning: t(`orders.legend.${ORDER_LINE_STATUS_MEANING[line.status]}`),
  });
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start" data-line={line.id}>
      <StatusIcon status={line.status} label={statusLabel} />
      <Stack gap={2} className={classes.wrap} style={{ flex: 1 }}>
        <Text fw={600}>{line.description}</Text>
        {line.size !== '' && <Text size="sm">{t('cart.size', { size: line.size })}</Text>}
        {line.embroideryText !== '' && (
          <Text size="sm">{t('cart.embroidery', { text: line.embroideryText })}</Text>
        )}
        {line.bookingInfo !== '' && (
          <Text size="sm" c="gray.7" className={classes.preLine}>
            {line.bookingInfo}
          </Text>
        )}
        {line.leadTimeDays !== null && (
          <Text size="sm" c="gray.7">
            {t('sheet.leadTime', { count: line.leadTimeDays })}
          </Text>
        )}
        {line.topUpCode !== null && <Text size="sm">{t('orders.topUpCode', { code: line.topUpCode })}</Text>}
      </Stack>
      <Text className={classes.amount} data-testid="quantity-price">
        {t('orders.quantityPrice', { quantity: line.quantity, price: formatPriceCents(line.unitCents) })}
      </Text>
    </Group>
  );
}

function OrderCard({ order }: { order: OrderView }) {
  const { t } = useTranslation('shop');
  const { t: tc } = useTranslation();
  const titleId = `order-${order.id}`;
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="md"
      data-order={order.number}
      aria-labelledby={titleId}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {t('orders.cardTitle', { number: order.number, date: formatDate(order.createdAt) })}
          </Title>
          {order.refundStatus !== null && (
            <Badge color={REFUND_COLOR[order.refundStatus]} variant="filled" tt="none">
              {t(`orders.refund.${order.refundStatus}`)}
            </Badge>
          )}
        </Group>
        <Stack
          component="ul"
          gap="md"
          className={classes.list}
          aria-label={t('orders.lines', { number: order.number })}
        >
          {order.lines.map((line) => (
            <OrderLine key={line.id} line={line} />
          ))}
        </Stack>
        <Stack gap={2}>
          {order.shippingCents > 0 && (
            <Group justify="space-between">
              <Text>{t('orders.shipping')}</Text>
              <Text className={classes.amount}>{formatPriceCents(order.shippingCents)}</Text>
            </Group>
          )}
          <Group justify="space-between">
            <Text fw={700}>{t('orders.total')}</Text>
            <Text fw={800} className={classes.amount} data-testid="order-total">
              {formatPriceCents(order.totalCents)}
            </Text>
          </Group>
        </Stack>
        <Anchor href={order.receiptUrl} target="_blank" rel="noopener noreferrer" fw={600} w="fit-content">
          <IconFileTypePdf size={18} aria-hidden="true" style={{ verticalAlign: 'text-bottom' }} />{' '}
          {t('orders.receipt')}
          <VisuallyHidden>
            {' '}
            {t('orders.cardTitle', { number: order.number, date: formatDate(order.createdAt) })}{' '}
            {tc('newTab')}
          </VisuallyHidden>
        </Anchor>
      </Stack>
    </Card>
  );
}

/**
 * The orders (EcommerceStorico, specification 000, section 2 "Order history"): a card per order,
 * "Ordine n. {number} - {date}", its lines with their status icon, description, size or
 * embroidery, booking info, lead time, top-up code, quantity × price; shipping and total; the
 * refund when there is one; the receipt. The legend explains the four statuses.
 */
export function OrdersPage() {
  const { t } = useTranslation('shop');
  const errorText = useErrorText();
  const orders = useOrders();
  const [isLegendOpen, setLegendOpen] = useState(false);

  return (
    <Page title={t('orders.title')} intro={t('orders.intro')}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <BackButton to={paths.ecommerce} label={t('toolbar.backToShopHome')} />
        <Button
          variant="default"
          leftSection={<IconInfoCircle size={18} aria-hidden="true" />}
          onClick={() => setLegendOpen(true)}
        >
          {t('orders.legend.open')}
        </Button>
      </Group>
      {orders.isPending ? (
        <PageLoader />
      ) : orders.isError ? (
        <Alert color="red" role="alert">
          {errorText(orders.error)}
        </Alert>
      ) : orders.data.orders.length === 0 ? (
        <Stack gap="sm" align="flex-start">
          <Text>{t('orders.empty')}</Text>
          <Button component={Link} to={paths.shop}>
            {t('orders.goToShop')}
          </Button>
        </Stack>
      ) : (
        <Stack component="ul" gap="lg" className={classes.list} aria-label={t('orders.title')}>
          {orders.data.orders.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </Stack>
      )}
      <Legend opened={isLegendOpen} onClose={() => setLegendOpen(false)} />
    </Page>
  );
}
