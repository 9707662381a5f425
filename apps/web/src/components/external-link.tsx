import { Anchor, type AnchorProps, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A link outside the app: new tab, no opener, an "external" icon and a spoken hint. */
export function ExternalLink({
  href,
  children,
  ...props
}: AnchorProps & { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children} <IconExternalLink size="0.9em" aria-hidden="true" />
      <VisuallyHidden>{t('newTab')}</VisuallyHidden>
    </Anchor>
  );
}
