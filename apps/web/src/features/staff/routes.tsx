import type { StaffPermission } from '@school/domain/access/staff';
import {
  IconBell,
  IconBriefcase,
  IconCalendarEvent,
  IconCalendarTime,
  IconChalkboard,
  IconChartBar,
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
  IconShoppingBag,
  IconShoppingCart,
  IconTags,
  IconTicket,
  IconToolsKitchen2,
  IconUsers,
  IconVideo,
  type TablerIcon,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadNamespaces, type Namespace } from '../../i18n/i18n';

/**
 * A feature's staff pages keep their texts in the feature's own catalogue (`staff.*` keys of
 * `attendance`, `doors`, `elearning`, `utility`, `bookings`, `shop`, `thesis`, `internship`, `tickets`,
 * `vouchers`), loaded with the page's code.
 */
async function withTexts<T>(namespace: Namespace, page: Promise<T>): Promise<T> {
  const [module] = await Promise.all([page, loadNamespaces([namespace])]);
  return module;
}

/** The side navigation's groups, in their order: the permission that opens each one's pages. */
export const STAFF_NAV_GROUPS = [
  'Segreteria',
  'Amministrazione',
  'Didattica',
  'Prenotazioni',
  'Negozio',
  'Stage',
  'Tesi',
  'Interventi',
] as const satisfies readonly StaffPermission[];

/**
 * One page of the console, under `/staff`. `permission` is what it needs: `'any'` staff member,
 * or one staff permission (others see "not allowed"); `nav` puts it in the side navigation, in
 * a group (null: above the groups; pages reached from another one, a detail, have no `nav`) and
 * only for staff whom its permission allows.
 */
export interface StaffPageEntry {
  id: string;
  /** The path under /staff, without a leading slash ('' is the console's home). */
  path: string;
  permission: StaffPermission | 'any';
  nav?: {
    group: (typeof STAFF_NAV_GROUPS)[number] | null;
    icon: TablerIcon;
    label: (t: TFunction<'staff'>) => string;
  };
  Component: LazyExoticComponent<ComponentType>;
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
    Component: lazy(() => import('./pages/home-page')),
  },
  {
    id: 'documents',
    path: 'documents',
    permission: 'Segreteria',
    nav: { group: 'Segreteria', icon: IconFileCheck, label: (t) => t('nav.documents') },
    // The documents' types by their names in the candidate area.
    Component: lazy(() => withTexts('candidate', import('./pages/documents-page'))),
  },
  {
    id: 'people',
    path: 'people',
    permission: 'any',
    nav: { group: null, icon: IconUsers, label: (t) => t('people.nav') },
    Component: lazy(() => import('./pages/people-page')),
  },
  {
    id: 'person',
    path: 'people/:id',
    permission: 'any',
    Component: lazy(() => import('./pages/person-page')),
  },
  {
    id: 'applications',
    path: 'applications',
    permission: 'Segreteria',
    nav: { group: 'Segreteria', icon: IconFileDescription, label: (t) => t('applications.nav') },
    // The applications' statuses by their names in the candidate area.
    Component: lazy(() => withTexts('candidate', import('./pages/applications-page'))),
  },
  {
    id: 'application',
    path: 'applications/:id',
    permission: 'Segreteria',
    Component: lazy(() => import('./pages/application-page')),
  },
  {
    id: 'visas',
    path: 'visas',
    permission: 'Segreteria',
    nav: { group: 'Segreteria', icon: IconPlane, label: (t) => t('visas.nav') },
    // The visas' statuses by their names in the candidate area.
    Component: lazy(() => withTexts('candidate', import('./pages/visas-page'))),
  },
  {
    id: 'billingExport',
    path: 'billing-export',
    permission: 'Segreteria',
    nav: { group: 'Segreteria', icon: IconFileSpreadsheet, label: (t) => t('billingExport.nav') },
    Component: lazy(() => import('./pages/billing-export-page')),
  },
  {
    id: 'utility',
    path: 'utility',
    permission: 'Segreteria',
    nav: { group: 'Segreteria', icon: IconLock, label: (t) => t('nav.utility') },
    Component: lazy(() => withTexts('utility', import('./utility/utility-enrolments-page'))),
  },
  {
    id: 'utilityEnrolment',
    path: 'utility/:id',
    permission: 'Segreteria',
    Component: lazy(() => withTexts('utility', import('./utility/utility-enrolment-page'))),
  },
  {
    id: 'housing',
    path: 'housing',
    permission: 'Segreteria',
    nav: { group: 'Segreteria', icon: IconHome2, label: (t) => t('housing.nav') },
    Component: lazy(() => import('./housing/housing-stays-page')),
  },
  {
    id: 'vouchers',
    path: 'vouchers',
    permission: 'Segreteria',
    nav: { group: 'Segreteria', icon: IconTicket, label: (t) => t('nav.vouchers') },
    Component: lazy(() => withTexts('vouchers', import('./vouchers/vouchers-page'))),
  },
  {
    id: 'voucher',
    path: 'vouchers/:id',
    permission: 'Segreteria',
    Component: lazy(() => withTexts('vouchers', import('./vouchers/voucher-detail-page'))),
  },
  {
    id: 'notifications',
    path: 'notifications',
    permission: 'Segreteria',
    nav: { group: 'Segreteria', icon: IconBell, label: (t) => t('nav.notifications') },
    Component: lazy(() => withTexts('notifications', import('./notifications/composer-page'))),
  },
  {
    id: 'editions',
    path: 'editions',
    permission: 'Amministrazione',
    nav: { group: 'Amministrazione', icon: IconCalendarEvent, label: (t) => t('editions.nav') },
    Component: lazy(() => import('./pages/editions-page')),
  },
  {
    id: 'doors',
    path: 'doors',
    permission: 'Amministrazione',
    nav: { group: 'Amministrazione', icon: IconDoor, label: (t) => t('nav.doors') },
    Component: lazy(() => withTexts('doors', import('./doors/doors-page'))),
  },
  {
    id: 'audit',
    path: 'audit',
    permission: 'Amministrazione',
    nav: { group: 'Amministrazione', icon: IconHistory, label: (t) => t('nav.audit') },
    Component: lazy(() => import('./pages/audit-page')),
  },
  {
    id: 'classrooms',
    path: 'classrooms',
    permission: 'Didattica',
    nav: { group: 'Didattica', icon: IconChalkboard, label: (t) => t('nav.classrooms') },
    Component: lazy(() => withTexts('attendance', import('./attendance/classrooms-page'))),
  },
  {
    id: 'attendance',
    path: 'attendance',
    permission: 'Didattica',
    nav: { group: 'Didattica', icon: IconListCheck, label: (t) => t('nav.attendance') },
    Component: lazy(() => withTexts('attendance', import('./attendance/register-page'))),
  },
  {
    id: 'lessons',
    path: 'lessons',
    permission: 'Didattica',
    nav: { group: 'Didattica', icon: IconVideo, label: (t) => t('nav.lessons') },
    Component: lazy(() => withTexts('elearning', import('./elearning/lessons-page'))),
  },
  {
    id: 'bookings',
    path: 'bookings',
    permission: 'Prenotazioni',
    nav: { group: 'Prenotazioni', icon: IconCalendarTime, label: (t) => t('nav.bookings') },
    Component: lazy(() => withTexts('bookings', import('./bookings/items-page'))),
  },
  {
    id: 'bookingItem',
    path: 'bookings/:id',
    permission: 'Prenotazioni',
    Component: lazy(() => withTexts('bookings', import('./bookings/item-page'))),
  },
  {
    id: 'shopProducts',
    path: 'shop/products',
    permission: 'Negozio',
    nav: { group: 'Negozio', icon: IconShoppingBag, label: (t) => t('nav.shopProducts') },
    Component: lazy(() => withTexts('shop', import('./shop/products-page'))),
  },
  {
    id: 'shopProduct',
    path: 'shop/products/:id',
    permission: 'Negozio',
    Component: lazy(() => withTexts('shop', import('./shop/product-page'))),
  },
  {
    id: 'shopOrders',
    path: 'shop/orders',
    permission: 'Negozio',
    nav: { group: 'Negozio', icon: IconReceipt, label: (t) => t('nav.shopOrders') },
    Component: lazy(() => withTexts('shop', import('./shop/orders-page'))),
  },
  {
    id: 'shopOrder',
    path: 'shop/orders/:id',
    permission: 'Negozio',
    Component: lazy(() => withTexts('shop', import('./shop/order-page'))),
  },
  {
    id: 'thesisConditions',
    path: 'thesis/conditions',
    permission: 'Tesi',
    nav: { group: 'Tesi', icon: IconNotebook, label: (t) => t('nav.thesisConditions') },
    Component: lazy(() => withTexts('thesis', import('./thesis/conditions-page'))),
  },
  {
    id: 'thesisCatalogue',
    path: 'thesis/catalogue',
    permission: 'Tesi',
    nav: { group: 'Tesi', icon: IconSalad, label: (t) => t('nav.thesisCatalogue') },
    Component: lazy(() => withTexts('thesis', import('./thesis/catalogue-page'))),
  },
  {
    id: 'thesisTheses',
    path: 'thesis/theses',
    permission: 'Tesi',
    nav: { group: 'Tesi', icon: IconToolsKitchen2, label: (t) => t('nav.thesisTheses') },
    Component: lazy(() => withTexts('thesis', import('./thesis/theses-page'))),
  },
  {
    id: 'thesisThesis',
    path: 'thesis/theses/:id',
    permission: 'Tesi',
    Component: lazy(() => withTexts('thesis', import('./thesis/thesis-page'))),
  },
  {
    id: 'thesisShopping',
    path: 'thesis/shopping-list',
    permission: 'Tesi',
    nav: { group: 'Tesi', icon: IconShoppingCart, label: (t) => t('nav.thesisShopping') },
    Component: lazy(() => withTexts('thesis', import('./thesis/shopping-list-page'))),
  },
  {
    id: 'internshipBoard',
    path: 'internship',
    permission: 'Stage',
    nav: { group: 'Stage', icon: IconBriefcase, label: (t) => t('nav.internshipBoard') },
    Component: lazy(() => withTexts('internship', import('./internship/stages-page'))),
  },
  {
    id: 'internshipStage',
    path: 'internship/stages/:id',
    permission: 'Stage',
    Component: lazy(() => withTexts('internship', withTexts('survey', import('./internship/stage-page')))),
  },
  {
    id: 'internshipSurveys',
    path: 'internship/surveys',
    permission: 'Stage',
    nav: { group: 'Stage', icon: IconForms, label: (t) => t('nav.internshipSurveys') },
    Component: lazy(() => withTexts('internship', withTexts('survey', import('./internship/surveys-page')))),
  },
  {
    id: 'internshipAnswers',
    path: 'internship/answers',
    permission: 'Stage',
    nav: { group: 'Stage', icon: IconChartBar, label: (t) => t('nav.internshipAnswers') },
    Component: lazy(() => withTexts('internship', withTexts('survey', import('./internship/answers-page')))),
  },
  {
    id: 'tickets',
    path: 'tickets',
    permission: 'Interventi',
    nav: { group: 'Interventi', icon: IconLifebuoy, label: (t) => t('nav.tickets') },
    Component: lazy(() => withTexts('tickets', import('./tickets/tickets-inbox-page'))),
  },
  {
    id: 'ticketCategories',
    path: 'tickets/categories',
    permission: 'Interventi',
    nav: { group: 'Interventi', icon: IconTags, label: (t) => t('nav.ticketCategories') },
    Component: lazy(() => withTexts('tickets', import('./tickets/ticket-categories-page'))),
  },
  {
    id: 'ticket',
    path: 'tickets/:id',
    permission: 'Interventi',
    Component: lazy(() => withTexts('tickets', import('./tickets/ticket-page'))),
  },
];
