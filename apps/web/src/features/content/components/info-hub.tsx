import type { Access } from '@school/domain/access/access';
import { IconAward, IconCalendarEvent, IconDiscount, IconToolsKitchen2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BoxGrid, type BoxItem } from '../../../components/box-grid';
import { Page } from '../../../components/page';
import { externalUrl } from '../../../config/links';
import { paths } from '../../../config/paths';
import { useLocale } from '../../../hooks/use-locale';

/** Info: why choose the school (no link), courses and open days, recipes and news, financing (Italian only). */
export function InfoHub({ access }: { access: Access }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const boxes: BoxItem[] = [
    { id: 'why', icon: IconAward, title: t('info.why.title'), text: t('info.why.text') },
    {
      id: 'courses',
      icon: IconCalendarEvent,
      title: t('info.courses.title'),
      text: t('info.courses.text'),
      to: paths.courses,
    },
    {
      id: 'recipes',
      icon: IconToolsKitchen2,
      title: t('info.recipes.title'),
      text: t('info.recipes.text'),
      href: externalUrl('news', locale),
    },
    {
      id: 'financing',
      icon: IconDiscount,
      title: t('info.financing.title'),
      text: t('info.financing.text'),
      to: paths.facilitations,
      hidden: !access.canSeeFinancing,
    },
  ];
  return (
    <Page title={t('info.title')} intro={t('info.intro')}>
      <BoxGrid boxes={boxes} />
    </Page>
  );
}
