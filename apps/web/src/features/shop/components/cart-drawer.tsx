import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CartView } from './cart-view';

/** The cart over the shop list or the product sheet (`?carrello=1`). */
export function CartDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('shop');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={t('cart.title')}
      closeButtonProps={{ 'aria-label': t('cart.close') }}
    >
      {opened && <CartView />}
    </Drawer>
  );
}
