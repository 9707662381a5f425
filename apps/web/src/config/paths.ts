/** Every internal route of the web app, in one place. */
export const paths = {
  home: '/',
  info: '/info',
  candidates: '/candidati',
  myAlmaLife: '/myalmalife',
  courses: '/corsi',
  assistance: '/assistenza',
  askAssistance: '/chiediassistenza',
  sponsor: '/sponsor',
  graduates: '/diplomati',
  facilitations: '/facilitazioni',
  extracurricular: '/extradidattica',
  profile: '/profilo',
  /** DayFirst: the first-day guide (students). */
  dayFirst: '/dayfirst',
  /** Studente: the student home (students or employees). */
  student: '/studente',
  /** Regolamento: the school rules. */
  rules: '/regolamento',
  /** RegolamentoAlma: the didactic rules. */
  almaRules: '/regolamentoalma',
  /** RegolamentoHousing: the housing rules. */
  housingRules: '/regolamentoHousing',
  /** The general housing rules. */
  housingRulesGeneral: '/regolamentoHousingGen',
  /** The description of the accommodation. */
  accommodation: '/descralloggio',
  /** HousingRifiuti: waste sorting. */
  waste: '/waste',
  recipes: '/ricette',
  /** Housing: only with an active housing contract, otherwise Home. */
  housing: '/housing',
  /** Utility: badge, PIN, doors, lockers, digital books. */
  utility: '/utility',
  /** Didattica: Hyperplanning, e-learning, attendance, thesis or exams. */
  didactics: '/didattica',
  elearning: '/elearning',
  /** Prenotazioni: events, course modules and exam sessions. */
  bookings: '/prenotazioni',
  /** Presenze: check-in by QR code. */
  attendance: '/presenze',
  /** The classroom's kiosk with the rotating code: `/presenze/aula/{id}`. */
  attendanceKiosk: '/presenze/aula',
  /** Candidato: the candidate area (candidato and studente only). */
  candidateArea: '/areacandidato',
  /** Storico: the application history (candidato and studente only). */
  history: '/storico',
  passwordRecovery: '/ierecovery',
  newPassword: '/recovery',
  outbox: '/outbox',
  /** The staff console (its pages are listed in features/staff/routes.tsx). */
  staff: '/staff',
  /** Candidatura: `/candidatura/{productcode}` and `/candidatura/{productcode}/{step}`. */
  application: '/candidatura',
  /** The test fee payment page (not access-protected; a test page). */
  testFee: '/stepPagamentoTEST',
  /** The login test page of the route table (a test page). */
  loginTest: '/logintest',
} as const;

/** `/profilo?signup=1`: the sign-up form. */
export const signUpPath = `${paths.profile}?signup=1`;

/**
 * Routes that belong to features not built yet. A feature that adds one of these routes sets its
 * path here; until then the value is null and nothing links to it or navigates there.
 */
export const featurePaths: { shop: string | null } = {
  /** EcommerceShop, `/ecommerce/shop`: registered by the shop feature. */
  shop: null,
};
