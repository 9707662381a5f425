import type { Access } from '@school/domain/access/access';
import { IconBook2, IconBuildingSkyscraper, IconCalendarEvent, IconGavel, IconId } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BoxGrid, type BoxItem } from '../../../components/box-grid';
import { Page } from '../../../components/page';
import { LIVING_IN_THE_CITY_URL } from '../../../config/links';
import { paths } from '../../../config/paths';
import { useLocale } from '../../../hooks/use-locale';

/**
 * Student home (Studente, specification 000, section 2): Regolamento, Utility, Didattica,
 * Prenotazioni (disabled unless bookings are enabled), and the living-in-the-city guide in English
 * only.
 */
export function StudentHub({ access }: { access: Access }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const boxes: BoxItem[] = [
    {
      id: 'rules',
      icon: IconGavel,
      title: t('student.rules.title'),
      text: t('student.rules.text'),
      to: paths.rules,
    },
    {
      id: 'utility',
      icon: IconId,
      title: t('student.utility.title'),
      text: t('student.utility.text'),
      to: paths.utility,
    },
    {
      id: 'didactics',
      icon: IconBook2,
      title: t('student.didactics.title'),
      text: t('student.didactics.text'),
      to: paths.didactics,
    },
    {
      id: 'bookings',
      icon: IconCalendarEvent,
      title: t('student.bookings.title'),
      text: t('student.bookings.text'),
      to: paths.bookings,
      disabled: !access.areBookingsEnabled,
      disabledText: t('student.bookingsDisabled'),
    },
    {
      id: 'city',
      icon: IconBuildingSkyscraper,
      title: t('student.city.title'),
      text: t('student.city.text'),
      href: LIVING_IN_THE_CITY_URL,
      hidden: locale !== 'en',
    },
  ];
  return (
    <Page title={t('student.title')} intro={t('student.intro')}>
      <BoxGrid boxes={boxes} />
    </Page>
  );
}
