import { ActionIcon, Alert, Button, Divider, Group, Radio, Stack, Text, VisuallyHidden } from '@mantine/core';
import { formatDateTime } from '@school/domain/format/date';
import type { CartLineView } from '@school/domain/shop/contracts/shop';
import { formatPriceCents } from '@school/domain/shop/money';
import { IconMinus, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/error-text';
import { useDeleteCartLine } from '../api/delete-cart-line';
import { useCart } from '../api/get-cart';
import { useUpdateCartBag } from '../api/update-cart-bag';
import { useUpdateCartLine } from '../api/update-cart-line';
import { ProductImage } from './product-image';
import classes from './shop.module.css';

const NO_BAG = 'none';

function CartLine({
  line,
  busy,
  onQuantity,
  onDelete,
}: {
  line: CartLineView;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('shop');
  const { controls, name } = line;
  return (
    <li data-line={line.id}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {/* The name beside it says what the image shows. */}
        <ProductImage src={line.imageUrl} alt="" className={classes.thumb} iconSize={28} />
        <Stack gap={4} className={classes.wrap} style={{ flex: 1 }}>
          <Text fw={600}>{name}</Text>
          {line.size !== '' && (
            <Text size="sm">
              {t(line.sizeKind === 'shoe' ? 'cart.shoe' : 'cart.size', { size: line.size })}
            </Text>
          )}
          {line.embroideryText !== '' && (
            <Text size="sm">{t('cart.embroidery', { text: line.embroideryText })}</Text>
          )}
          <Group justify="space-between" gap="xs" wrap="wrap">
            {controls.showsQuantity ? (
              <Group gap={6} role="group" aria-label={t('cart.quantityOf', { name })} wrap="nowrap">
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={t('cart.decrease', { name })}
                  disabled={!controls.canDecrease || busy}
                  onClick={() => onQuantity(line.quantity - 1)}
                >
                  <IconMinus size={16} aria-hidden="true" />
                </ActionIcon>
                <Text fw={700} className={classes.quantityValue} data-testid="line-quantity">
                  {line.quantity}
                </Text>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={t('cart.increase', { name })}
                  disabled={!controls.canIncrease || busy}
                  onClick={() => onQuantity(line.quantity + 1)}
                >
                  <IconPlus size={16} aria-hidden="true" />
                </ActionIcon>
              </Group>
            ) : (
              <Text size="sm" data-testid="line-quantity">
                {t('cart.quantity', { quantity: line.quantity })}
              </Text>
            )}
            <Text fw={700} className={classes.amount} data-testid="line-total">
              {formatPriceCents(line.totalCents)}
            </Text>
          </Group>
        </Stack>
        {controls.canDelete && (
          <ActionIcon
            variant="subtle"
            color="red.9"
            size="lg"
            aria-label={t('cart.delete', { name })}
            disabled={busy}
            onClick={onDelete}
          >
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        )}
      </Group>
    </li>
  );
}

/**
 * The cart (specification 000, section 2 "Cart"): its lines with the quantity's -/+ (the server's
 * `controls`: none for an embroidered line, within the per-order maximum), the line total and
 * delete (not for bags); the bag choice; the total; "Acquista ora", disabled when the cart is empty
 * or its total is zero, goes to the summary. One change at a time; each is told in a live region.
 */
export function CartView() {
  const { t } = useTranslation('shop');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const cart = useCart();
  const updateLine = useUpdateCartLine();
  const deleteLine = useDeleteCartLine();
  const updateBag = useUpdateCartBag();
  const [error, setError] = useState<unknown>(null);
  const [announcement, setAnnouncement] = useState('');
  const busy = updateLine.isPending || deleteLine.isPending || updateBag.isPending;

  const outcome = {
    onSuccess: () => setAnnouncement(t('cart.updated')),
    onError: (cause: unknown) => setError(cause),
  };
  const change = (run: () => void) => {
    if (busy) return;
    setError(null);
    setAnnouncement('');
    run();
  };

  if (cart.isPending) return <PageLoader />;
  if (cart.isError) {
    return (
      <Alert color="red" role="alert">
        {errorText(cart.error)}
      </Alert>
    );
  }
  const { lines, bags, bagProductId, totals } = cart.data;

  return (
    <Stack gap="md">
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {error !== null && (
        <Alert color="red" role="alert">
          {errorText(error)}
        </Alert>
      )}
      {lines.length === 0 ? (
        <Text>{t('cart.empty')}</Text>
      ) : (
        <Stack component="ul" gap="md" className={classes.list} aria-label={t('cart.lines')}>
          {lines.map((line) => (
            <CartLine
              key={line.id}
              line={line}
              busy={busy}
              onQuantity={(quantity) =>
                change(() => updateLine.mutate({ lineId: line.id, quantity }, outcome))
              }
              onDelete={() => change(() => deleteLine.mutate(line.id, outcome))}
            />
          ))}
        </Stack>
      )}

      {lines.length > 0 && bags.length > 0 && (
        <Radio.Group
          label={t('cart.bag.label')}
          value={bagProductId ?? NO_BAG}
          onChange={(value) => change(() => updateBag.mutate(value === NO_BAG ? null : value, outcome))}
        >
          <Stack gap="xs" mt="xs">
            <Radio value={NO_BAG} label={t('cart.bag.none')} disabled={busy} />
            {bags.map((bag) => (
              <Radio
                key={bag.productId}
                value={bag.productId}
                label={t('cart.bag.option', { name: bag.name, price: formatPriceCents(bag.unitCents) })}
                disabled={busy}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}

      <Divider />
      <Stack gap={4} data-testid="cart-totals">
        <Group justify="space-between">
          <Text>{t('cart.products')}</Text>
          <Text className={classes.amount}>{formatPriceCents(totals.linesCents)}</Text>
        </Group>
        {totals.bagCents > 0 && (
          <Group justify="space-between">
            <Text>{t('cart.bagTotal')}</Text>
            <Text className={classes.amount}>{formatPriceCents(totals.bagCents)}</Text>
          </Group>
        )}
        <Group justify="space-between">
          <Text fw={700}>{t('cart.total')}</Text>
          <Text fw={800} fz="lg" className={classes.amount} data-testid="cart-total">
            {formatPriceCents(totals.cartCents)}
          </Text>
        </Group>
      </Stack>
      <Button size="md" disabled={!cart.data.canBuyNow || busy} onClick={() => navigate(paths.shopSummary)}>
        {t('cart.buyNow')}
      </Button>
      {cart.data.expiresAt !== null && (
        <Text size="sm" c="dimmed">
          {t('cart.expires', { date: formatDateTime(cart.data.expiresAt) })}
        </Text>
      )}
    </Stack>
  );
}
