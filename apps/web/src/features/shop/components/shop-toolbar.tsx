import { Button, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCartView } from '../hooks/use-cart-view';
import { CartButton } from './cart-button';
import { CartDrawer } from './cart-drawer';

/** The shop's back button ("back button to list", back to the commerce home). */
export function BackButton({ to, label }: { to: string; label: string }) {
  return (
    <Button
      component={Link}
      to={to}
      variant="subtle"
      px="xs"
      w="fit-content"
      leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
    >
      {label}
    </Button>
  );
}

/** The bar above the shop list and the product sheet: the back button, the cart button, the cart. */
export function ShopToolbar({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const cartView = useCartView();
  return (
    <>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <BackButton to={backTo} label={backLabel} />
        <CartButton onClick={cartView.open} />
      </Group>
      <CartDrawer opened={cartView.isOpen} onClose={cartView.close} />
    </>
  );
}
