import type { Access } from '@school/domain/access/access';
import { IconHeartHandshake, IconInfoCircle, IconSchool, IconShoppingBag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BoxGrid, type BoxItem } from '../../../components/box-grid';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { WeeklySurveyLink } from '../../notifications/components/weekly-survey-link';

/**
 * Home: general info, candidacy, student life, and a 4th box, the shop, "when the shop is visible"
 * (`isShopVisible`). "A survey link appears when the student has open feedback"
 * (`showsSurveyLink`): the weekly survey, above the boxes.
 */
export function HomeHub({ access }: { access: Access }) {
  const { t } = useTranslation('content');
  const boxes: BoxItem[] = [
    {
      id: 'info',
      icon: IconInfoCircle,
      title: t('home.info.title'),
      text: t('home.info.text'),
      to: paths.info,
    },
    {
      id: 'candidates',
      icon: IconSchool,
      title: t('home.candidates.title'),
      text: t('home.candidates.text'),
      to: paths.candidates,
    },
    {
      id: 'myAlmaLife',
      icon: IconHeartHandshake,
      title: t('home.myAlmaLife.title'),
      text: t('home.myAlmaLife.text'),
      to: paths.myAlmaLife,
    },
    {
      id: 'shop',
      icon: IconShoppingBag,
      title: t('home.shop.title'),
      text: t('home.shop.text'),
      to: paths.ecommerce,
      hidden: !access.isShopVisible,
    },
  ];
  return (
    <Page title={t('home.title')} intro={t('home.intro')}>
      {access.showsSurveyLink && <WeeklySurveyLink />}
      <BoxGrid boxes={boxes} />
    </Page>
  );
}
