import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { paths } from '../config/paths';
import type { ContentPageId } from '../features/content/utils/content-pages';
import { loadNamespaces, type Namespace } from '../i18n/i18n';
import { RouteError } from './routes/route-error';
import { AppShell } from './shell/app-shell';

/** Relative path of a top-level route ("/info" → "info"). */
const at = (path: string) => path.slice(1);

/**
 * The route modules, each its own chunk, by their path in the build's manifest (the server's
 * renderer names the matched pages' files from it: their scripts and styles go in the page's head).
 */
const routeModules = import.meta.glob<RouteModule>([
  '/src/app/routes/*.tsx',
  // Part of the shell, not a page.
  '!/src/app/routes/route-error.tsx',
]);

/** What a route module exports for the router (a `Component`, a `handle`…). */
type RouteModule = Awaited<ReturnType<Extract<NonNullable<RouteObject['lazy']>, () => unknown>>> &
  Record<string, unknown>;

/** The page behind each route id: its module file and the catalogues it needs. */
export interface PageEntry {
  /** The module's key in the build's manifest, e.g. `src/app/routes/home.tsx`. */
  module: string;
  namespaces: readonly Namespace[];
}
export const pageEntries = new Map<string, PageEntry>();

/**
 * A lazy page, `app/routes/<name>.tsx`: its code and the catalogues it needs are fetched together.
 * `pick` turns the module into the route's properties (the content pages share one module).
 */
function page(
  name: string,
  namespaces: readonly Namespace[] = [],
  pick: (module: RouteModule) => RouteModule = (module) => module,
): Pick<RouteObject, 'id' | 'lazy'> {
  const key = `/src/app/routes/${name}.tsx`;
  const load = routeModules[key];
  if (!load) throw new Error(`No route module ${key}`);
  const id = `page-${pageEntries.size}-${name}`;
  pageEntries.set(id, { module: key.slice(1), namespaces });
  return {
    id,
    lazy: async () => {
      const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
      return pick(module);
    },
  };
}

const CONTENT: Namespace[] = ['content'];
/** The application's screens: their catalogues exist in it, en and zh (CHINESE_NAMESPACES). */
const APPLICATION: Namespace[] = ['application', 'auth', 'notifications', 'errors'];
/** The shop's pages: the shop catalogue and the errors (the server's `shop.*` codes). */
const SHOP: Namespace[] = ['shop', 'errors'];
/** The exams and thesis pages: the thesis catalogue and the errors (the server's `thesis.*` codes). */
const THESIS: Namespace[] = ['thesis', 'errors'];

/** The internship area: its catalogue, the survey engine's (the forms' texts) and the errors. */
const INTERNSHIP: Namespace[] = ['internship', 'survey', 'errors'];
/** Interventi: the tickets catalogue and the errors (the server's `tickets.*` and `upload.*` codes). */
const TICKETS: Namespace[] = ['tickets', 'errors'];

/** A static page written in Markdown (features/content/pages): one shared module, its file per page. */
const contentPage = (id: ContentPageId) =>
  page('content-page', [], (module) => (module.contentRoute as (page: ContentPageId) => RouteModule)(id));

/** Every page is lazy-loaded: the home page loads only its own chunk besides the shell. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppShell,
    HydrateFallback: PageLoader,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, ...page('home', CONTENT) },
          { path: at(paths.info), ...page('info', CONTENT) },
          { path: at(paths.candidates), ...page('candidates', CONTENT) },
          { path: at(paths.myAlmaLife), ...page('my-alma-life', CONTENT) },
          {
            path: at(paths.courses),
            ...page('courses', [...CONTENT, 'application']),
          },
          { path: at(paths.assistance), ...page('assistance', CONTENT) },
          { path: at(paths.askAssistance), ...page('ask-assistance', CONTENT) },
          { path: at(paths.sponsor), ...page('sponsor', CONTENT) },
          { path: at(paths.graduates), ...page('graduates', CONTENT) },
          { path: at(paths.facilitations), ...page('facilitations', CONTENT) },
          { path: at(paths.extracurricular), ...page('extracurricular', CONTENT) },
          { path: at(paths.student), ...page('student', CONTENT) },
          { path: at(paths.didactics), ...page('didactics', CONTENT) },
          {
            path: at(paths.housing),
            ...page('housing', ['housing', 'errors']),
          },
          { path: at(paths.dayFirst), ...contentPage('dayFirst') },
          { path: at(paths.rules), ...contentPage('rules') },
          { path: at(paths.almaRules), ...contentPage('almaRules') },
          { path: at(paths.housingRules), ...contentPage('housingRules') },
          { path: at(paths.housingRulesGeneral), ...contentPage('housingRulesGeneral') },
          { path: at(paths.accommodation), ...contentPage('accommodation') },
          { path: at(paths.waste), ...contentPage('waste') },
          { path: at(paths.recipes), ...contentPage('recipes') },
          {
            path: at(paths.profile),
            ...page(
              'profile', // `shop`: /profilo?shop opens the shop after the login (allowShop).
              ['auth', 'profile', 'notifications', 'billing', 'shop', 'privacy', 'errors'],
            ),
          },
          { path: at(paths.myData), ...page('my-data', ['privacy', 'errors']) },
          { path: at(paths.privacyNotice), ...page('privacy-notice', ['privacy']) },
          {
            path: at(paths.candidateArea),
            ...page('candidate-area', ['candidate', 'errors']),
          },
          {
            path: at(paths.history),
            ...page('history', ['candidate', 'errors']),
          },
          {
            path: at(paths.passwordRecovery),
            ...page('password-recovery', ['auth', 'errors']),
          },
          {
            path: at(paths.newPassword),
            ...page('new-password', ['auth', 'errors']),
          },
          {
            path: at(paths.notifications),
            ...page('notifications', ['notifications', 'errors']),
          },
          {
            path: at(paths.weeklySurvey),
            ...page('weekly-survey', ['notifications', 'survey', 'errors']),
          },
          {
            path: at(paths.outbox),
            ...page('outbox', ['notifications', 'errors']),
          },
          {
            path: at(paths.utility),
            ...page('utility', ['utility', 'doors', 'errors']),
          },
          {
            path: at(paths.elearning),
            ...page('elearning', ['elearning', 'errors']),
          },
          {
            // The staff console: its pages are listed in features/staff/routes.tsx.
            path: `${at(paths.staff)}/*`,
            ...page('staff', ['staff', 'errors']),
          },
          {
            path: `${at(paths.application)}/:productCode/:step?`,
            ...page('application', APPLICATION),
          },
          {
            path: at(paths.loginTest),
            ...page('login-test', ['auth', 'errors']),
          },
          {
            path: at(paths.testFee),
            ...page('test-fee', APPLICATION),
          },
          {
            path: at(paths.bookings),
            ...page('bookings', ['bookings', 'errors']),
          },
          { path: at(paths.ecommerce), ...page('shop-home', SHOP) },
          { path: at(paths.shop), ...page('shop', SHOP) },
          { path: `${at(paths.shopProduct)}/:code`, ...page('shop-product', SHOP) },
          { path: at(paths.shopSummary), ...page('shop-summary', SHOP) },
          {
            path: `${at(paths.shopThankYou)}/:outcome`,
            ...page('shop-thank-you', SHOP),
          },
          { path: at(paths.shopOrders), ...page('shop-orders', SHOP) },
          { path: at(paths.shopTopUp), ...page('shop-top-up', SHOP) },
          { path: at(paths.shopCoupons), ...page('shop-coupons', SHOP) },
          { path: at(paths.tickets), ...page('tickets', TICKETS) },
          { path: `${at(paths.tickets)}/:id`, ...page('tickets-detail', TICKETS) },
          {
            path: at(paths.voucher),
            // `auth`: the sign-in panel is the login form.
            ...page('voucher', ['vouchers', 'auth', 'errors']),
          },
          {
            path: at(paths.attendance),
            ...page('attendance', ['attendance', 'errors']),
          },
          {
            path: `${at(paths.attendanceKiosk)}/:id`,
            ...page('attendance-kiosk', ['attendance', 'errors']),
          },
          { path: at(paths.internship), ...page('internship', INTERNSHIP) },
          {
            // Test pages: the login form for visitors (`auth`).
            path: at(paths.internshipFormTest),
            ...page('internship-form-test', [...INTERNSHIP, 'auth']),
          },
          {
            path: at(paths.internshipTest),
            ...page('internship-test', [...INTERNSHIP, 'auth']),
          },
          { path: at(paths.exams), ...page('exams', THESIS) },
          { path: at(paths.thesis), ...page('thesis', THESIS) },
          {
            path: `${at(paths.tutorEvaluation)}/:token`,
            ...page('tutor-evaluation', ['internship', 'survey', 'errors']),
          },
          { path: '*', ...page('not-found') },
        ],
      },
    ],
  },
];

/**
 * Loads the lazy pages `location` matches, so that a router created afterwards renders them at
 * once: the page the server rendered is hydrated without a loading state in between.
 */
export async function loadMatchedPages(location: string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const properties = await route.lazy();
      Object.assign(route, properties, { lazy: undefined });
    }),
  );
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
