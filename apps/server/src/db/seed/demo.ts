import { count } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/passwords.ts';
import type { Db } from '../client.ts';
import { enrolments, notifications, users } from '../schema/index.ts';

/** Every demo account uses this password (README.md lists the accounts). */
export const DEMO_PASSWORD = 'Alma2026!';

export const DEMO_USERS = {
  candidato: 'candidato@demo.alma.it',
  studente: 'studente@demo.alma.it',
  diplomato: 'diplomato@demo.alma.it',
  dipendente: 'dipendente@demo.alma.it',
  insegnante: 'insegnante@demo.alma.it',
  esterno: 'esterno@demo.alma.it',
  bloccato: 'bloccato@demo.alma.it',
} as const;

type EnrolmentSeed = Omit<typeof enrolments.$inferInsert, 'userId'>;

/**
 * Seeds the demo accounts into an empty database (one per category, plus a blocked one) so
 * every branch of the access rules can be seen. Does nothing when users exist (idempotent).
 */
export async function seedDemo(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const add = async (
      values: Omit<typeof users.$inferInsert, 'passwordHash'>,
      enrolmentSeeds: EnrolmentSeed[] = [],
      notes: Array<{ title: string; body: string; read?: boolean }> = [],
    ) => {
      const [row] = await tx
        .insert(users)
        .values({ privacyAccepted: true, ...values, passwordHash })
        .returning({ id: users.id });
      if (!row) throw new Error(`could not seed ${values.username}`);
      if (enrolmentSeeds.length > 0) {
        await tx.insert(enrolments).values(enrolmentSeeds.map((e) => ({ ...e, userId: row.id })));
      }
      if (notes.length > 0) {
        await tx.insert(notifications).values(
          notes.map((n) => ({
            userId: row.id,
            title: n.title,
            body: n.body,
            readAt: n.read ? new Date() : null,
          })),
        );
      }
    };

    await add(
      {
        username: DEMO_USERS.candidato,
        email: DEMO_USERS.candidato,
        firstName: 'Chiara',
        lastName: 'Candidati',
        sex: 'F',
        birthDate: '2004-05-12',
        mobilePhone: '+39 333 1234567',
        signupRole: 5,
        categories: ['Candidato'],
        applicationStep: 3,
        productCode: 'CUCINA-2027A',
        taxCode: 'CNDCHR04E52H501X',
        birthCity: 'Roma',
        birthProvince: 'RM',
        birthCountry: 'Italia',
        citizenship: 'Italiana',
        street: 'Via Roma 1',
        city: 'Parma',
        postalCode: '43121',
        province: 'PR',
        country: 'Italia',
        qualification: 'Diploma di Scuola Superiore',
        diplomaYear: '2023',
      },
      [{ name: 'Corso Superiore di Cucina Italiana 2027A', kind: 'course' }],
      [{ title: 'Candidatura ricevuta', body: 'La segreteria sta verificando la tua candidatura.' }],
    );

    await add(
      {
        username: DEMO_USERS.studente,
        email: DEMO_USERS.studente,
        firstName: 'Luca',
        lastName: 'Studenti',
        sex: 'M',
        birthDate: '2002-11-03',
        mobilePhone: '+39 347 7654321',
        signupRole: 6,
        categories: ['Studente'],
        language: 'it',
        stageStatus: 3,
        hasOpenFeedback: true,
        registrationNumber: 'S2026001',
        pin: '4821',
        birthCity: 'Milano',
        birthProvince: 'MI',
        birthCountry: 'Italia',
        citizenship: 'Italiana',
        street: 'Via Mazzini 10',
        city: 'Colorno',
        postalCode: '43052',
        province: 'PR',
        country: 'Italia',
      },
      [
        {
          name: 'Corso Superiore di Cucina Italiana 2026B',
          kind: 'course',
          isActive: true,
          isActiveDoorOpening: true,
          isActiveEcommerce: true,
          isRecharge: true,
          isActiveHyperplanning: true,
          isActiveStage: true,
          isActiveAttendance: true,
          isActiveThesis: true,
          isActiveIntermediateThesis: true,
          isActiveElearning: true,
          isActiveBooking: true,
          hasExams: true,
        },
        { name: 'Housing Colorno 2026B', kind: 'housing', isActive: true, isActiveHousing: true },
      ],
      [
        {
          title: 'Benvenuto in ALMA',
          body: 'Il primo giorno di corso ti aspettiamo alle 8:30 in reception.',
        },
        { title: 'Nuova sessione esami', body: 'Le prenotazioni per la sessione esami sono aperte.' },
        { title: 'Armadietto assegnato', body: "Ti è stato assegnato l'armadietto 112.", read: true },
      ],
    );

    await add(
      {
        username: DEMO_USERS.diplomato,
        email: DEMO_USERS.diplomato,
        firstName: 'Giulia',
        lastName: 'Diplomati',
        sex: 'F',
        signupRole: 7,
        categories: ['Diplomato'],
        language: 'en',
        city: 'Bologna',
        country: 'Italia',
      },
      [{ name: 'Corso Superiore di Pasticceria 2024A', kind: 'course' }],
    );

    await add({
      username: DEMO_USERS.dipendente,
      email: DEMO_USERS.dipendente,
      firstName: 'Marco',
      lastName: 'Dipendenti',
      categories: ['Dipendente'],
      webappPermissions: ['Apertura Porte'],
    });

    await add({
      username: DEMO_USERS.insegnante,
      email: DEMO_USERS.insegnante,
      firstName: 'Paolo',
      lastName: 'Insegnanti',
      categories: ['Insegnante'],
    });

    await add({
      username: DEMO_USERS.esterno,
      email: DEMO_USERS.esterno,
      firstName: 'Sara',
      lastName: 'Esterni',
      signupRole: 3,
      categories: ['Esterno'],
      isShopEnabled: true,
    });

    await add({
      username: DEMO_USERS.bloccato,
      email: DEMO_USERS.bloccato,
      firstName: 'Bruno',
      lastName: 'Bloccati',
      categories: ['Studente'],
      isBlocked: true,
    });
  });
  return true;
}
