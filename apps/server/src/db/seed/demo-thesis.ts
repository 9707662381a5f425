import { type ExamType, THESIS_NAME } from '@school/domain/thesis/thesis';
import type { DbOrTx } from '../client.ts';
import {
  theses,
  thesisCatalogueItems,
  thesisConditions,
  thesisDishes,
  thesisDishLines,
} from '../schema/index.ts';
import { demoDay } from './demo-candidates.ts';

type CatalogueSeed = [
  category: string,
  name: string,
  code: string,
  units: string[],
  costCents: number | null,
  ignoreCost?: boolean,
];

/** ~60 ingredients in categories, each with its units and cost per unit (cents). */
const INGREDIENTS: CatalogueSeed[] = [
  ['Carni', 'Filetto di manzo', 'ING-CAR-001', ['KG'], 4200],
  ['Carni', 'Petto di pollo', 'ING-CAR-002', ['KG'], 1150],
  ['Carni', 'Guanciale', 'ING-CAR-003', ['KG'], 1890],
  ['Carni', 'Prosciutto di Parma', 'ING-CAR-004', ['KG'], 2600],
  ['Carni', 'Coscia di coniglio', 'ING-CAR-005', ['KG', 'NR'], 1400],
  ['Pesce', 'Filetto di branzino', 'ING-PES-001', ['KG'], 2800],
  ['Pesce', 'Gamberi rossi', 'ING-PES-002', ['KG'], 5400],
  ['Pesce', 'Cozze', 'ING-PES-003', ['KG'], 450],
  ['Pesce', 'Baccalà dissalato', 'ING-PES-004', ['KG'], 2300],
  ['Latticini', 'Parmigiano Reggiano 24 mesi', 'ING-LAT-001', ['KG'], 2450],
  ['Latticini', 'Burro', 'ING-LAT-002', ['KG'], 980],
  ['Latticini', 'Panna fresca', 'ING-LAT-003', ['LT'], 520],
  ['Latticini', 'Latte intero', 'ING-LAT-004', ['LT'], 145],
  ['Latticini', 'Mozzarella di bufala', 'ING-LAT-005', ['KG', 'NR'], 1390],
  ['Latticini', 'Mascarpone', 'ING-LAT-006', ['KG'], 890],
  ['Uova', 'Uova fresche', 'ING-UOV-001', ['NR'], 35],
  ['Uova', 'Tuorli pastorizzati', 'ING-UOV-002', ['KG'], 1100],
  ['Farine e cereali', 'Farina 00', 'ING-FAR-001', ['KG'], 110],
  ['Farine e cereali', 'Semola rimacinata', 'ING-FAR-002', ['KG'], 160],
  ['Farine e cereali', 'Riso Carnaroli', 'ING-FAR-003', ['KG'], 480],
  ['Farine e cereali', 'Farina di mais per polenta', 'ING-FAR-004', ['KG'], 240],
  ['Verdure', 'Cipolla dorata', 'ING-VER-001', ['KG'], 180],
  ['Verdure', 'Carote', 'ING-VER-002', ['KG'], 150],
  ['Verdure', 'Sedano', 'ING-VER-003', ['KG'], 210],
  ['Verdure', 'Pomodori San Marzano', 'ING-VER-004', ['KG'], 390],
  ['Verdure', 'Zucca', 'ING-VER-005', ['KG'], 220],
  ['Verdure', 'Funghi porcini', 'ING-VER-006', ['KG'], 3200],
  ['Verdure', 'Asparagi', 'ING-VER-007', ['KG', 'NR'], 890],
  ['Erbe e spezie', 'Basilico', 'ING-ERB-001', ['KG'], 2500],
  ['Erbe e spezie', 'Rosmarino', 'ING-ERB-002', ['KG'], 1800],
  ['Erbe e spezie', 'Zafferano in pistilli', 'ING-ERB-003', ['KG'], 1_200_000],
  ['Erbe e spezie', 'Pepe nero', 'ING-ERB-004', ['KG'], 2900],
  ['Erbe e spezie', 'Sale fino', 'ING-ERB-005', ['KG'], 60],
  ['Oli e condimenti', "Olio extravergine d'oliva", 'ING-OLI-001', ['LT'], 950],
  ['Oli e condimenti', 'Aceto balsamico di Modena', 'ING-OLI-002', ['LT'], 1400],
  ['Oli e condimenti', 'Vino bianco da cucina', 'ING-OLI-003', ['LT'], 390],
  ['Dolci', 'Zucchero semolato', 'ING-DOL-001', ['KG'], 120],
  ['Dolci', 'Cioccolato fondente 70%', 'ING-DOL-002', ['KG'], 1650],
  ['Dolci', 'Savoiardi', 'ING-DOL-003', ['KG'], 780],
  ['Dolci', 'Caffè espresso', 'ING-DOL-004', ['LT'], 1200],
  ['Dolci', 'Baccello di vaniglia Bourbon', 'ING-DOL-005', ['NR'], 290],
  ['Dolci', 'Pistacchi di Bronte', 'ING-DOL-006', ['KG'], 4800],
  ['Dolci', 'Nocciole tostate del Piemonte', 'ING-DOL-007', ['KG'], 2200],
  ['Dolci', 'Gelatina in fogli', 'ING-DOL-008', ['KG', 'NR'], 3600],
  ['Carni', 'Fegato grasso d’anatra', 'ING-CAR-006', ['KG'], 6900],
  ['Carni', 'Carré di agnello', 'ING-CAR-007', ['KG'], 2650],
  ['Carni', 'Salsiccia di maiale', 'ING-CAR-008', ['KG'], 990],
  ['Pesce', 'Capesante', 'ING-PES-005', ['KG', 'NR'], 4200],
  ['Pesce', 'Polpo verace', 'ING-PES-006', ['KG'], 1800],
  ['Pesce', 'Acciughe sotto sale', 'ING-PES-007', ['KG'], 2100],
  ['Verdure', 'Tartufo nero pregiato', 'ING-VER-008', ['KG'], 120_000],
  ['Verdure', 'Patate a pasta gialla', 'ING-VER-009', ['KG'], 120],
  ['Verdure', 'Carciofi', 'ING-VER-010', ['NR'], 110],
  ['Verdure', 'Limoni non trattati', 'ING-VER-011', ['KG', 'NR'], 320],
  ['Verdure', 'Aglio', 'ING-VER-012', ['KG'], 650],
  ['Latticini', 'Ricotta di pecora', 'ING-LAT-007', ['KG'], 980],
  ['Latticini', 'Pecorino Romano', 'ING-LAT-008', ['KG'], 1850],
  ['Farine e cereali', 'Pangrattato', 'ING-FAR-005', ['KG'], 290],
  ['Farine e cereali', 'Farina di grano saraceno', 'ING-FAR-006', ['KG'], 420],
  ['Oli e condimenti', 'Vino rosso Lambrusco', 'ING-OLI-004', ['LT'], 650],
  ['Oli e condimenti', 'Brodo vegetale', 'ING-OLI-005', ['LT'], 180],
  // Water and ice come from the school's kitchen: listed, not counted (ignore-cost).
  ['Oli e condimenti', 'Ghiaccio alimentare', 'ING-OLI-006', ['KG'], 50, true],
];

/** ~15 pieces of equipment, with what each costs the school; a line's cost counts ingredients only. */
const EQUIPMENT: CatalogueSeed[] = [
  ['Cottura', 'Casseruola inox 24 cm', 'ATT-COT-001', ['NR'], 4500],
  ['Cottura', 'Padella antiaderente 28 cm', 'ATT-COT-002', ['NR'], 3200],
  ['Cottura', 'Rondeau in rame', 'ATT-COT-003', ['NR'], 18900],
  ['Cottura', 'Roner per cottura sottovuoto', 'ATT-COT-004', ['NR'], 24900],
  ['Cottura', 'Teglia forata', 'ATT-COT-005', ['NR'], 2800],
  ['Preparazione', 'Coltello da chef', 'ATT-PRE-001', ['NR'], 8900],
  ['Preparazione', 'Mandolina', 'ATT-PRE-002', ['NR'], 3900],
  ['Preparazione', 'Cutter', 'ATT-PRE-003', ['NR'], 45000],
  ['Preparazione', 'Planetaria', 'ATT-PRE-004', ['NR'], 69000],
  ['Preparazione', 'Setaccio fine', 'ATT-PRE-005', ['NR'], 1500],
  ['Servizio', 'Piatto piano bianco', 'ATT-SER-001', ['NR'], 650],
  ['Servizio', 'Fondina', 'ATT-SER-002', ['NR'], 720],
  ['Servizio', 'Pinzette da impiattamento', 'ATT-SER-003', ['NR'], 890],
  ['Servizio', 'Coppapasta', 'ATT-SER-004', ['NR'], 450],
  ['Servizio', 'Sac à poche', 'ATT-SER-005', ['NR'], 390],
];

type Kind = 'ingredient' | 'equipment';
type LineSeed = [code: string, note: string, quantityThousandths: number, unit: string, kind?: Kind];
interface DishSeed {
  values: Omit<typeof thesisDishes.$inferInsert, 'thesisId' | 'position'>;
  lines: LineSeed[];
}

/**
 * The demo thesis (README lists who shows what):
 * - the conditions of CUCINA-2026B for both exams: the final one (budget 150,00 €, two dishes,
 *   lock date in two months) and the intermediate one, already held (lock date past: locked);
 *   the final exam's conditions of the two 2027 editions, for the console;
 * - the catalogue: ~60 ingredients and 15 pieces of equipment in categories;
 * - Luca (studente@demo.alma.it, both thesis flags): his final thesis in progress, two dishes
 *   under budget (42,16 €); his intermediate thesis is created when he first opens it (locked);
 * - Marco (studente3@demo.alma.it, both thesis flags): his final thesis over budget (152,75 € of
 *   150,00 €: the prices rose after he saved it) and his intermediate thesis, locked.
 */
export async function seedThesisDemo(
  tx: DbOrTx,
  enrolments: { lucaEnrolmentId: string | undefined; marcoEnrolmentId: string | undefined },
): Promise<void> {
  const { lucaEnrolmentId, marcoEnrolmentId } = enrolments;
  if (!lucaEnrolmentId || !marcoEnrolmentId)
    throw new Error("the demo students' course enrolments are missing");
  await tx.insert(thesisConditions).values([
    {
      productCode: 'CUCINA-2026B',
      examType: 'Esame Finale',
      budgetCents: 15_000,
      numberOfDishes: 2,
      dishBaseName: 'Piatto',
      dishTypes: ['Antipasto', 'Primo', 'Secondo', 'Dessert'],
      drinkTypes: ['Vino bianco', 'Vino rosso', 'Analcolico'],
      ingredientsNeeded: true,
      equipmentNeeded: true,
      guidelinesUrl: 'https://www.alma.scuolacucina.it/linee-guida-tesi',
      thesisDeadline: demoDay(45),
      dossierDeadline: demoDay(50),
      lockDate: demoDay(60),
    },
    {
      productCode: 'CUCINA-2026B',
      examType: 'Esame Intermedio',
      budgetCents: 6_000,
      numberOfDishes: 1,
      dishBaseName: 'Piatto intermedio',
      dishTypes: ['Primo', 'Secondo'],
      drinkTypes: [],
      ingredientsNeeded: true,
      equipmentNeeded: false,
      guidelinesUrl: 'https://www.alma.scuolacucina.it/linee-guida-esame-intermedio',
      // The intermediate exam was held: its theses are locked.
      thesisDeadline: demoDay(-20),
      lockDate: demoDay(-14),
    },
    {
      productCode: 'CUCINA-2027A',
      examType: 'Esame Finale',
      budgetCents: 18_000,
      numberOfDishes: 3,
      dishBaseName: 'Piatto',
      dishTypes: ['Antipasto', 'Primo', 'Secondo', 'Dessert'],
      drinkTypes: ['Vino bianco', 'Vino rosso', 'Analcolico'],
      guidelinesUrl: 'https://www.alma.scuolacucina.it/linee-guida-tesi',
    },
    {
      productCode: 'PASTICCERIA-2027A',
      examType: 'Esame Finale',
      budgetCents: 12_000,
      numberOfDishes: 2,
      dishBaseName: 'Dolce',
      dishTypes: ['Torta', 'Dessert al piatto', 'Piccola pasticceria'],
      drinkTypes: ['Vino dolce', 'Analcolico'],
      equipmentNeeded: true,
      guidelinesUrl: 'https://www.alma.scuolacucina.it/linee-guida-tesi-pasticceria',
    },
  ]);

  const rows = await tx
    .insert(thesisCatalogueItems)
    .values([
      ...INGREDIENTS.map(([category, name, code, units, costCents, ignoreCost = false]) => ({
        kind: 'ingredient' as const,
        category,
        name,
        code,
        units,
        costCents,
        ignoreCost,
      })),
      ...EQUIPMENT.map(([category, name, code, units, costCents]) => ({
        kind: 'equipment' as const,
        category,
        name,
        code,
        units,
        costCents,
        ignoreCost: true,
      })),
    ])
    .returning({ id: thesisCatalogueItems.id, code: thesisCatalogueItems.code });
  const item = (code: string) => {
    const found = rows.find((r) => r.code === code);
    if (!found) throw new Error(`demo catalogue item ${code} missing`);
    return found.id;
  };

  /** A thesis with its dishes (positions 1, 2…) and their lines. */
  async function thesis(enrolmentId: string, examType: ExamType, dishes: DishSeed[]) {
    const [row] = await tx
      .insert(theses)
      .values({ enrolmentId, examType, name: THESIS_NAME[examType] })
      .returning({ id: theses.id });
    if (!row) throw new Error('demo thesis not seeded');
    const dishRows = await tx
      .insert(thesisDishes)
      .values(dishes.map((dish, i) => ({ ...dish.values, thesisId: row.id, position: i + 1 })))
      .returning({ id: thesisDishes.id });
    await tx.insert(thesisDishLines).values(
      dishes.flatMap((dish, i) =>
        dish.lines.map(([code, note, quantityThousandths, unit, kind = 'ingredient'], n) => ({
          dishId: dishRows[i]?.id ?? '',
          position: n + 1,
          kind,
          catalogueItemId: item(code),
          note,
          quantityThousandths,
          unit,
        })),
      ),
    );
  }

  // Luca's final thesis, in progress.
  // Risotto: 1,92 € + 0,78 + 2,94 + 12,00 (1 g of saffron) + 0,39 = 18,03 €.
  // Branzino: 22,40 € + 1,25 + 0,48 (0,475 rounded half up) = 24,13 €. Thesis 42,16 € of 150,00 €.
  await thesis(lucaEnrolmentId, 'Esame Finale', [
    {
      values: {
        name: 'RISOTTO ALLO ZAFFERANO',
        description: 'RISOTTO CARNAROLI MANTECATO AL BURRO E PARMIGIANO, PISTILLI DI ZAFFERANO',
        dishType: 'Primo',
        drinkAccompaniment: true,
        drinkType: 'Vino bianco',
        drinkName: 'Malvasia dei Colli di Parma',
        drinkNotes: 'Servito a 10 °C',
      },
      lines: [
        ['ING-FAR-003', 'Riso Carnaroli', 400, 'KG'],
        ['ING-LAT-002', 'Burro per la mantecatura', 80, 'KG'],
        ['ING-LAT-001', 'Parmigiano grattugiato', 120, 'KG'],
        ['ING-ERB-003', 'Zafferano in pistilli', 1, 'KG'],
        ['ING-OLI-003', 'Vino bianco per sfumare', 100, 'LT'],
        ['ATT-COT-001', 'Casseruola per il risotto', 1000, 'NR', 'equipment'],
      ],
    },
    {
      values: {
        name: 'BRANZINO AL BASILICO',
        description: 'FILETTO DI BRANZINO ARROSTITO, SALSA AL BASILICO E OLIO EXTRAVERGINE',
        dishType: 'Secondo',
      },
      lines: [
        ['ING-PES-001', 'Filetti di branzino', 800, 'KG'],
        ['ING-ERB-001', 'Basilico fresco', 50, 'KG'],
        ['ING-OLI-001', 'Olio per la salsa', 50, 'LT'],
        ['ATT-PRE-001', 'Coltello per sfilettare', 1000, 'NR', 'equipment'],
        ['ATT-SER-001', 'Piatto di servizio', 4000, 'NR', 'equipment'],
      ],
    },
  ]);

  // Marco's final thesis, over budget: 64,80 € + 0,95 + 63,00 + 24,00 = 152,75 € of 150,00 €.
  await thesis(marcoEnrolmentId, 'Esame Finale', [
    {
      values: {
        name: 'CRUDO DI GAMBERI ROSSI',
        description: 'GAMBERI ROSSI CRUDI, OLIO EXTRAVERGINE E SCORZA DI LIMONE',
        dishType: 'Antipasto',
        drinkAccompaniment: true,
        drinkType: 'Vino bianco',
        drinkName: 'Franciacorta Brut',
        drinkNotes: 'Servito a 8 °C',
      },
      lines: [
        ['ING-PES-002', 'Gamberi rossi di Mazara', 1200, 'KG'],
        ['ING-OLI-001', 'Olio extravergine', 100, 'LT'],
        ['ING-OLI-006', 'Ghiaccio per il servizio', 2000, 'KG'],
        ['ATT-SER-002', 'Fondina', 4000, 'NR', 'equipment'],
      ],
    },
    {
      values: {
        name: 'FILETTO ALLA ROSSINI',
        description: 'FILETTO DI MANZO, SCALOPPA DI FEGATO GRASSO E TARTUFO NERO',
        dishType: 'Secondo',
      },
      lines: [
        ['ING-CAR-001', 'Filetto di manzo', 1500, 'KG'],
        ['ING-VER-008', 'Tartufo nero a lamelle', 20, 'KG'],
        ['ATT-COT-003', 'Rondeau in rame', 1000, 'NR', 'equipment'],
      ],
    },
  ]);

  // Marco's intermediate thesis, locked since the exam (0,33 € + 1,05 + 1,89 + 2,45 = 5,72 €).
  await thesis(marcoEnrolmentId, 'Esame Intermedio', [
    {
      values: {
        name: 'TAGLIATELLE AL RAGÙ',
        description: 'TAGLIATELLE TIRATE A MANO, RAGÙ DI SALSICCIA E POMODORO',
        dishType: 'Primo',
      },
      lines: [
        ['ING-FAR-001', 'Farina 00', 300, 'KG'],
        ['ING-UOV-001', 'Uova fresche', 3000, 'NR'],
        ['ING-CAR-008', 'Salsiccia', 191, 'KG'],
        ['ING-LAT-001', 'Parmigiano', 100, 'KG'],
      ],
    },
  ]);
}
