import { Group, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink } from 'react-router';
import { mainMenuItems, type NavigationContext, visibleItems } from '../../config/navigation';
import classes from './shell.module.css';

/** Home, General info, Candidacy area, My life, horizontal on desktop (the drawer has its own list). */
export function MainMenu({ context }: { context: NavigationContext }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.main')}>
      <Group gap={4} component="ul" wrap="nowrap" className={classes.menuList}>
        {visibleItems(mainMenuItems, context).map((item) => (
          <li key={item.id}>
            <UnstyledButton
              component={RouterNavLink}
              to={item.to}
              end={item.to === '/'}
              className={classes.menuLink}
            >
              {item.label(t, context)}
            </UnstyledButton>
          </li>
        ))}
      </Group>
    </nav>
  );
}
