import { Anchor, Card, SimpleGrid, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconLock, type TablerIcon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './box-grid.module.css';

/**
 * One box of a hub page. `to` links inside the app, `href` outside (http(s) opens a new tab,
 * mailto: and tel: stay). A box without either is informative only. A disabled box is greyed,
 * marked aria-disabled and has no link; a hidden box is not rendered.
 */
export interface BoxItem {
  id: string;
  icon: TablerIcon;
  title: string;
  text: string;
  to?: string;
  href?: string;
  disabled?: boolean;
  /** Why the box is disabled (shown under its text). */
  disabledText?: string;
  hidden?: boolean;
}

function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}

function BoxTitle({ box }: { box: BoxItem }) {
  const { t } = useTranslation();
  if (box.disabled) return box.title;
  if (box.to) {
    return (
      <Anchor component={Link} to={box.to} className={classes.link} underline="hover" inherit>
        {box.title}
      </Anchor>
    );
  }
  if (box.href) {
    const external = isExternal(box.href);
    return (
      <Anchor
        href={box.href}
        className={classes.link}
        underline="hover"
        inherit
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {box.title}
        {external && (
          <>
            {' '}
            <IconExternalLink size="0.8em" aria-hidden="true" />
            <VisuallyHidden>{t('newTab')}</VisuallyHidden>
          </>
        )}
      </Anchor>
    );
  }
  return box.title;
}

/** The "boxes" hub pattern: a responsive grid of cards, each with icon, title, text and link. */
export function BoxGrid({ boxes, label }: { boxes: readonly BoxItem[]; label?: string }) {
  const visible = boxes.filter((box) => !box.hidden);
  return (
    <SimpleGrid
      component="ul"
      className={classes.grid}
      cols={{ base: 1, sm: 2, lg: visible.length === 4 ? 4 : 3 }}
      spacing="lg"
      aria-label={label}
      data-testid="box-grid"
    >
      {visible.map((box) => {
        const Icon = box.disabled ? IconLock : box.icon;
        return (
          <Card
            key={box.id}
            component="li"
            withBorder
            radius="md"
            padding="lg"
            className={classes.box}
            data-disabled={box.disabled || undefined}
            aria-disabled={box.disabled || undefined}
            data-box={box.id}
          >
            <ThemeIcon size={48} radius="md" variant={box.disabled ? 'default' : 'filled'}>
              <Icon size={28} aria-hidden="true" />
            </ThemeIcon>
            <Title order={2} size="h3" mt="md">
              <BoxTitle box={box} />
            </Title>
            <Text mt="xs">{box.text}</Text>
            {box.disabled && box.disabledText && (
              <Text mt="xs" size="sm" fw={500}>
                {box.disabledText}
              </Text>
            )}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
