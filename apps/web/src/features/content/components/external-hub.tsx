import type { TablerIcon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BoxGrid, type BoxItem } from '../../../components/box-grid';
import { Page } from '../../../components/page';
import { type ExternalLinkId, externalUrl } from '../../../config/links';
import { useLocale } from '../../../hooks/use-locale';

export interface ExternalBox {
  id: string;
  icon: TablerIcon;
  link: ExternalLinkId;
  /** Shown only in Italian. */
  italianOnly?: boolean;
}

/** A hub whose boxes all lead to the school's site; texts under `content:<hub>.<box>.{title,text}`. */
export function ExternalHub({
  hub,
  boxes,
}: {
  hub: 'sponsor' | 'graduates' | 'facilitations' | 'extracurricular';
  boxes: readonly ExternalBox[];
}) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const translate = t as unknown as (key: string) => string;
  const items: BoxItem[] = boxes.map((box) => ({
    id: box.id,
    icon: box.icon,
    title: translate(`${hub}.${box.id}.title`),
    text: translate(`${hub}.${box.id}.text`),
    href: externalUrl(box.link, locale),
    hidden: box.italianOnly === true && locale !== 'it',
  }));
  return (
    <Page title={translate(`${hub}.title`)} intro={translate(`${hub}.intro`)}>
      <BoxGrid boxes={items} />
    </Page>
  );
}
