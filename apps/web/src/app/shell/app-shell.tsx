import { type ComponentType, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useAccess } from '../../hooks/use-access';
import { rememberChinese } from '../../i18n/i18n';
import { useMe } from '../../lib/me';
import { Footer } from './footer';
import { InstallPrompt } from './install-prompt';
import { LanguageSync } from './language-sync';
import { Navbar } from './navbar';
import classes from './shell.module.css';
import { useFocusMainOnNavigation } from './use-focus-main-on-navigation';

/**
 * What a route may declare in its `handle` for the shell: e.g. the application route adds the
 * Chinese flag with `handle: { extraFlags: ChineseFlag }`.
 */
export interface ShellHandle {
  extraFlags?: ComponentType;
  /** The route offers Chinese ("Chinese is offered on the application route only"). */
  chinese?: boolean;
}

/** Leaving the application route in Chinese switches to English, the fallback of its catalogue. */
function useChineseOnlyWhereOffered(): void {
  const matches = useMatches();
  const { i18n } = useTranslation();
  const offered = matches.some((match) => (match.handle as ShellHandle | undefined)?.chinese === true);
  const language = i18n.language;
  useEffect(() => {
    if (offered) return;
    rememberChinese(false);
    if (language === 'zh') void i18n.changeLanguage('en');
  }, [offered, language, i18n]);
}

/** The deepest matched route's extra language flags, if any. */
function useExtraFlags(): ComponentType | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as ShellHandle | undefined;
    if (handle?.extraFlags) return handle.extraFlags;
  }
  return undefined;
}

/** The parts of the shell hydrated each on its own (a Suspense boundary each). */
type ShellPart = 'header' | 'main' | 'footer';
const SHELL_PARTS: readonly ShellPart[] = ['header', 'main', 'footer'];
const hydratedParts = new Set<ShellPart>();

/**
 * Once every part of the page is hydrated (each boundary's effects run), the application says it
 * is ready: `html[data-app="ready"]`, and the `app:ready` event on which /boot.js gives it what the
 * person typed and sent before. Not sooner: a login sent while the footer is still the server's
 * would change who is signed in under a part not yet hydrated, which React would then render again.
 */
function PartHydrated({ part }: { part: ShellPart }) {
  useEffect(() => {
    hydratedParts.add(part);
    if (document.documentElement.dataset.app === 'ready') return;
    if (SHELL_PARTS.some((each) => !hydratedParts.has(each))) return;
    // In a task of its own, after React has finished with this commit: what /boot.js then types
    // again into the fields goes through their onChange like a person's typing.
    const timer = setTimeout(() => {
      document.documentElement.dataset.app = 'ready';
      document.dispatchEvent(new Event('app:ready'));
    });
    return () => clearTimeout(timer);
  }, [part]);
  return null;
}

/**
 * The layout of every page: header (navbar), main, footer: plain landmarks and CSS (a sticky
 * header), lighter than a layout component on the home page's critical path.
 */
export function AppShell() {
  const { t } = useTranslation();
  const meQuery = useMe();
  const me = meQuery.data?.user ?? null;
  const access = useAccess();
  const navigation = useNavigation();
  const context = { access, me, isSessionPending: meQuery.isPending };
  const ExtraFlags = useExtraFlags();
  useChineseOnlyWhereOffered();
  const mainRef = useRef<HTMLElement>(null);
  useFocusMainOnNavigation(mainRef);

  return (
    <div className={classes.shell}>
      <a href="#main-content" className={classes.skipLink}>
        {t('skipToContent')}
      </a>
      <LanguageSync />
      <ScrollRestoration />
      {navigation.state === 'loading' && (
        <div className={classes.navProgress} role="progressbar" aria-label={t('loading')} />
      )}
      {/* Header, page and footer are hydrated each on its own (Suspense boundaries), in slices
          the browser can interrupt, after the first paint of the page the server rendered. */}
      <header className={classes.header}>
        <Suspense>
          <Navbar context={context} extraFlags={ExtraFlags ? <ExtraFlags /> : undefined} />
          <PartHydrated part="header" />
        </Suspense>
      </header>
      <main id="main-content" tabIndex={-1} className={classes.main} ref={mainRef}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          <PartHydrated part="main" />
        </Suspense>
      </main>
      <Suspense>
        <Footer />
        <PartHydrated part="footer" />
      </Suspense>
      <InstallPrompt />
    </div>
  );
}
