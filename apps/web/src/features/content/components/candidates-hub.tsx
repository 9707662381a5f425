import type { Access } from '@school/domain/access/access';
import { IconHistory, IconLifebuoy, IconSearch, IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BoxGrid, type BoxItem } from '../../../components/box-grid';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';

/**
 * Candidacy area (specification 000, section 2): choose course; candidate area (enabled only for
 * candidato or studente); ask for assistance; history (candidato or studente only). The boxes of
 * the others are shown disabled.
 */
export function CandidatesHub({ access }: { access: Access }) {
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
      id: 'candidateArea',
      icon: IconUserCheck,
      title: t('candidates.candidateArea.title'),
      text: t('candidates.candidateArea.text'),
      to: paths.candidateArea,
      disabled: !access.canSeeCandidateArea,
      disabledText: t('candidates.candidatesOnly'),
    },
    {
      id: 'assistance',
      icon: IconLifebuoy,
      title: t('candidates.assistance.title'),
      text: t('candidates.assistance.text'),
      to: paths.assistance,
    },
    {
      id: 'history',
      icon: IconHistory,
      title: t('candidates.history.title'),
      text: t('candidates.history.text'),
      to: paths.history,
      disabled: !access.canSeeHistory,
      disabledText: t('candidates.candidatesOnly'),
    },
  ];
  return (
    <Page title={t('candidates.title')} intro={t('candidates.intro')}>
      <BoxGrid boxes={boxes} />
    </Page>
  );
}
