import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  isWaitingForSession,
  type NavigationContext,
  navbarItems,
  visibleItems,
} from '../../config/navigation';

/** Assistance, profile name (or "Accedi"), "Registrati" for visitors; from the one list in config. */
export function NavbarLinks({ context }: { context: NavigationContext }) {
  const { t } = useTranslation();
  return visibleItems(navbarItems, context).map((item) => (
    <Button
      key={item.id}
      component={Link}
      to={item.to}
      variant={item.id === 'signup' ? 'filled' : 'subtle'}
      color={item.id === 'signup' ? undefined : 'dark'}
      leftSection={<item.icon size={18} aria-hidden="true" />}
      px="sm"
      style={isWaitingForSession(item, context) ? { visibility: 'hidden' } : undefined}
      // A long name or e-mail is cut with an ellipsis (the full text stays in the title).
      maw={240}
      title={item.label(t, context)}
      styles={{
        label: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', display: 'block' },
      }}
    >
      {item.label(t, context)}
    </Button>
  ));
}
