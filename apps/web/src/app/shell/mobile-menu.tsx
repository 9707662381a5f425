import { Drawer, NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink } from 'react-router';
import {
  isWaitingForSession,
  mainMenuItems,
  type NavigationContext,
  type NavigationItem,
  navbarItems,
  visibleItems,
} from '../../config/navigation';

function MenuList({
  items,
  context,
  onNavigate,
}: {
  items: readonly NavigationItem[];
  context: NavigationContext;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      {visibleItems(items, context).map((item) => (
        <NavLink
          key={item.id}
          component={RouterNavLink}
          to={item.to}
          end={item.to === '/'}
          label={item.label(t, context)}
          leftSection={<item.icon size={20} aria-hidden="true" />}
          onClick={onNavigate}
          style={isWaitingForSession(item, context) ? { visibility: 'hidden' } : undefined}
        />
      ))}
    </Stack>
  );
}

/** The burger's drawer: main menu and user links (its code loads when first opened). */
export function MobileMenu({
  opened,
  onClose,
  context,
}: {
  opened: boolean;
  onClose: () => void;
  context: NavigationContext;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="ALMA"
      size="xs"
      hiddenFrom="md"
      closeButtonProps={{ 'aria-label': t('burger.close') }}
    >
      <Stack gap="lg">
        <nav aria-label={t('nav.main')}>
          <MenuList items={mainMenuItems} context={context} onNavigate={onClose} />
        </nav>
        <nav aria-label={t('nav.user')}>
          <MenuList items={navbarItems} context={context} onNavigate={onClose} />
        </nav>
      </Stack>
    </Drawer>
  );
}
