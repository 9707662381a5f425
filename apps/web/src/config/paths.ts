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
  /** I miei dati: the export of the person's data and the erasure request. */
  myData: '/profilo/i-miei-dati',
  /** The privacy notice: what is kept, why, for how long, and the rights. */
  privacyNotice: '/privacy',
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
  /** Voucher: redeem a voucher code (anyone; a visitor registers or signs in first). */
  voucher: '/voucher',
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
  /** EcommerceHome: the commerce home's four boxes (Acquisti, Storico, Ricarica Badge, Coupons). */
  ecommerce: '/ecommerce',
  /** EcommerceShop: the shop list (`?ricerca=&famiglia=&pagina=`; `carrello=1` opens the cart). */
  shop: '/ecommerce/shop',
  /** EcommerceProduct: the product sheet, `/ecommerce/shop/product/{productcode}`. */
  shopProduct: '/ecommerce/shop/product',
  /** EcommerceRiepilogo: the summary of the cart, or of one top-up (`?topUp=<product id>`). */
  shopSummary: '/ecommerce/riepilogo',
  /** EcommerceBadge: the badge top-up. */
  shopTopUp: '/ecommerce/topup',
  /** EcommerceCoupons: the partner coupons. */
  shopCoupons: '/ecommerce/coupons',
  /** The thank-you page after the payment: `/ecommerce/typ/{s|f}`. */
  shopThankYou: '/ecommerce/typ',
  /** EcommerceStorico: the person's orders. */
  shopOrders: '/ecommerce/log',
  /** AreaStage: the internship area ("Your Internship Path"). */
  internship: '/areastage',
  /** TStageForm: the test page of one survey form, `/TStageForm?survey={form}` (a test page). */
  internshipFormTest: '/TStageForm',
  /** TAreaStage: the internship area's test page (a test page). */
  internshipTest: '/TAreaStage',
  /** Esami: the choice between the intermediate and the final exam. */
  exams: '/esami',
  /** Tesi: one exam's thesis and its dishes, `/tesi?exam={intermediate|final}`. */
  thesis: '/tesi',
  /** The tutor's end-of-stage evaluation, `/valutazione-tutor/{token}` (the link mailed to the tutor; no login). */
  tutorEvaluation: '/valutazione-tutor',
  /** Interventi: the user's tickets (`?from=Housing|Segreteria|Esami`, `?newCaso_{object}_{id}`). */
  tickets: '/interventi',
  /** Every notification of the person (the bell's full list). */
  notifications: '/notifiche',
  /** The students' weekly survey (getOpenFeedbacks; the Home link). */
  weeklySurvey: '/questionario',
} as const;

/** `/profilo?signup=1`: the sign-up form. */
export const signUpPath = `${paths.profile}?signup=1`;

/** `/profilo?shop=1`: the login that opens the shop (allowShop after login, then EcommerceShop). */
export const shopLoginPath = `${paths.profile}?shop=1`;

/** The product sheet of a product code. */
export function shopProductPath(code: string): string {
  return `${paths.shopProduct}/${encodeURIComponent(code)}`;
}

/** The address of a console page (`''` → `/staff`). */
export function staffPath(path: string): string {
  return path === '' ? paths.staff : `${paths.staff}/${path}`;
}
