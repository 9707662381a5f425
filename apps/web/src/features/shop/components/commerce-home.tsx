import { commerceBoxes } from '@school/domain/shop/commerce';
import { IconDiscount2, IconHistory, IconId, IconShoppingBag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BoxGrid, type BoxItem } from '../../../components/box-grid';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { useMe } from '../../../lib/me';

/**
 * The commerce home (EcommerceHome, specification 000, section 2 "Commerce home"): four boxes,
 * always shown: Acquisti and Storico (disabled unless the shop is visible), Ricarica Badge
 * (disabled unless top-up is visible), Coupons (disabled unless logged in): `commerceBoxes`.
 */
export function CommerceHome() {
  const { t } = useTranslation('shop');
  const me = useMe();
  const enabled = commerceBoxes(me.data?.user?.subject ?? null);
  const boxes: BoxItem[] = [
    {
      id: 'shop',
      icon: IconShoppingBag,
      title: t('home.shop.title'),
      text: t('home.shop.text'),
      to: paths.shop,
      disabled: !enabled.shop,
      disabledText: t('home.disabled.shop'),
    },
    {
      id: 'history',
      icon: IconHistory,
      title: t('home.history.title'),
      text: t('home.history.text'),
      to: paths.shopOrders,
      disabled: !enabled.history,
      disabledText: t('home.disabled.shop'),
    },
    {
      id: 'topUp',
      icon: IconId,
      title: t('home.topUp.title'),
      text: t('home.topUp.text'),
      to: paths.shopTopUp,
      disabled: !enabled.topUp,
      disabledText: t('home.disabled.topUp'),
    },
    {
      id: 'coupons',
      icon: IconDiscount2,
      title: t('home.coupons.title'),
      text: t('home.coupons.text'),
      to: paths.shopCoupons,
      disabled: !enabled.coupons,
      disabledText: t('home.disabled.coupons'),
    },
  ];
  return (
    <Page title={t('home.title')} intro={t('home.intro')}>
      <BoxGrid boxes={boxes} label={t('home.label')} />
    </Page>
  );
}
