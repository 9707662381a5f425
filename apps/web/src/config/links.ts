import type { StageFixedLinkId } from '@school/domain/internship/stage';
import type { Locale } from '@school/domain/shared/locale';

/** Every external address the web app links to. */
export const SCHOOL_SITE = 'https://www.alma.scuolacucina.it';

type LocalizedUrl = Record<Locale, string>;

function both(it: string, en: string): LocalizedUrl {
  return { it, en };
}

export const links = {
  schoolSite: both(SCHOOL_SITE, `${SCHOOL_SITE}/en/`),
  courses: both(`${SCHOOL_SITE}/corsi/`, `${SCHOOL_SITE}/en/courses/`),
  openDay: both(`${SCHOOL_SITE}/open-day/`, `${SCHOOL_SITE}/en/open-day/`),
  requestInfo: both(`${SCHOOL_SITE}/richiesta-informazioni/`, `${SCHOOL_SITE}/en/request-information/`),
  recipes: both(`${SCHOOL_SITE}/ricette/`, `${SCHOOL_SITE}/en/recipes/`),
  news: both(`${SCHOOL_SITE}/news/`, `${SCHOOL_SITE}/en/news/`),
  webinar: both(`${SCHOOL_SITE}/webinar/`, `${SCHOOL_SITE}/en/webinar/`),
  workWithUs: both(`${SCHOOL_SITE}/lavora-con-noi/`, `${SCHOOL_SITE}/en/work-with-us/`),
  alumni: both(`${SCHOOL_SITE}/alumni/`, `${SCHOOL_SITE}/en/alumni/`),
  jobOffers: both(`${SCHOOL_SITE}/offerte-di-lavoro/`, `${SCHOOL_SITE}/en/job-offers/`),
  advancedCourses: both(`${SCHOOL_SITE}/corsi-di-specializzazione/`, `${SCHOOL_SITE}/en/advanced-courses/`),
  scholarships: both(`${SCHOOL_SITE}/borse-di-studio/`, `${SCHOOL_SITE}/en/scholarships/`),
  financing: both(`${SCHOOL_SITE}/finanziamenti/`, `${SCHOOL_SITE}/en/financing/`),
  agreements: both(`${SCHOOL_SITE}/convenzioni/`, `${SCHOOL_SITE}/en/agreements/`),
  events: both(`${SCHOOL_SITE}/eventi/`, `${SCHOOL_SITE}/en/events/`),
  masterclasses: both(`${SCHOOL_SITE}/masterclass/`, `${SCHOOL_SITE}/en/masterclass/`),
  competitions: both(`${SCHOOL_SITE}/concorsi/`, `${SCHOOL_SITE}/en/competitions/`),
  /** The CV template of the application's step 0 ("link differs by language"): the Europass CV. */
  cvTemplate: both(
    'https://europa.eu/europass/it/create-europass-cv',
    'https://europa.eu/europass/en/create-europass-cv',
  ),
  privacy: both(`${SCHOOL_SITE}/privacy-policy/`, `${SCHOOL_SITE}/en/privacy-policy/`),
  /**
   * The internship area's two fixed links (STAGE_FIXED_LINKS of the domain, decision 45): "Modulo
   * di Adesione", the host's membership form, and "FAQ Cliente", the hosts' questions.
   */
  stageMembershipForm: both(
    `${SCHOOL_SITE}/stage/modulo-di-adesione/`,
    `${SCHOOL_SITE}/en/internship/membership-form/`,
  ),
  stageClientFaq: both(`${SCHOOL_SITE}/stage/faq-cliente/`, `${SCHOOL_SITE}/en/internship/client-faq/`),
} satisfies Record<string, LocalizedUrl> & Record<StageFixedLinkId, LocalizedUrl>;

/**
 * Hyperplanning, the timetable of lessons and classrooms (Didattica, "Hyperplanning external
 * link"): one address in both languages, the timetable's own language switch applies.
 */
export const HYPERPLANNING_URL = 'https://alma-scuolacucina.hyperplanning.it/hp/';

/** The student home's "living in the city" guide, offered in English only (specification 000, section 2). */
export const LIVING_IN_THE_CITY_URL = `${SCHOOL_SITE}/en/living-in-parma/`;

export type ExternalLinkId = keyof typeof links;

export function externalUrl(id: ExternalLinkId, locale: Locale): string {
  return links[id][locale];
}

/** The school's switchboard, shown on the Italian "request assistance" page. */
export const SCHOOL_PHONE = { display: '+39 0521 525211', href: 'tel:+390521525211' } as const;

/** The thesis screen's "help button to tickets (Interventi, from=Esami)" (specification 001, section 2). */
export const THESIS_HELP_PATH = '/interventi?from=Esami';
