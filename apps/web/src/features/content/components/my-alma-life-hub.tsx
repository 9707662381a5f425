import type { Access } from '@school/domain/access/access';
import { IconCertificate, IconHeartHandshake } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BoxGrid, type BoxItem } from '../../../components/box-grid';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';

/**
 * Student life: sponsor area (Italian only), graduates (students only, otherwise disabled).
 * First day, student area and housing come with the student feature.
 */
export function MyAlmaLifeHub({ access }: { access: Access }) {
  const { t } = useTranslation('content');
  const boxes: BoxItem[] = [
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
