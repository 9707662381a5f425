import { Button, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCartView } from '../hooks/use-cart-view';
import { CartButton } from './cart-button';
import { CartDrawer } from './cart-drawer';

/** The bar above the shop list and the product sheet: the back button, the cart button, the cart. */
export function ShopToolbar({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const cartView = useCartView();
  return (
    <>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Button
          component={Link}
          to={backTo}
          variant="subtle"
          px="xs"
          leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
        >
          {backLabel}
        </Button>
        <CartButton onClick={cartView.open} />
      </Group>
      <CartDrawer opened={cartView.isOpen} onClose={cartView.close} />
    </>
  );
}
