import { THESIS_NAME } from '@school/domain/thesis/thesis';
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
];

/** ~40 ingredients in categories, each with its units and cost per unit (cents). */
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
];

/** ~15 pieces of equipment; their cost is not counted (ignore-cost). */
const EQUIPMENT: CatalogueSeed[] = [
  ['Cottura', 'Casseruola inox 24 cm', 'ATT-COT-001', ['NR'], null],
  ['Cottura', 'Padella antiaderente 28 cm', 'ATT-COT-002', ['NR'], null],
  ['Cottura', 'Rondeau in rame', 'ATT-COT-003', ['NR'], null],
  ['Cottura', 'Roner per cottura sottovuoto', 'ATT-COT-004', ['NR'], null],
  ['Cottura', 'Teglia forata', 'ATT-COT-005', ['NR'], null],
  ['Preparazione', 'Coltello da chef', 'ATT-PRE-001', ['NR'], null],
  ['Preparazione', 'Mandolina', 'ATT-PRE-002', ['NR'], null],
  ['Preparazione', 'Cutter', 'ATT-PRE-003', ['NR'], null],
  ['Preparazione', 'Planetaria', 'ATT-PRE-004', ['NR'], null],
  ['Preparazione', 'Setaccio fine', 'ATT-PRE-005', ['NR'], null],
  ['Servizio', 'Piatto piano bianco', 'ATT-SER-001', ['NR'], null],
  ['Servizio', 'Fondina', 'ATT-SER-002', ['NR'], null],
  ['Servizio', 'Pinzette da impiattamento', 'ATT-SER-003', ['NR'], null],
  ['Servizio', 'Coppapasta', 'ATT-SER-004', ['NR'], null],
  ['Servizio', 'Sac à poche', 'ATT-SER-005', ['NR'], null],
];

/**
 * The demo thesis: the conditions of CUCINA-2026B for both exams (final: budget 150,00 €, two
 * dishes, lock date in two months; intermediate: 60,00 €, one dish), the catalogue of ingredients
 * and equipment, and Luca's final thesis (studente@demo.alma.it, both thesis flags) with its two
 * dishes filled in, under budget. The intermediate thesis is created when he first opens it.
 */
export async function seedThesisDemo(tx: DbOrTx, courseEnrolmentId: string | undefined): Promise<void> {
  if (!courseEnrolmentId) throw new Error("the demo student's course enrolment is missing");
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
      thesisDeadline: demoDay(20),
      lockDate: demoDay(25),
    },
  ]);

  const rows = await tx
    .insert(thesisCatalogueItems)
    .values([
      ...INGREDIENTS.map(([category, name, code, units, costCents]) => ({
        kind: 'ingredient' as const,
        category,
        name,
        code,
        units,
        costCents,
      })),
      ...EQUIPMENT.map(([category, name, code, units]) => ({
        kind: 'equipment' as const,
        category,
        name,
        code,
        units,
        costCents: null,
        ignoreCost: true,
      })),
    ])
    .returning({ id: thesisCatalogueItems.id, code: thesisCatalogueItems.code });
  const item = (code: string) => {
    const found = rows.find((r) => r.code === code);
    if (!found) throw new Error(`demo catalogue item ${code} missing`);
    return found.id;
  };

  const [thesis] = await tx
    .insert(theses)
    .values({ enrolmentId: courseEnrolmentId, examType: 'Esame Finale', name: THESIS_NAME['Esame Finale'] })
    .returning({ id: theses.id });
  if (!thesis) throw new Error('demo thesis not seeded');
  const [risotto, branzino] = await tx
    .insert(thesisDishes)
    .values([
      {
        thesisId: thesis.id,
        position: 1,
        name: 'RISOTTO ALLO ZAFFERANO',
        description: 'RISOTTO CARNAROLI MANTECATO AL BURRO E PARMIGIANO, PISTILLI DI ZAFFERANO',
        dishType: 'Primo',
        drinkAccompaniment: true,
        drinkType: 'Vino bianco',
        drinkName: 'Malvasia dei Colli di Parma',
        drinkNotes: 'Servito a 10 °C',
      },
      {
        thesisId: thesis.id,
        position: 2,
        name: 'BRANZINO AL BASILICO',
        description: 'FILETTO DI BRANZINO ARROSTITO, SALSA AL BASILICO E OLIO EXTRAVERGINE',
        dishType: 'Secondo',
      },
    ])
    .returning({ id: thesisDishes.id });
  if (!risotto || !branzino) throw new Error('demo dishes not seeded');
  // Risotto: 1,92 € + 0,78 + 2,94 + 12,00 (1 g of saffron) + 0,39 = 18,03 €.
  // Branzino: 22,40 € + 1,25 + 0,48 (0,475 rounded half up) = 24,13 €. Thesis 42,16 € of 150,00 €.
  const line = (
    dishId: string,
    position: number,
    code: string,
    note: string,
    quantityThousandths: number,
    unit: string,
    kind: 'ingredient' | 'equipment' = 'ingredient',
  ) => ({ dishId, position, kind, catalogueItemId: item(code), note, quantityThousandths, unit });
  await tx
    .insert(thesisDishLines)
    .values([
      line(risotto.id, 1, 'ING-FAR-003', 'Riso Carnaroli', 400, 'KG'),
      line(risotto.id, 2, 'ING-LAT-002', 'Burro per la mantecatura', 80, 'KG'),
      line(risotto.id, 3, 'ING-LAT-001', 'Parmigiano grattugiato', 120, 'KG'),
      line(risotto.id, 4, 'ING-ERB-003', 'Zafferano in pistilli', 1, 'KG'),
      line(risotto.id, 5, 'ING-OLI-003', 'Vino bianco per sfumare', 100, 'LT'),
      line(risotto.id, 6, 'ATT-COT-001', 'Casseruola per il risotto', 1000, 'NR', 'equipment'),
      line(branzino.id, 1, 'ING-PES-001', 'Filetti di branzino', 800, 'KG'),
      line(branzino.id, 2, 'ING-ERB-001', 'Basilico fresco', 50, 'KG'),
      line(branzino.id, 3, 'ING-OLI-001', 'Olio per la salsa', 50, 'LT'),
      line(branzino.id, 4, 'ATT-PRE-001', 'Coltello per sfilettare', 1000, 'NR', 'equipment'),
      line(branzino.id, 5, 'ATT-SER-001', 'Piatto di servizio', 4000, 'NR', 'equipment'),
    ]);
}
