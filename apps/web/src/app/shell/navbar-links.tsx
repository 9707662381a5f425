import { ActionIcon, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  isWaitingForSession,
  type NavigationContext,
  navbarItems,
  visibleItems,
} from '../../config/navigation';
import classes from './shell.module.css';

/** A label longer than this (a name not saved yet shows the e-mail) is cut with an ellipsis. */
const LABEL_MAX = 24;

function shortLabel(label: string): string {
  return label.length > LABEL_MAX ? `${label.slice(0, LABEL_MAX - 1)}…` : label;
}

/** Assistance, profile name (or "Accedi"), "Registrati" for visitors; from the one list in config (compact items as icons). */
export function NavbarLinks({ context }: { context: NavigationContext }) {
  const { t } = useTranslation();
  const items = visibleItems(navbarItems, context);
  // A header with the console, or with three icons or more (a student's), keeps only the icon of
  // its worded links before the name below 88em; a signed-in person's name shows only its icon
  // below 80em (shell.module.css): the header stays on one line from 1024 px up.
  const crowded =
    items.some((item) => item.id === 'console') || items.filter((item) => item.compact).length >= 3;
  return items.map((item) => {
    const label = item.label(t, context);
    if (item.compact) {
      return (
        // The browser's own tooltip (title): Mantine's Tooltip would bring its positioning
        // library into every page's first load.
        <ActionIcon
          key={item.id}
          component={Link}
          to={item.to}
          variant="subtle"
          color="dark"
          size="lg"
          aria-label={label}
          title={label}
        >
          <item.icon size={20} aria-hidden="true" />
        </ActionIcon>
      );
    }
    const shown = shortLabel(label);
    const iconOnWide = crowded && (item.id === 'console' || item.id === 'assistance');
    const iconOnLaptop = item.id === 'profile' && context.me !== null;
    const iconOnly = iconOnWide || iconOnLaptop;
    return (
      <Button
        key={item.id}
        component={Link}
        to={item.to}
        variant={item.id === 'signup' ? 'filled' : 'subtle'}
        color={item.id === 'signup' ? undefined : 'dark'}
        leftSection={<item.icon size={18} aria-hidden="true" />}
        px="sm"
        style={isWaitingForSession(item, context) ? { visibility: 'hidden' } : undefined}
        // The whole label stays the link's name and its tooltip when it is cut or hidden.
        aria-label={shown === label && !iconOnly ? undefined : label}
        title={shown === label && !iconOnly ? undefined : label}
        className={iconOnWide ? classes.crowdedLink : iconOnLaptop ? classes.laptopLink : undefined}
      >
        {iconOnly ? (
          <span className={iconOnWide ? classes.crowdedLabel : classes.laptopLabel}>{shown}</span>
        ) : (
          shown
        )}
      </Button>
    );
  });
}
