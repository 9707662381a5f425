import { Anchor, Button, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import classes from './markdown-content.module.css';

/** A link's title that asks for a button instead of a text link: `[Label](/path "button")`. */
const BUTTON_TITLE = 'button';

function isInternal(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

function NewTabHint() {
  const { t } = useTranslation();
  return (
    <>
      <IconExternalLink size="0.85em" aria-hidden="true" className={classes.newTab} />
      <VisuallyHidden> {t('newTab')}</VisuallyHidden>
    </>
  );
}

/**
 * Links: an internal path goes through the router (no reload), http(s) opens a new tab without
 * giving it our window, mailto: and tel: stay as they are. Any other scheme was already emptied by
 * react-markdown's URL filter (javascript: and the like) and is shown as text.
 */
function MarkdownLink({ href, title, children }: { href?: string; title?: string; children?: ReactNode }) {
  if (!href) return <>{children}</>;
  const isButton = title === BUTTON_TITLE;
  if (isInternal(href)) {
    return isButton ? (
      <Button component={Link} to={href} size="md" className={classes.button}>
        {children}
      </Button>
    ) : (
      <Anchor component={Link} to={href} underline="always">
        {children}
      </Anchor>
    );
  }
  if (isExternal(href)) {
    const newTab = { href, target: '_blank', rel: 'noopener noreferrer' } as const;
    return isButton ? (
      <Button component="a" {...newTab} size="md" variant="outline" className={classes.button}>
        {children}
        <NewTabHint />
      </Button>
    ) : (
      <Anchor {...newTab} underline="always">
        {children}
        <NewTabHint />
      </Anchor>
    );
  }
  return (
    <Anchor href={href} underline="always">
      {children}
    </Anchor>
  );
}

/** The page's h1 is its title (see ContentPage): headings of the body start at h2. */
const components: Components = {
  h1: ({ children }) => <Title order={2}>{children}</Title>,
  h2: ({ children }) => <Title order={2}>{children}</Title>,
  h3: ({ children }) => <Title order={3}>{children}</Title>,
  h4: ({ children }) => <Title order={4}>{children}</Title>,
  h5: ({ children }) => <Title order={5}>{children}</Title>,
  h6: ({ children }) => <Title order={6}>{children}</Title>,
  a: ({ href, title, children }) => (
    <MarkdownLink href={href} title={title}>
      {children}
    </MarkdownLink>
  ),
};

/**
 * Markdown written in the repository, rendered as React elements: raw HTML in it is dropped, not
 * rendered (`skipHtml`), images are left out (no third-party requests), unsafe URLs are emptied.
 */
export function MarkdownContent({ source }: { source: string }) {
  return (
    <div className={classes.markdown} data-testid="markdown">
      <Markdown skipHtml disallowedElements={['img']} components={components}>
        {source}
      </Markdown>
    </div>
  );
}
