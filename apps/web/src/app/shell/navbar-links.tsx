import { ActionIcon, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  isWaitingForSession,
  type NavigationContext,
  navbarItems,
  visibleItems,
} from '../../config/navigation';

/** A label longer than this (a name not saved yet shows the e-mail) is cut with an ellipsis. */
const LABEL_MAX = 24;

function shortLabel(label: string): string {
  return label.length > LABEL_MAX ? `${label.slice(0, LABEL_MAX - 1)}…` : label;
}

/** Assistance, profile name (or "Accedi"), "Registrati" for visitors; from the one list in config (compact items as icons). */
export function NavbarLinks({ context }: { context: NavigationContext }) {
  const { t } = useTranslation();
  return visibleItems(navbarItems, context).map((item) => {
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
        // The whole label stays the link's name and its tooltip when it is cut.
        aria-label={shown === label ? undefined : label}
        title={shown === label ? undefined : label}
      >
        {shown}
      </Button>
    );
  });
}
