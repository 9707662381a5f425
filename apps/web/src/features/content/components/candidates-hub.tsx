import { IconLifebuoy, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BoxGrid, type BoxItem } from '../../../components/box-grid';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';

/** Candidacy area: choose course, ask for assistance (candidate area and history come with their feature). */
export function CandidatesHub() {
  const { t } = useTranslation('content');
  const boxes: BoxItem[] = [
    {
      id: 'chooseCourse',
      icon: IconSearch,
      title: t('candidates.chooseCourse.title'),
      text: t('candidates.chooseCourse.text'),
      to: paths.courses,
    },
    {
      id: 'assistance',
      icon: IconLifebuoy,
      title: t('candidates.assistance.title'),
      text: t('candidates.assistance.text'),
      to: paths.assistance,
    },
  ];
  return (
    <Page title={t('candidates.title')} intro={t('candidates.intro')}>
      <BoxGrid boxes={boxes} />
    </Page>
  );
}
