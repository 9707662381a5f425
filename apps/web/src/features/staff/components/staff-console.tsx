import { Alert, Burger, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { staffAccess } from '@school/domain/access/staff';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type RouteObject, useLocation, useRoutes } from 'react-router';
import { StaffDatesProvider } from '../../../components/console/staff-date-input';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageLoader } from '../../../components/page-loader';
import { RequireAccess } from '../../../components/require-access';
import { staffPath } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/me';
import { staffPages } from '../routes';
import { mayOpenPage, type StaffPageEntry, staffNavigation } from '../utils/staff-navigation';
import '../staff-styles';
import classes from './staff-console.module.css';

/** The side navigation: the pages the staff member's permissions open, by group. */
function StaffNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('staff');
  const subject = useCurrentUser()?.subject ?? null;
  const { pathname } = useLocation();
  const sections = staffNavigation(staffPages, subject);
  // The entry of the page open: the longest path the address is under (/staff/internship/surveys
  // is the forms' page, not the internship board's).
  const under = (path: string) => {
    const to = staffPath(path);
    return path === '' ? pathname === to : pathname === to || pathname.startsWith(`${to}/`);
  };
  const current = sections
    .flatMap((section) => section.entries)
    .filter((page) => under(page.path))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return (
    <nav aria-label={t('nav.label')}>
      <Stack gap="md">
        {sections.map((section) => (
          <Stack gap={2} key={section.group ?? 'top'}>
            {section.group && (
              <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm">
                {t(`nav.groups.${section.group}`)}
              </Text>
            )}
            {section.entries.map((page) => {
              const to = staffPath(page.path);
              const active = page === current;
              const Icon = page.nav?.icon;
              return (
                <NavLink
                  key={page.id}
                  component={Link}
                  to={to}
                  label={page.nav?.label(t)}
                  leftSection={Icon ? <Icon size={18} aria-hidden="true" /> : undefined}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                />
              );
            })}
          </Stack>
        ))}
      </Stack>
    </nav>
  );
}

/** A page the staff member's permissions do not open: said plainly, not hidden. */
function NotAllowed() {
  const { t } = useTranslation('staff');
  return (
    <Alert color="orange" title={t('notAllowed.title')} role="alert">
      {t('notAllowed.text')}
    </Alert>
  );
}

function PageGate({ page }: { page: StaffPageEntry }) {
  const subject = useCurrentUser()?.subject ?? null;
  if (!mayOpenPage(subject, page)) return <NotAllowed />;
  return <page.Component />;
}

const routes: RouteObject[] = [
  ...staffPages.map((page) =>
    page.path === ''
      ? { index: true, element: <PageGate page={page} /> }
      : { path: `${page.path}/*`, element: <PageGate page={page} /> },
  ),
  { path: '*', element: <NotFoundPage /> },
];

/** The console's layout: side navigation on a laptop, a drawer behind a menu button on a tablet. */
function StaffLayout() {
  const { t } = useTranslation('staff');
  const { t: tc } = useTranslation('common');
  const [opened, drawer] = useDisclosure(false);
  const { pathname } = useLocation();
  const content = useRoutes(routes);
  // A page opened from the drawer closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of page
  useEffect(() => drawer.close(), [pathname]);
  return (
    <div className={classes.console}>
      <aside className={classes.sidebar}>
        <StaffNav />
      </aside>
      <div className={classes.content}>
        <Group className={classes.menuBar} gap="xs">
          <Burger opened={opened} onClick={drawer.toggle} size="sm" aria-label={t('nav.open')} />
          <Text fw={600}>{t('title')}</Text>
        </Group>
        <Drawer
          opened={opened}
          onClose={drawer.close}
          title={t('title')}
          size="xs"
          closeButtonProps={{ 'aria-label': tc('close') }}
        >
          <StaffNav onNavigate={drawer.close} />
        </Drawer>
        <Suspense fallback={<PageLoader />}>{content}</Suspense>
      </div>
    </div>
  );
}

/**
 * `/staff…`: the staff console. Visitors log in first (and come back); anyone who is not staff is
 * sent Home, as the console does not exist for them (its API answers 404).
 */
export function StaffConsole() {
  return (
    <RequireAccess allows={(_, subject) => staffAccess(subject) !== 'notStaff'}>
      <StaffDatesProvider>
        <StaffLayout />
      </StaffDatesProvider>
    </RequireAccess>
  );
}
