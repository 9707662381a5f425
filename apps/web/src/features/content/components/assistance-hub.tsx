import { IconBriefcase, IconLifebuoy, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BoxGrid, type BoxItem } from '../../../components/box-grid';
import { Page } from '../../../components/page';
import { externalUrl } from '../../../config/links';
import { paths } from '../../../config/paths';
import { useLocale } from '../../../hooks/use-locale';
import { useAppConfig } from '../../../lib/app-config';

/** Assistance: ask for assistance, write to the secretariat, work with us. */
export function AssistanceHub() {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const { data: config } = useAppConfig();
  const boxes: BoxItem[] = [
    {
      id: 'ask',
      icon: IconLifebuoy,
      title: t('assistance.ask.title'),
      text: t('assistance.ask.text'),
      to: paths.askAssistance,
    },
    {
      id: 'secretariat',
      icon: IconMail,
      title: t('assistance.secretariat.title'),
      text: config
        ? t('assistance.secretariat.textWithEmail', { email: config.secretariatEmail })
        : t('assistance.secretariat.text'),
      href: config ? `mailto:${config.secretariatEmail}` : undefined,
    },
    {
      id: 'work',
      icon: IconBriefcase,
      title: t('assistance.work.title'),
      text: t('assistance.work.text'),
      href: externalUrl('workWithUs', locale),
    },
  ];
  return (
    <Page title={t('assistance.title')} intro={t('assistance.intro')}>
      <BoxGrid boxes={boxes} />
    </Page>
  );
}
