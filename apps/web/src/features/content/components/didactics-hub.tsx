import type { Access } from '@school/domain/access/access';
import {
  IconBriefcase,
  IconCalendarTime,
  IconCertificate,
  IconDeviceLaptop,
  IconQrcode,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BoxGrid, type BoxItem } from '../../../components/box-grid';
import { Page } from '../../../components/page';
import { HYPERPLANNING_URL } from '../../../config/links';
import { paths } from '../../../config/paths';

/**
 * Didattica (specification 000, section 2): the Hyperplanning timetable (external), eLearning and
 * Presenze, each enabled by its flag on the course enrolment (section 6: "attendance,
 * hyperplanning, elearning … menus depend on matching active flags"), otherwise disabled with the
 * reason; Esami (specification 001, section 2), to the intermediate or final exam's thesis, by the
 * course's thesis flags (IsActiveTesiIntermedia__c, IsActiveTesi__c). The internship area shows on the
 * navbar's rule (`showsStage`: `isStageMenuVisible`), hidden otherwise.
 */
export function DidacticsHub({ access, showsStage = false }: { access: Access; showsStage?: boolean }) {
  const { t } = useTranslation('content');
  const notActive = t('didactics.notActive');
  const boxes: BoxItem[] = [
    {
      id: 'hyperplanning',
      icon: IconCalendarTime,
      title: t('didactics.hyperplanning.title'),
      text: t('didactics.hyperplanning.text'),
      href: HYPERPLANNING_URL,
      disabled: !access.isHyperplanningVisible,
      disabledText: notActive,
    },
    {
      id: 'elearning',
      icon: IconDeviceLaptop,
      title: t('didactics.elearning.title'),
      text: t('didactics.elearning.text'),
      to: paths.elearning,
      disabled: !access.isElearningVisible,
      disabledText: notActive,
    },
    {
      id: 'attendance',
      icon: IconQrcode,
      title: t('didactics.attendance.title'),
      text: t('didactics.attendance.text'),
      to: paths.attendance,
      disabled: !access.isAttendanceVisible,
      disabledText: notActive,
    },
    {
      id: 'stage',
      icon: IconBriefcase,
      title: t('didactics.stage.title'),
      text: t('didactics.stage.text'),
      to: paths.internship,
      hidden: !showsStage,
    },
    {
      id: 'exams',
      icon: IconCertificate,
      title: t('didactics.exams.title'),
      text: t('didactics.exams.text'),
      to: paths.exams,
      disabled: !(access.isThesisVisible || access.isIntermediateThesisVisible),
      disabledText: notActive,
    },
  ];
  return (
    <Page title={t('didactics.title')} intro={t('didactics.intro')}>
      <BoxGrid boxes={boxes} />
    </Page>
  );
}
