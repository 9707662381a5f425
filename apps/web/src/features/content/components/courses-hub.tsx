import { IconCalendarEvent, IconChefHat, IconMessageCircle, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BoxGrid, type BoxItem } from '../../../components/box-grid';
import { Page } from '../../../components/page';
import { externalUrl } from '../../../config/links';
import { paths } from '../../../config/paths';
import { useLocale } from '../../../hooks/use-locale';

/**
 * Courses: courses, open day, request info; a secretary box in Italian only (3 boxes, 4 in Italian).
 * `children` follow the boxes (the route adds the open applications).
 */
export function CoursesHub({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const boxes: BoxItem[] = [
    {
      id: 'courses',
      icon: IconChefHat,
      title: t('courses.courses.title'),
      text: t('courses.courses.text'),
      href: externalUrl('courses', locale),
    },
    {
      id: 'openDay',
      icon: IconCalendarEvent,
      title: t('courses.openDay.title'),
      text: t('courses.openDay.text'),
      href: externalUrl('openDay', locale),
    },
    {
      id: 'requestInfo',
      icon: IconMessageCircle,
      title: t('courses.requestInfo.title'),
      text: t('courses.requestInfo.text'),
      href: externalUrl('requestInfo', locale),
    },
    {
      id: 'secretary',
      icon: IconUsers,
      title: t('courses.secretary.title'),
      text: t('courses.secretary.text'),
      to: paths.askAssistance,
      hidden: locale !== 'it',
    },
  ];
  return (
    <Page title={t('courses.title')} intro={t('courses.intro')}>
      <BoxGrid boxes={boxes} />
      {children}
    </Page>
  );
}
