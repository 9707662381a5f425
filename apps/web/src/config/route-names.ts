/**
 * The route names of the specification's route table (000, section 1; 001, section 2) and their
 * paths. `gotosection` may name a route ("Utility") as well as give a path ("/utility"); routes
 * with parameters take them from the query (`candidatura`: productCode and step;
 * `EcommerceProduct`: productcode). Names are case-sensitive, as route names are.
 */
const STATIC_ROUTES: Readonly<Record<string, string>> = {
  Home: '/',
  Info: '/info',
  Candidati: '/candidati',
  MyAlmaLife: '/myalmalife',
  Corsi: '/corsi',
  Ricette: '/ricette',
  Candidato: '/areacandidato',
  Chiediassistenza: '/chiediassistenza',
  Storico: '/storico',
  DayFirst: '/dayfirst',
  Studente: '/studente',
  Housing: '/housing',
  AreaSponsor: '/sponsor',
  Diplomati: '/diplomati',
  Profilo: '/profilo',
  EcommerceHome: '/ecommerce',
  EcommerceShop: '/ecommerce/shop',
  EcommerceStorico: '/ecommerce/log',
  EcommerceBadge: '/ecommerce/topup',
  EcommerceCoupons: '/ecommerce/coupons',
  EcommerceRiepilogo: '/ecommerce/riepilogo',
  Interventi: '/interventi',
  Utility: '/utility',
  Presenze: '/presenze',
  AreaStage: '/areastage',
  Didattica: '/didattica',
  InvioEmailRecovery: '/ierecovery',
  RegolamentoAlma: '/regolamentoalma',
  RegolamentoHousing: '/regolamentoHousing',
  HousingRifiuti: '/waste',
};

const SEGMENT = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * The path of a named route, with the query parameters it used up; null for an unknown name or
 * missing or malformed parameters.
 */
export function pathOfRouteName(
  name: string,
  query: URLSearchParams,
): { path: string; consumed: readonly string[] } | null {
  if (Object.hasOwn(STATIC_ROUTES, name)) return { path: STATIC_ROUTES[name] as string, consumed: [] };
  if (name === 'candidatura') {
    const product = query.get('productCode') ?? query.get('productcode');
    const step = query.get('step');
    if (!product || !SEGMENT.test(product) || (step !== null && !/^\d$/.test(step))) return null;
    return {
      path: step === null ? `/candidatura/${product}` : `/candidatura/${product}/${step}`,
      consumed: ['productCode', 'productcode', 'step'],
    };
  }
  if (name === 'EcommerceProduct') {
    const code = query.get('productcode');
    if (!code || !SEGMENT.test(code)) return null;
    return { path: `/ecommerce/shop/product/${code}`, consumed: ['productcode'] };
  }
  return null;
}
