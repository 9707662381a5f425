import type { Access } from '@school/domain/access/access';
import {
  IconBuildingCommunity,
  IconCalendarStar,
  IconCertificate,
  IconHeartHandshake,
  IconSchool,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BoxGrid, type BoxItem } from '../../../components/box-grid';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';

/**
 * Student life (specification 000, section 2): first day (students only), student area (students
 * or employees), housing (only with active housing), sponsor area (Italian only), graduates
 * (students only). A box its rule refuses is disabled and says why; the sponsor area, a matter of
 * language rather than of who the person is, is hidden in English.
 */
export function MyAlmaLifeHub({ access }: { access: Access }) {
  const { t } = useTranslation('content');
  const boxes: BoxItem[] = [
    {
      id: 'firstDay',
      icon: IconCalendarStar,
      title: t('myAlmaLife.firstDay.title'),
      text: t('myAlmaLife.firstDay.text'),
      to: paths.dayFirst,
      disabled: !access.canSeeFirstDay,
      disabledText: t('myAlmaLife.studentsOnly'),
    },
    {
      id: 'studentArea',
      icon: IconSchool,
      title: t('myAlmaLife.studentArea.title'),
      text: t('myAlmaLife.studentArea.text'),
      to: paths.student,
      disabled: !access.canSeeStudentArea,
      disabledText: t('myAlmaLife.studentsOrEmployeesOnly'),
    },
    {
      id: 'housing',
      icon: IconBuildingCommunity,
      title: t('myAlmaLife.housing.title'),
      text: t('myAlmaLife.housing.text'),
      to: paths.housing,
      disabled: !access.canSeeHousing,
      disabledText: t('myAlmaLife.housingOnly'),
    },
    {
      id: 'sponsor',
      icon: IconHeartHandshake,
      title: t('myAlmaLife.sponsor.title'),
      text: t('myAlmaLife.sponsor.text'),
      to: paths.sponsor,
      hidden: !access.canSeeSponsor,
    },
    {
      id: 'graduates',
      icon: IconCertificate,
      title: t('myAlmaLife.graduates.title'),
      text: t('myAlmaLife.graduates.text'),
      to: paths.graduates,
      disabled: !access.canSeeGraduates,
      disabledText: t('myAlmaLife.studentsOnly'),
    },
  ];
  return (
    <Page title={t('myAlmaLife.title')} intro={t('myAlmaLife.intro')}>
      <BoxGrid boxes={boxes} />
    </Page>
  );
}
