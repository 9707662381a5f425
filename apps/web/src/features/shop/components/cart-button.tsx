import { Button, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCart } from '../api/get-cart';

/** "cart button with badge of total quantity": the badge is the cart's `quantity`. */
export function CartButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('shop');
  const cart = useCart();
  const count = cart.data?.quantity ?? 0;
  return (
    <Indicator
      label={count}
      size={22}
      color="red.9"
      offset={4}
      disabled={count === 0}
      zIndex={2}
      data-testid="cart-badge"
    >
      <Button
        variant="default"
        leftSection={<IconShoppingCart size={18} aria-hidden="true" />}
        onClick={onClick}
        aria-label={t('toolbar.cartLabel', { count })}
      >
        {t('toolbar.cart')}
      </Button>
    </Indicator>
  );
}
