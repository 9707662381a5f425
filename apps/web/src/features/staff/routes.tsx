import { insightCharts } from '@school/domain/insights/insights';
import {
  IconBell,
  IconBriefcase,
  IconCalendarEvent,
  IconCalendarTime,
  IconChalkboard,
  IconChartBar,
  IconChartLine,
  IconDoor,
  IconFileCheck,
  IconFileDescription,
  IconFileSpreadsheet,
  IconForms,
  IconHistory,
  IconHome2,
  IconLayoutDashboard,
  IconLifebuoy,
  IconListCheck,
  IconLock,
  IconNotebook,
  IconPlane,
  IconReceipt,
  IconSalad,
  IconShieldLock,
  IconShoppingBag,
  IconShoppingCart,
  IconTags,
  IconTicket,
  IconToolsKitchen2,
  IconTrashX,
  IconUsers,
  IconVideo,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { loadNamespaces, type Namespace } from '../../i18n/i18n';
import { lazyModule } from '../../ssr/lazy-module';
import type { StaffPageEntry } from './utils/staff-navigation';

/**
 * A feature's staff pages keep their texts in the feature's own catalogue (`staff.*` keys of
 * `attendance`, `doors`, `elearning`, `utility`, `bookings`, `shop`, `thesis`, `internship`, `tickets`,
 * `vouchers`), loaded with the page's code.
 */
const pageModules = import.meta.glob<{ default: ComponentType }>([
  '/src/features/*/staff/**/*-page.tsx',
  '/src/features/staff/pages/*-page.tsx',
]);

/**
 * A page of the console, `features/<file>.tsx` (a feature's page in `<feature>/staff/`, the
 * console's own in `staff/pages/`): its own chunk, fetched with its catalogues.
 */
function staffPage(file: string, namespaces: readonly Namespace[] = []): ComponentType {
  const key = `/src/features/${file}.tsx`;
  const load = pageModules[key];
  if (!load) throw new Error(`No staff page ${key}`);
  return lazyModule(key.slice(1), async () => {
    const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return module;
  });
}

/**
 * The one list of the console's pages: each page's code is its own chunk, loaded when opened.
 * A new staff page adds its entry here (its catalogue keys go in the `staff` namespace).
 */
export const staffPages: readonly StaffPageEntry[] = [
  {
    id: 'home',
    path: '',
    permission: 'any',
    nav: { group: null, icon: IconLayoutDashboard, label: (t) => t('nav.home') },
    Component: staffPage('staff/pages/home-page'),
  },
  {
    id: 'documents',
    path: 'documents',
    permission: 'Segreteria',
    nav: { group: 'Segreteria', icon: IconFileCheck, label: (t) => t('nav.documents') },
    // The documents' types by their names in the candidate area.
    Component: staffPage('application/staff/documents-page', ['candidate']),
  },
  {
    id: 'insights',
    path: 'insights',
    permission: 'any',
    // The staff whose area has charts (Amministrazione: all of them).
    allows: (subject) => insightCharts(subject).length > 0,
    nav: { group: null, icon: IconChartLine, label: (t) => t('nav.insights') },
    // Its charts (and @mantine/charts with recharts) load with this page only; the document
    // types by their names in the candidate area.
    Component: staffPage('insights/staff/insights-page', ['insights', 'candidate']),
  },
  {
    id: 'people',
    path: 'people',
    permission: 'any',
    nav: { group: null, icon: IconUsers, label: (t) => t('people.nav') },
    Component: staffPage('staff/pages/people-page'),
  },
  {
    id: 'person',
    path: 'people/:id',
    permission: 'any',
    Component: staffPage('staff/pages/person-page'),
  },
  {
    id: 'applications',
    path: 'applications',
    permission: 'Segreteria',
    nav: { group: 'Segreteria', icon: IconFileDescription, label: (t) => t('applications.nav') },
    // The applications' statuses by their names in the candidate area.
    Component: staffPage('application/staff/applications-page', ['candidate']),
  },
  {
    id: 'application',
    path: 'applications/:id',
    permission: 'Segreteria',
    Component: staffPage('application/staff/application-page', ['candidate']),
  },
  {
    id: 'visas',
    path: 'visas',
    permission: 'Segreteria',
    nav: { group: 'Segreteria', icon: IconPlane, label: (t) => t('visas.nav') },
    // The visas' statuses by their names in the candidate area.
    Component: staffPage('application/staff/visas-page', ['candidate']),
  },
  {
    id: 'billingExport',
    path: 'billing-export',
    permission: 'Segreteria',
    nav: { group: 'Segreteria', icon: IconFileSpreadsheet, label: (t) => t('billingExport.nav') },
    Component: staffPage('billing/staff/billing-export-page'),
  },
  {
    id: 'utility',
    path: 'utility',
    permission: 'Segreteria',
    nav: { group: 'Segreteria', icon: IconLock, label: (t) => t('nav.utility') },
    Component: staffPage('utility/staff/utility-enrolments-page', ['utility']),
  },
  {
    id: 'utilityEnrolment',
    path: 'utility/:id',
    permission: 'Segreteria',
    Component: staffPage('utility/staff/utility-enrolment-page', ['utility']),
  },
  {
    id: 'housing',
    path: 'housing',
    permission: 'Segreteria',
    nav: { group: 'Segreteria', icon: IconHome2, label: (t) => t('housing.nav') },
    Component: staffPage('housing/staff/housing-stays-page'),
  },
  {
    id: 'vouchers',
    path: 'vouchers',
    permission: 'Segreteria',
    nav: { group: 'Segreteria', icon: IconTicket, label: (t) => t('nav.vouchers') },
    Component: staffPage('vouchers/staff/vouchers-page', ['vouchers']),
  },
  {
    id: 'voucher',
    path: 'vouchers/:id',
    permission: 'Segreteria',
    Component: staffPage('vouchers/staff/voucher-detail-page', ['vouchers']),
  },
  {
    id: 'notifications',
    path: 'notifications',
    permission: 'Segreteria',
    nav: { group: 'Segreteria', icon: IconBell, label: (t) => t('nav.notifications') },
    Component: staffPage('notifications/staff/composer-page', ['notifications']),
  },
  {
    id: 'privacyErasures',
    path: 'privacy',
    permission: 'Segreteria',
    nav: { group: 'Segreteria', icon: IconShieldLock, label: (t) => t('nav.privacy') },
    Component: staffPage('privacy/staff/erasures-page', ['privacy']),
  },
  {
    id: 'privacyRetention',
    path: 'privacy/retention',
    permission: 'Segreteria',
    nav: { group: 'Segreteria', icon: IconTrashX, label: (t) => t('nav.retention') },
    Component: staffPage('privacy/staff/retention-page', ['privacy', 'candidate']),
  },
  {
    id: 'privacyErasure',
    path: 'privacy/:id',
    permission: 'Segreteria',
    Component: staffPage('privacy/staff/erasure-page', ['privacy']),
  },
  {
    id: 'editions',
    path: 'editions',
    permission: 'Amministrazione',
    nav: { group: 'Amministrazione', icon: IconCalendarEvent, label: (t) => t('editions.nav') },
    Component: staffPage('staff/pages/editions-page'),
  },
  {
    id: 'doors',
    path: 'doors',
    permission: 'Amministrazione',
    nav: { group: 'Amministrazione', icon: IconDoor, label: (t) => t('nav.doors') },
    Component: staffPage('doors/staff/doors-page', ['doors']),
  },
  {
    id: 'audit',
    path: 'audit',
    permission: 'Amministrazione',
    nav: { group: 'Amministrazione', icon: IconHistory, label: (t) => t('nav.audit') },
    Component: staffPage('staff/pages/audit-page'),
  },
  {
    id: 'classrooms',
    path: 'classrooms',
    permission: 'Didattica',
    nav: { group: 'Didattica', icon: IconChalkboard, label: (t) => t('nav.classrooms') },
    Component: staffPage('attendance/staff/classrooms-page', ['attendance']),
  },
  {
    id: 'attendance',
    path: 'attendance',
    permission: 'Didattica',
    nav: { group: 'Didattica', icon: IconListCheck, label: (t) => t('nav.attendance') },
    Component: staffPage('attendance/staff/register-page', ['attendance']),
  },
  {
    id: 'lessons',
    path: 'lessons',
    permission: 'Didattica',
    nav: { group: 'Didattica', icon: IconVideo, label: (t) => t('nav.lessons') },
    Component: staffPage('elearning/staff/lessons-page', ['elearning']),
  },
  {
    id: 'bookings',
    path: 'bookings',
    permission: 'Prenotazioni',
    nav: { group: 'Prenotazioni', icon: IconCalendarTime, label: (t) => t('nav.bookings') },
    Component: staffPage('bookings/staff/items-page', ['bookings']),
  },
  {
    id: 'bookingItem',
    path: 'bookings/:id',
    permission: 'Prenotazioni',
    Component: staffPage('bookings/staff/item-page', ['bookings']),
  },
  {
    id: 'shopProducts',
    path: 'shop/products',
    permission: 'Negozio',
    nav: { group: 'Negozio', icon: IconShoppingBag, label: (t) => t('nav.shopProducts') },
    Component: staffPage('shop/staff/products-page', ['shop']),
  },
  {
    id: 'shopProduct',
    path: 'shop/products/:id',
    permission: 'Negozio',
    Component: staffPage('shop/staff/product-page', ['shop']),
  },
  {
    id: 'shopOrders',
    path: 'shop/orders',
    permission: 'Negozio',
    nav: { group: 'Negozio', icon: IconReceipt, label: (t) => t('nav.shopOrders') },
    Component: staffPage('shop/staff/orders-page', ['shop']),
  },
  {
    id: 'shopOrder',
    path: 'shop/orders/:id',
    permission: 'Negozio',
    Component: staffPage('shop/staff/order-page', ['shop']),
  },
  {
    id: 'thesisConditions',
    path: 'thesis/conditions',
    permission: 'Tesi',
    nav: { group: 'Tesi', icon: IconNotebook, label: (t) => t('nav.thesisConditions') },
    Component: staffPage('thesis/staff/conditions-page', ['thesis']),
  },
  {
    id: 'thesisCatalogue',
    path: 'thesis/catalogue',
    permission: 'Tesi',
    nav: { group: 'Tesi', icon: IconSalad, label: (t) => t('nav.thesisCatalogue') },
    Component: staffPage('thesis/staff/catalogue-page', ['thesis']),
  },
  {
    id: 'thesisTheses',
    path: 'thesis/theses',
    permission: 'Tesi',
    nav: { group: 'Tesi', icon: IconToolsKitchen2, label: (t) => t('nav.thesisTheses') },
    Component: staffPage('thesis/staff/theses-page', ['thesis']),
  },
  {
    id: 'thesisThesis',
    path: 'thesis/theses/:id',
    permission: 'Tesi',
    Component: staffPage('thesis/staff/thesis-page', ['thesis']),
  },
  {
    id: 'thesisShopping',
    path: 'thesis/shopping-list',
    permission: 'Tesi',
    nav: { group: 'Tesi', icon: IconShoppingCart, label: (t) => t('nav.thesisShopping') },
    Component: staffPage('thesis/staff/shopping-list-page', ['thesis']),
  },
  {
    id: 'internshipBoard',
    path: 'internship',
    permission: 'Stage',
    nav: { group: 'Stage', icon: IconBriefcase, label: (t) => t('nav.internshipBoard') },
    Component: staffPage('internship/staff/stages-page', ['internship']),
  },
  {
    id: 'internshipStage',
    path: 'internship/stages/:id',
    permission: 'Stage',
    Component: staffPage('internship/staff/stage-page', ['internship', 'survey']),
  },
  {
    id: 'internshipSurveys',
    path: 'internship/surveys',
    permission: 'Stage',
    nav: { group: 'Stage', icon: IconForms, label: (t) => t('nav.internshipSurveys') },
    Component: staffPage('internship/staff/surveys-page', ['internship', 'survey']),
  },
  {
    id: 'internshipAnswers',
    path: 'internship/answers',
    permission: 'Stage',
    nav: { group: 'Stage', icon: IconChartBar, label: (t) => t('nav.internshipAnswers') },
    Component: staffPage('internship/staff/answers-page', ['internship', 'survey']),
  },
  {
    id: 'tickets',
    path: 'tickets',
    permission: 'Interventi',
    nav: { group: 'Interventi', icon: IconLifebuoy, label: (t) => t('nav.tickets') },
    Component: staffPage('tickets/staff/tickets-inbox-page', ['tickets']),
  },
  {
    id: 'ticketCategories',
    path: 'tickets/categories',
    permission: 'Interventi',
    nav: { group: 'Interventi', icon: IconTags, label: (t) => t('nav.ticketCategories') },
    Component: staffPage('tickets/staff/ticket-categories-page', ['tickets']),
  },
  {
    id: 'ticket',
    path: 'tickets/:id',
    permission: 'Interventi',
    Component: staffPage('tickets/staff/ticket-page', ['tickets']),
  },
];
