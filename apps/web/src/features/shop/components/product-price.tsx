import { Group, Text, VisuallyHidden } from '@mantine/core';
import type { ProductPriceView } from '@school/domain/shop/contracts/shop';
import { formatPriceCents } from '@school/domain/shop/money';
import { useTranslation } from 'react-i18next';
import classes from './shop.module.css';

/**
 * A product's price for the person: the promotional price beside the struck-through normal price
 * ("promo price beside struck-through normal price"), or the price; none for the person's tier.
 */
export function ProductPrice({ price, size = 'lg' }: { price: ProductPriceView | null; size?: 'lg' | 'xl' }) {
  const { t } = useTranslation('shop');
  const fz = size === 'xl' ? 28 : 'lg';
  if (price === null) {
    return (
      <Text c="dimmed" size="sm" data-price="none">
        {t('price.unavailable')}
      </Text>
    );
  }
  if (!price.isPromo) {
    return (
      <Text fw={700} fz={fz} className={classes.amount} data-price="regular">
        {formatPriceCents(price.unitCents)}
      </Text>
    );
  }
  return (
    <Group gap="xs" align="baseline" wrap="wrap" data-price="promo">
      <Text fw={800} fz={fz} c="red.9" className={classes.amount}>
        <VisuallyHidden>{t('price.promo')} </VisuallyHidden>
        {formatPriceCents(price.unitCents)}
      </Text>
      <Text c="gray.7" td="line-through" className={classes.amount} data-testid="regular-price">
        <VisuallyHidden>{t('price.regular')} </VisuallyHidden>
        {formatPriceCents(price.regularCents)}
      </Text>
    </Group>
  );
}
