import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { paths } from '../config/paths';
import type { ContentPageId } from '../features/content/utils/content-pages';
import { loadNamespaces, type Namespace } from '../i18n/i18n';
import { RouteError } from './routes/route-error';
import { AppShell } from './shell/app-shell';

/** Relative path of a top-level route ("/info" → "info"). */
const at = (path: string) => path.slice(1);

/** A lazy page: its code and the catalogues it needs are fetched together. */
function page<T>(load: () => Promise<T>, namespaces: readonly Namespace[] = []): () => Promise<T> {
  return async () => {
    const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return module;
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
  page(() => import('./routes/content-page').then((module) => module.contentRoute(id)));

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
          { index: true, lazy: page(() => import('./routes/home'), CONTENT) },
          { path: at(paths.info), lazy: page(() => import('./routes/info'), CONTENT) },
          { path: at(paths.candidates), lazy: page(() => import('./routes/candidates'), CONTENT) },
          { path: at(paths.myAlmaLife), lazy: page(() => import('./routes/my-alma-life'), CONTENT) },
          {
            path: at(paths.courses),
            lazy: page(() => import('./routes/courses'), [...CONTENT, 'application']),
          },
          { path: at(paths.assistance), lazy: page(() => import('./routes/assistance'), CONTENT) },
          { path: at(paths.askAssistance), lazy: page(() => import('./routes/ask-assistance'), CONTENT) },
          { path: at(paths.sponsor), lazy: page(() => import('./routes/sponsor'), CONTENT) },
          { path: at(paths.graduates), lazy: page(() => import('./routes/graduates'), CONTENT) },
          { path: at(paths.facilitations), lazy: page(() => import('./routes/facilitations'), CONTENT) },
          { path: at(paths.extracurricular), lazy: page(() => import('./routes/extracurricular'), CONTENT) },
          { path: at(paths.student), lazy: page(() => import('./routes/student'), CONTENT) },
          { path: at(paths.didactics), lazy: page(() => import('./routes/didactics'), CONTENT) },
          {
            path: at(paths.housing),
            lazy: page(() => import('./routes/housing'), ['housing', 'errors']),
          },
          { path: at(paths.dayFirst), lazy: contentPage('dayFirst') },
          { path: at(paths.rules), lazy: contentPage('rules') },
          { path: at(paths.almaRules), lazy: contentPage('almaRules') },
          { path: at(paths.housingRules), lazy: contentPage('housingRules') },
          { path: at(paths.housingRulesGeneral), lazy: contentPage('housingRulesGeneral') },
          { path: at(paths.accommodation), lazy: contentPage('accommodation') },
          { path: at(paths.waste), lazy: contentPage('waste') },
          { path: at(paths.recipes), lazy: contentPage('recipes') },
          {
            path: at(paths.profile),
            lazy: page(
              () => import('./routes/profile'),
              // `shop`: /profilo?shop opens the shop after the login (allowShop).
              ['auth', 'profile', 'notifications', 'billing', 'shop', 'errors'],
            ),
          },
          {
            path: at(paths.candidateArea),
            lazy: page(() => import('./routes/candidate-area'), ['candidate', 'errors']),
          },
          {
            path: at(paths.history),
            lazy: page(() => import('./routes/history'), ['candidate', 'errors']),
          },
          {
            path: at(paths.passwordRecovery),
            lazy: page(() => import('./routes/password-recovery'), ['auth', 'errors']),
          },
          {
            path: at(paths.newPassword),
            lazy: page(() => import('./routes/new-password'), ['auth', 'errors']),
          },
          {
            path: at(paths.notifications),
            lazy: page(() => import('./routes/notifications'), ['notifications', 'errors']),
          },
          {
            path: at(paths.weeklySurvey),
            lazy: page(() => import('./routes/weekly-survey'), ['notifications', 'survey', 'errors']),
          },
          {
            path: at(paths.outbox),
            lazy: page(() => import('./routes/outbox'), ['notifications', 'errors']),
          },
          {
            path: at(paths.utility),
            lazy: page(() => import('./routes/utility'), ['utility', 'doors', 'errors']),
          },
          {
            path: at(paths.elearning),
            lazy: page(() => import('./routes/elearning'), ['elearning', 'errors']),
          },
          {
            // The staff console: its pages are listed in features/staff/routes.tsx.
            path: `${at(paths.staff)}/*`,
            lazy: page(() => import('./routes/staff'), ['staff', 'errors']),
          },
          {
            path: `${at(paths.application)}/:productCode/:step?`,
            lazy: page(() => import('./routes/application'), APPLICATION),
          },
          {
            path: at(paths.loginTest),
            lazy: page(() => import('./routes/login-test'), ['auth', 'errors']),
          },
          {
            path: at(paths.testFee),
            lazy: page(() => import('./routes/test-fee'), APPLICATION),
          },
          {
            path: at(paths.bookings),
            lazy: page(() => import('./routes/bookings'), ['bookings', 'errors']),
          },
          { path: at(paths.ecommerce), lazy: page(() => import('./routes/shop-home'), SHOP) },
          { path: at(paths.shop), lazy: page(() => import('./routes/shop'), SHOP) },
          { path: `${at(paths.shopProduct)}/:code`, lazy: page(() => import('./routes/shop-product'), SHOP) },
          { path: at(paths.shopSummary), lazy: page(() => import('./routes/shop-summary'), SHOP) },
          {
            path: `${at(paths.shopThankYou)}/:outcome`,
            lazy: page(() => import('./routes/shop-thank-you'), SHOP),
          },
          { path: at(paths.shopOrders), lazy: page(() => import('./routes/shop-orders'), SHOP) },
          { path: at(paths.shopTopUp), lazy: page(() => import('./routes/shop-top-up'), SHOP) },
          { path: at(paths.shopCoupons), lazy: page(() => import('./routes/shop-coupons'), SHOP) },
          { path: at(paths.tickets), lazy: page(() => import('./routes/tickets'), TICKETS) },
          { path: `${at(paths.tickets)}/:id`, lazy: page(() => import('./routes/tickets-detail'), TICKETS) },
          {
            path: at(paths.voucher),
            // `auth`: the sign-in panel is the login form.
            lazy: page(() => import('./routes/voucher'), ['vouchers', 'auth', 'errors']),
          },
          {
            path: at(paths.attendance),
            lazy: page(() => import('./routes/attendance'), ['attendance', 'errors']),
          },
          {
            path: `${at(paths.attendanceKiosk)}/:id`,
            lazy: page(() => import('./routes/attendance-kiosk'), ['attendance', 'errors']),
          },
          { path: at(paths.internship), lazy: page(() => import('./routes/internship'), INTERNSHIP) },
          {
            // Test pages: the login form for visitors (`auth`).
            path: at(paths.internshipFormTest),
            lazy: page(() => import('./routes/internship-form-test'), [...INTERNSHIP, 'auth']),
          },
          {
            path: at(paths.internshipTest),
            lazy: page(() => import('./routes/internship-test'), [...INTERNSHIP, 'auth']),
          },
          { path: at(paths.exams), lazy: page(() => import('./routes/exams'), THESIS) },
          { path: at(paths.thesis), lazy: page(() => import('./routes/thesis'), THESIS) },
          {
            path: `${at(paths.tutorEvaluation)}/:token`,
            lazy: page(() => import('./routes/tutor-evaluation'), ['internship', 'survey', 'errors']),
          },
          { path: '*', lazy: page(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
