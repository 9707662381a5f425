import { Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { NavigationContext } from '../../config/navigation';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { LanguageSwitcher } from './language-switcher';
import { MainMenu } from './main-menu';
import { NavbarLinks } from './navbar-links';

const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));

import classes from './shell.module.css';

/** The header: brand, main menu, language flags, notification bell and the user links. */
export function Navbar({ context, extraFlags }: { context: NavigationContext; extraFlags?: ReactNode }) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  // The drawer's code is loaded the first time the burger is pressed.
  const [hasOpened, setHasOpened] = useState(false);
  if (opened && !hasOpened) setHasOpened(true);

  // A navigation closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change
  useEffect(() => close(), [location.key, close]);

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={opened}
          onClick={toggle}
          hiddenFrom="md"
          size="sm"
          aria-label={opened ? t('burger.close') : t('burger.open')}
          aria-expanded={opened}
        />
        <Link to="/" className={classes.brand}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span className={classes.brandWord}>ALMA</span>
        </Link>
        <Group visibleFrom="md" ml="md">
          <MainMenu context={context} />
        </Group>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <LanguageSwitcher extraFlags={extraFlags} />
        {context.access.isLoggedIn && (
          <Suspense fallback={null}>
            <NotificationBell />
          </Suspense>
        )}
        <Group gap={4} visibleFrom="md" component="nav" aria-label={t('nav.user')} wrap="nowrap">
          <NavbarLinks context={context} />
        </Group>
      </Group>
      {hasOpened && (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={close} context={context} />
        </Suspense>
      )}
    </Group>
  );
}
