import type { FileStorage } from '../../platform/storage/storage.ts';
import type { DbOrTx } from '../client.ts';
import { ticketAttachments, ticketCategories, ticketMessages, tickets } from '../schema/index.ts';
import { demoPdf, storeDemoPdf } from './demo-files.ts';

/** The case categories of the demo, Italian and English (Segreteria, Housing, Esami, Didattica, …). */
export const DEMO_TICKET_CATEGORIES = [
  {
    name: 'Segreteria',
    nameEn: 'Secretariat',
    description: 'Certificati, documenti, iscrizione e pagamenti.',
    descriptionEn: 'Certificates, documents, enrolment and payments.',
    operatorEmail1: 'segreteria@demo.alma.it',
    operatorEmail2: '',
    isHousing: false,
  },
  {
    name: 'Housing - Manutenzione',
    nameEn: 'Housing - Maintenance',
    description: "Guasti e manutenzione dell'appartamento.",
    descriptionEn: 'Repairs and maintenance of the apartment.',
    operatorEmail1: 'housing@demo.alma.it',
    operatorEmail2: 'manutenzione@demo.alma.it',
    isHousing: true,
  },
  {
    name: 'Housing - Contratto',
    nameEn: 'Housing - Contract',
    description: 'Contratto di alloggio, check-in e check-out, deposito.',
    descriptionEn: 'Accommodation contract, check-in and check-out, deposit.',
    operatorEmail1: 'housing@demo.alma.it',
    operatorEmail2: '',
    isHousing: true,
  },
  {
    name: 'Esami',
    nameEn: 'Exams',
    description: 'Tesi, piatti, ingredienti e sessioni di esame.',
    descriptionEn: 'Thesis, dishes, ingredients and exam sessions.',
    operatorEmail1: 'esami@demo.alma.it',
    operatorEmail2: '',
    isHousing: false,
  },
  {
    name: 'Didattica',
    nameEn: 'Teaching',
    description: 'Lezioni, orari, presenze ed eLearning.',
    descriptionEn: 'Lessons, timetables, attendance and eLearning.',
    operatorEmail1: 'didattica@demo.alma.it',
    operatorEmail2: '',
    isHousing: false,
  },
] as const;

/**
 * The demo's tickets: Luca (studente@demo.alma.it) has an open housing case with a photo-like PDF
 * and the school's answer, a new case for the secretariat, and a closed, rated exam case; the
 * attachments are stored when `storage` is given.
 */
export async function seedTicketsDemo(
  tx: DbOrTx,
  ids: { studentId: string; employeeId: string; housingEnrolmentId?: string; courseEnrolmentId?: string },
  storage?: FileStorage,
): Promise<void> {
  const categories = await tx
    .insert(ticketCategories)
    .values([...DEMO_TICKET_CATEGORIES])
    .returning();
  const byName = (name: string) => {
    const found = categories.find((c) => c.name === name);
    if (!found) throw new Error(`demo category ${name} missing`);
    return found;
  };
  const day = (offset: number, hour = 9) => {
    const date = new Date();
    date.setUTCDate(date.getUTCDate() + offset);
    date.setUTCHours(hour, 0, 0, 0);
    return date;
  };
  const open = (name: string) => {
    const category = byName(name);
    return {
      userId: ids.studentId,
      categoryId: category.id,
      categoryName: category.name,
      operatorEmail1: category.operatorEmail1,
      operatorEmail2: category.operatorEmail2,
      recordType: category.isHousing ? ('Housing' as const) : ('Standard' as const),
      origin: 'webapp',
    };
  };
  const [housing, secretariat, exams] = await tx
    .insert(tickets)
    .values([
      {
        ...open('Housing - Manutenzione'),
        openedFrom: 'Housing',
        enrolmentId: ids.housingEnrolmentId ?? null,
        subject: 'Rubinetto della cucina che perde',
        description: 'Il rubinetto della cucina perde acqua anche chiuso, da ieri sera.',
        status: 'Working',
        assigneeId: ids.employeeId,
        createdAt: day(-3),
        updatedAt: day(-2),
      },
      {
        ...open('Segreteria'),
        openedFrom: 'Segreteria',
        enrolmentId: ids.courseEnrolmentId ?? null,
        subject: 'Certificato di iscrizione',
        description: 'Mi serve il certificato di iscrizione per il permesso di soggiorno.',
        createdAt: day(-1),
        updatedAt: day(-1),
      },
      {
        ...open('Esami'),
        openedFrom: 'Esami',
        enrolmentId: ids.courseEnrolmentId ?? null,
        subject: 'Ingrediente mancante nel catalogo',
        description: 'Nel catalogo della tesi non trovo il burro di cacao.',
        status: 'Closed',
        closedAt: day(-8),
        rating: 5,
        ratedAt: day(-7),
        createdAt: day(-12),
        updatedAt: day(-8),
      },
    ])
    .returning();
  if (!housing || !secretariat || !exams) throw new Error('demo tickets not created');

  await tx.insert(ticketMessages).values([
    {
      ticketId: housing.id,
      authorId: ids.employeeId,
      fromStaff: true,
      body: "Grazie della segnalazione: l'idraulico passerà domani tra le 9 e le 12.",
      createdAt: day(-2),
    },
    {
      ticketId: housing.id,
      authorId: ids.studentId,
      fromStaff: false,
      body: 'Perfetto, sarò in appartamento.',
      createdAt: day(-2, 11),
    },
    {
      ticketId: exams.id,
      authorId: ids.employeeId,
      fromStaff: true,
      body: 'Abbiamo aggiunto il burro di cacao al catalogo degli ingredienti.',
      createdAt: day(-8),
    },
  ]);

  if (storage) {
    for (const [ticketId, fileName, text] of [
      [housing.id, 'rubinetto.pdf', 'Foto del rubinetto della cucina'],
      [secretariat.id, 'permesso-di-soggiorno.pdf', 'Ricevuta della richiesta del permesso di soggiorno'],
    ] as const) {
      await tx.insert(ticketAttachments).values({
        ticketId,
        ...(await storeDemoPdf(storage, demoPdf(text), fileName)),
        createdAt: day(-2),
      });
    }
  }
}
