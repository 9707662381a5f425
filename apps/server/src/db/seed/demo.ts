import {
  WEBAPP_PERMISSION_ADMINISTRATION,
  WEBAPP_PERMISSION_DOORS,
  WEBAPP_PERMISSION_SECRETARIAT,
} from '@school/domain/access/subject';
import { VISA_STATUS } from '@school/domain/candidate/visa';
import { count } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/passwords.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { Db } from '../client.ts';
import { enrolments, notifications, users } from '../schema/index.ts';
import { seedApplicationCatalogue } from './demo-application.ts';
import { seedDemoAttendance } from './demo-attendance.ts';
import { seedBookingsDemo } from './demo-bookings.ts';
import {
  type DemoCandidateData,
  demoDay,
  seedCandidateData,
  seedClothingOffers,
  seedSchoolKey,
} from './demo-candidates.ts';
import { demoUserId, seedDoorsDemo } from './demo-doors.ts';
import { seedElearningDemo } from './demo-elearning.ts';
import { seedHousingDemo } from './demo-housing.ts';
import { seedInsightsDemo } from './demo-insights.ts';
import { seedInternshipDemo } from './demo-internship.ts';
import { seedNotificationsDemo } from './demo-notifications.ts';
import { seedPrivacyDemo } from './demo-privacy.ts';
import { seedShopDemo } from './demo-shop.ts';
import { seedThesisDemo } from './demo-thesis.ts';
import { seedTicketsDemo } from './demo-tickets.ts';
import { seedUtilityDemo } from './demo-utility.ts';
import { seedVouchersDemo } from './demo-vouchers.ts';

/** Every demo account uses this password (README.md lists the accounts). */
export const DEMO_PASSWORD = 'Alma2026!';

export const DEMO_USERS = {
  candidato: 'candidato@demo.alma.it',
  studente: 'studente@demo.alma.it',
  studente2: 'studente2@demo.alma.it',
  studente3: 'studente3@demo.alma.it',
  diplomato: 'diplomato@demo.alma.it',
  dipendente: 'dipendente@demo.alma.it',
  segreteria: 'segreteria@demo.alma.it',
  insegnante: 'insegnante@demo.alma.it',
  esterno: 'esterno@demo.alma.it',
  bloccato: 'bloccato@demo.alma.it',
  candidato2: 'candidato2@demo.alma.it',
  candidato3: 'candidato3@demo.alma.it',
  candidato4: 'candidato4@demo.alma.it',
  candidato5: 'candidato5@demo.alma.it',
  candidato6: 'candidato6@demo.alma.it',
  ruolo: 'ruolo@demo.alma.it',
} as const;

type EnrolmentSeed = Omit<typeof enrolments.$inferInsert, 'userId'>;
type BillingSeed = NonNullable<DemoCandidateData['billing']>[number];

/** The candidate-area records of a candidate of a 2027A edition, but for what the edition decides. */
type CandidateOfEdition = Omit<DemoCandidateData, 'application' | 'billing'> & {
  application: Omit<
    NonNullable<DemoCandidateData['application']>,
    'enrolmentId' | 'courseCode' | 'courseName' | 'editionName'
  >;
  billing?: Array<Omit<BillingSeed, 'enrolmentId'>>;
};

/** An instalment due `dueIn` days from today and paid `paidIn` days from today (negative: ago). */
function paidInstalment(number: string, amountCents: number, dueIn: number, paidIn: number) {
  return { number, amountCents, dueDate: demoDay(dueIn), paymentDate: demoDay(paidIn), isPaid: true };
}

/** The 2027A editions the demo candidates apply to. */
const COOKING_2027A = { courseCode: 'CUCINA-2027A', courseName: 'Corso Superiore di Cucina Italiana' };
const PASTRY_2027A = { courseCode: 'PASTICCERIA-2027A', courseName: 'Corso Superiore di Pasticceria' };

export interface SeedOptions {
  /** Where the demo documents' files go (without it, uploaded demo documents have no file). */
  storage?: FileStorage;
  /** DATA_DIR: the demo school's private key is written to DATA_DIR/keys/school-private.pem. */
  dataDir?: string;
}

/**
 * Seeds the demo accounts into an empty database (one per category, plus a blocked one) so
 * every branch of the access rules can be seen, and the candidate area in states that show every
 * colour of the status bar (README lists who shows what). Does nothing when users exist
 * (idempotent); the application's catalogue (course editions, demo institutes) is added when
 * missing every time.
 */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<boolean> {
  await seedApplicationCatalogue(db);
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const schoolKeyId = await seedSchoolKey(tx, options.dataDir);
    await seedClothingOffers(tx);
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
      const enrolmentIds: string[] = [];
      if (enrolmentSeeds.length > 0) {
        const rows = await tx
          .insert(enrolments)
          .values(enrolmentSeeds.map((e) => ({ ...e, userId: row.id })))
          .returning({ id: enrolments.id });
        enrolmentIds.push(...rows.map((r) => r.id));
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
      return { id: row.id, enrolmentIds };
    };

    const candidato = await add(
      {
        username: DEMO_USERS.candidato,
        email: DEMO_USERS.candidato,
        firstName: 'Chiara',
        lastName: 'Candidati',
        sex: 'F',
        birthDate: '2004-05-12',
        mobilePhone: '+393331234567',
        signupRole: 5,
        categories: ['Candidato'],
        applicationStep: 3,
        productCode: 'CUCINA-2027A',
        taxCode: 'CNDCHR04E52H501X',
        birthCity: 'Roma',
        birthProvince: 'RM',
        birthCountry: 'Italia',
        citizenship: 'Italia',
        street: 'Via Roma 1',
        city: 'Parma',
        postalCode: '43121',
        province: 'PR',
        country: 'Italia',
        qualification: 'IT_Diploma di Scuola Superiore',
        fieldOfStudy: 'IT_Liceo',
        diplomaYear: '2023',
      },
      [{ name: 'Corso Superiore di Cucina Italiana 2027A', kind: 'course' }],
      [{ title: 'Candidatura ricevuta', body: 'La segreteria sta verificando la tua candidatura.' }],
    );
    // Everything under way (yellow), documents in every state, an open clothing and billing form.
    await seedCandidateData(
      tx,
      candidato.id,
      {
        history: [
          {
            courseCode: 'CUCINA-BASE-2025',
            courseName: 'Corso di Cucina Base',
            editionName: '2025A',
            stageName: 'Chiusa',
            applicationStatus: 'Non completata',
            generalStatus: 'Non valido',
            createdAt: new Date('2025-02-03T09:30:00Z'),
          },
        ],
        application: {
          enrolmentId: candidato.enrolmentIds[0],
          productCode: 'CUCINA-2027A',
          courseCode: 'CUCINA-2027A',
          courseName: 'Corso Superiore di Cucina Italiana',
          editionName: '2027A',
          stageName: 'Candidatura',
          applicationStatus: 'In valutazione',
          generalStatus: 'In validazione',
          editionStatus: 'Da confermare',
          enrolmentStatus: 'Da fare',
          isActive: true,
          clothingVisible: true,
        },
        documents: [
          {
            type: 'IT_Passaporto',
            name: 'Passaporto o carta d’identità',
            dueDate: demoDay(30),
            note: 'Pagina con la foto',
          },
          {
            type: 'IT_CodiceFiscale',
            name: 'Codice fiscale',
            dueDate: demoDay(20),
            refusalReason: 'Scansione illeggibile, caricare di nuovo',
          },
          {
            type: 'IT_CertificatoMedico',
            name: 'Certificato medico',
            dueDate: demoDay(45),
            mustEncrypt: true,
            encryptionKeyId: schoolKeyId,
            note: 'Dati sanitari: il file viene cifrato nel browser',
          },
          {
            type: 'IT_Diploma',
            name: 'Diploma di scuola superiore',
            dueDate: demoDay(10),
            status: 'In attesa di validazione',
            uploadedAt: new Date(),
            file: 'Diploma',
          },
          {
            type: 'IT_Foto',
            name: 'Foto tessera',
            dueDate: demoDay(-5),
            status: 'Validato',
            uploadedAt: new Date(Date.now() - 7 * 86_400_000),
            file: 'Foto tessera',
          },
        ],
        instalments: [
          paidInstalment('1', 150_000, -20, -25),
          { number: '2', amountCents: 325_050, dueDate: demoDay(40) },
          { number: '3', amountCents: 325_050, dueDate: demoDay(100) },
        ],
        billing: [{ kind: 'course', enrolmentId: candidato.enrolmentIds[0], requestingCount: 1 }],
      },
      options.storage,
    );

    const studente = await add(
      {
        username: DEMO_USERS.studente,
        email: DEMO_USERS.studente,
        firstName: 'Luca',
        lastName: 'Studenti',
        sex: 'M',
        birthDate: '2002-11-03',
        mobilePhone: '+393477654321',
        signupRole: 6,
        categories: ['Studente'],
        language: 'it',
        // The internship at its mid survey (demo-internship.ts).
        stageStatus: 6,
        hasOpenFeedback: true,
        registrationNumber: 'S2026001',
        pin: '4821',
        birthCity: 'Milano',
        birthProvince: 'MI',
        birthCountry: 'Italia',
        citizenship: 'Italia',
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
          productCode: 'CUCINA-2026B',
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
    await seedElearningDemo(tx, studente.id);
    await seedHousingDemo(tx, studente.enrolmentIds[1]);
    // Enrolled: all green (payments by the "in regola" flag), locked course billing, open housing billing.
    await seedCandidateData(
      tx,
      studente.id,
      {
        application: {
          enrolmentId: studente.enrolmentIds[0],
          courseCode: 'CUCINA-2026B',
          courseName: 'Corso Superiore di Cucina Italiana',
          editionName: '2026B',
          stageName: 'Iscritto',
          applicationStatus: 'Iscritto',
          generalStatus: 'Validato',
          editionStatus: 'Confermata',
          enrolmentStatus: 'OK',
          completionStatus: 'OK',
          paymentsUpToDate: true,
          isActive: true,
          createdAt: new Date('2025-09-15T10:00:00Z'),
          shoeSize: '43',
          bomberSize: 'L',
          shirtSize: 'L',
          jacketSize: 'L',
          trousersSize: '50',
          poloSize: 'L',
          clothingVisible: true,
          clothingCompiled: true,
          clothingSent: true,
          clothingCompiledAt: new Date('2025-10-01T08:00:00Z'),
          billingCompiled: true,
          billingCompiledAt: new Date('2025-10-02T08:00:00Z'),
        },
        documents: [
          {
            type: 'IT_Diploma',
            name: 'Diploma',
            status: 'Validato',
            uploadedAt: new Date('2025-09-20T10:00:00Z'),
            file: 'Diploma',
          },
        ],
        billing: [
          {
            kind: 'course',
            enrolmentId: studente.enrolmentIds[0],
            requestingCount: 1,
            compiled: true,
            sent: true,
            compiledAt: new Date('2025-10-02T08:00:00Z'),
          },
          { kind: 'housing', enrolmentId: studente.enrolmentIds[1], requestingCount: 1 },
        ],
      },
      options.storage,
    );

    // A student without housing or door opening: the hubs' and /housing's other branch.
    const studente2 = await add(
      {
        username: DEMO_USERS.studente2,
        email: DEMO_USERS.studente2,
        firstName: 'Giulia',
        lastName: 'Senzacasa',
        sex: 'F',
        birthDate: '2003-04-18',
        signupRole: 6,
        categories: ['Studente'],
        language: 'it',
        registrationNumber: 'S2026002',
        city: 'Parma',
        country: 'Italia',
        // The stage flag without a stage: "There is currently no information for your Internship".
        stageStatus: 99,
      },
      [
        {
          name: 'Corso Superiore di Pasticceria 2026B',
          kind: 'course',
          isActive: true,
          isActiveAttendance: true,
          isActiveElearning: true,
          isActiveStage: true,
        },
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
        // A graduate shopping from home: the shop ships to them.
        isShopEnabled: true,
      },
      [{ name: 'Corso Superiore di Pasticceria 2024A', kind: 'course' }],
    );

    // A re-admitted student: bookings, and the retake exam sessions instead of the regular ones.
    const studente3 = await add(
      {
        username: DEMO_USERS.studente3,
        email: DEMO_USERS.studente3,
        firstName: 'Marco',
        lastName: 'Ripescati',
        sex: 'M',
        birthDate: '2001-09-21',
        signupRole: 6,
        categories: ['Studente'],
        language: 'it',
        registrationNumber: 'S2025017',
        city: 'Parma',
        country: 'Italia',
        // The internship's preferences open (demo-internship.ts).
        stageStatus: 1,
      },
      [
        {
          name: 'Corso Superiore di Cucina Italiana 2026B',
          kind: 'course',
          productCode: 'CUCINA-2026B',
          isActive: true,
          isActiveBooking: true,
          isRetakeEligible: true,
          isActiveStage: true,
          // His final thesis over budget, his intermediate one locked (demo-thesis.ts).
          isActiveThesis: true,
          isActiveIntermediateThesis: true,
        },
      ],
    );

    const dipendente = await add({
      username: DEMO_USERS.dipendente,
      email: DEMO_USERS.dipendente,
      firstName: 'Marco',
      lastName: 'Dipendenti',
      categories: ['Dipendente'],
      webappPermissions: [
        WEBAPP_PERMISSION_DOORS,
        WEBAPP_PERMISSION_SECRETARIAT,
        WEBAPP_PERMISSION_ADMINISTRATION,
        'Didattica',
        'Prenotazioni',
        'Negozio',
        'Stage',
        'Tesi',
        'Interventi',
      ],
    });

    // Staff with the secretariat's permission only: the administration's areas answer 403.
    await add({
      username: DEMO_USERS.segreteria,
      email: DEMO_USERS.segreteria,
      firstName: 'Laura',
      lastName: 'Segreteria',
      categories: ['Dipendente'],
      webappPermissions: [WEBAPP_PERMISSION_SECRETARIAT],
    });

    const insegnante = await add({
      username: DEMO_USERS.insegnante,
      email: DEMO_USERS.insegnante,
      firstName: 'Paolo',
      lastName: 'Insegnanti',
      categories: ['Insegnante'],
    });

    // An external user given the doors: a shop enrolment with the door flag, no course.
    await add(
      {
        username: DEMO_USERS.esterno,
        email: DEMO_USERS.esterno,
        firstName: 'Sara',
        lastName: 'Esterni',
        signupRole: 3,
        categories: ['Esterno'],
        isShopEnabled: true,
      },
      [{ name: 'Fornitura cucine — accesso', kind: 'shop', isActive: true, isActiveDoorOpening: true }],
    );

    const candidateProfile = (username: string, firstName: string, lastName: string, sex: 'F' | 'M') => ({
      username,
      email: username,
      firstName,
      lastName,
      sex,
      signupRole: 5,
      categories: ['Candidato'],
      birthCountry: 'Italia',
      city: 'Parma',
      country: 'Italia',
    });

    /** A candidate from abroad, in English. */
    const candidateFromAbroad = (
      username: string,
      firstName: string,
      lastName: string,
      sex: 'F' | 'M',
      birthCountry: string,
    ) => ({ ...candidateProfile(username, firstName, lastName, sex), language: 'en' as const, birthCountry });

    /**
     * A candidate of a 2027A edition: the account with its course enrolment, and the candidate-area
     * records whose application (and course billing form) belong to that enrolment.
     */
    const addCandidate = async (
      profile: Omit<typeof users.$inferInsert, 'passwordHash'>,
      course: { courseCode: string; courseName: string },
      { application, billing, ...records }: CandidateOfEdition,
    ) => {
      const person = await add(profile, [{ name: `${course.courseName} 2027A`, kind: 'course' }]);
      const enrolmentId = person.enrolmentIds[0];
      await seedCandidateData(
        tx,
        person.id,
        {
          ...records,
          application: { enrolmentId, ...course, editionName: '2027A', ...application },
          billing: billing?.map((form) => ({ enrolmentId, ...form })),
        },
        options.storage,
      );
    };

    // All green, payments by date; clothing and billing confirmed (locked); a Visto C to start.
    await addCandidate(candidateProfile(DEMO_USERS.candidato2, 'Giorgio', 'Verdi', 'M'), PASTRY_2027A, {
      application: {
        stageName: 'Ammesso',
        applicationStatus: 'Ammesso',
        generalStatus: 'Validato',
        editionStatus: 'Confermata',
        enrolmentStatus: 'OK',
        completionStatus: 'OK',
        isActive: true,
        visaEnabled: true,
        shoeSize: '42',
        shirtSize: 'M',
        jacketSize: 'L',
        vestSize: 'M',
        trousersSize: '48',
        poloSize: 'M',
        clothingVisible: true,
        clothingCompiled: true,
        clothingSent: true,
        clothingCompiledAt: new Date(),
        billingCompiled: true,
        billingCompiledAt: new Date(),
      },
      documents: [
        {
          type: 'IT_Passaporto',
          name: 'Passaporto',
          status: 'Validato',
          uploadedAt: new Date(),
          file: 'Passaporto',
        },
        { type: 'IT_Diploma', name: 'Diploma', status: 'Validato', uploadedAt: new Date() },
      ],
      instalments: [paidInstalment('1', 200_000, -60, -61), paidInstalment('2', 400_000, -10, -12)],
      visa: { recordType: 'Visto C' },
      billing: [
        {
          kind: 'course',
          requestingCount: 1,
          compiled: true,
          sent: true,
          compiledAt: new Date(),
        },
      ],
    });

    // Not valid and not accepted (red), nothing else yet (grey).
    await addCandidate(candidateProfile(DEMO_USERS.candidato3, 'Rosa', 'Rossi', 'F'), COOKING_2027A, {
      application: {
        stageName: 'Chiusa',
        applicationStatus: 'Non ammesso',
        generalStatus: 'Non valido',
        enrolmentStatus: 'Attendere',
        completionStatus: 'KO',
        isActive: true,
      },
    });

    // From abroad: a Visto D in phase 3 (embassy and flight saved, outcome to give), edition on the
    // waiting list (timer), payments flagged not in order, an encrypted document to upload.
    await addCandidate(
      candidateFromAbroad(DEMO_USERS.candidato4, 'Wei', 'Zhang', 'M', 'Cina'),
      COOKING_2027A,
      {
        application: {
          stageName: 'Candidatura',
          applicationStatus: 'In valutazione',
          generalStatus: 'Validato',
          editionStatus: 'Wait',
          enrolmentStatus: 'Da fare',
          completionStatus: 'N/A',
          paymentsUpToDate: false,
          isActive: true,
          visaEnabled: true,
          clothingVisible: true,
        },
        documents: [
          {
            type: 'EN_Passport',
            name: 'Passport',
            dueDate: demoDay(15),
            mustEncrypt: true,
            encryptionKeyId: schoolKeyId,
          },
          {
            type: 'EN_VisaLetter',
            name: 'Visa invitation letter',
            status: 'In attesa di validazione',
            uploadedAt: new Date(),
            file: 'Visa letter',
          },
          // Waiting in the staff console's validation queue, the oldest first.
          {
            type: 'EN_LanguageCertificate',
            name: 'English language certificate',
            status: 'In attesa di validazione',
            uploadedAt: new Date(Date.now() - 3 * 86_400_000),
            file: 'English language certificate',
          },
          {
            type: 'EN_BankStatement',
            name: 'Bank statement',
            status: 'In attesa di validazione',
            uploadedAt: new Date(Date.now() - 2 * 86_400_000),
            file: 'Bank statement',
          },
        ],
        visa: {
          recordType: 'Visto D',
          status: 'Attesa visto ambasciata',
          embassyAppointmentDate: demoDay(7),
          embassyName: 'CONSOLATO GENERALE D’ITALIA A SHANGHAI',
          embassyAddress: '19F, THE CENTER, 989 CHANGLE ROAD, SHANGHAI',
          acceptance: true,
          flightArrival: `${demoDay(40)}T14:25`,
          arrivalAirport: 'BOLOGNA BLQ',
          flightTicket: 'CA967',
        },
        billing: [
          {
            kind: 'course',
            requestingCount: 1,
            type: 'PersonaFisica',
            firstName: 'Li',
            lastName: 'Zhang',
          },
        ],
      },
    );

    // Just applied: nothing decided yet (grey icons, completion in progress).
    await addCandidate(candidateProfile(DEMO_USERS.candidato5, 'Elena', 'Bianchi', 'F'), PASTRY_2027A, {
      application: {
        stageName: 'Candidatura',
        isActive: true,
      },
    });

    // English; a Visto D granted (outcome saved), waiting for the secretariat's permit appointment:
    // the console's Visas list and its count on the home.
    await addCandidate(
      candidateFromAbroad(DEMO_USERS.candidato6, 'Kenji', 'Tanaka', 'M', 'Giappone'),
      PASTRY_2027A,
      {
        application: {
          stageName: 'Ammesso',
          applicationStatus: 'Ammesso',
          generalStatus: 'Validato',
          isActive: true,
          visaEnabled: true,
        },
        visa: {
          recordType: 'Visto D',
          status: VISA_STATUS.granted,
          embassyAppointmentDate: demoDay(-30),
          embassyName: 'AMBASCIATA D’ITALIA A TOKYO',
          embassyAddress: '2-5-4 MITA, MINATO-KU, TOKYO',
          acceptance: true,
          flightArrival: `${demoDay(25)}T09:40`,
          arrivalAirport: 'MILANO MXP',
          flightTicket: 'JL417',
          visaStartDate: demoDay(20),
          visaExpiryDate: demoDay(385),
          outcomeSavedAt: new Date(`${demoDay(-3)}T10:00:00Z`),
        },
      },
    );

    await add({
      username: DEMO_USERS.bloccato,
      email: DEMO_USERS.bloccato,
      firstName: 'Bruno',
      lastName: 'Bloccati',
      categories: ['Studente'],
      isBlocked: true,
    });

    // Signed up as an Alma student (role 6): no category until the secretariat confirms it.
    await add({
      username: DEMO_USERS.ruolo,
      email: DEMO_USERS.ruolo,
      firstName: 'Elena',
      lastName: 'Ruoli',
      signupRole: 6,
      roleClaim: 'pending',
      language: 'en',
    });

    await seedDemoAttendance(tx, { studentId: studente.id });
    await seedBookingsDemo(tx, {
      studentId: studente.id,
      retakeStudentId: studente3.id,
      employeeId: dipendente.id,
      teacherId: insegnante.id,
    });
    await seedDoorsDemo(tx, {
      studentId: studente.id,
      employeeId: await demoUserId(tx, DEMO_USERS.dipendente),
    });
    await seedUtilityDemo(tx, studente.enrolmentIds[0]);
    await seedThesisDemo(tx, {
      lucaEnrolmentId: studente.enrolmentIds[0],
      marcoEnrolmentId: studente3.enrolmentIds[0],
    });
    await seedInternshipDemo(
      tx,
      {
        lucaEnrolmentId: studente.enrolmentIds[0],
        marcoEnrolmentId: studente3.enrolmentIds[0],
        passwordHash,
      },
      options.storage,
    );
    await seedShopDemo(tx, { studentId: studente.id }, options.storage);
    await seedTicketsDemo(
      tx,
      {
        studentId: studente.id,
        employeeId: dipendente.id,
        courseEnrolmentId: studente.enrolmentIds[0],
        housingEnrolmentId: studente.enrolmentIds[1],
      },
      options.storage,
    );
    await seedVouchersDemo(tx, {
      createdBy: await demoUserId(tx, DEMO_USERS.segreteria),
      redeemedBy: studente2.id,
      redeemedEnrolmentId: studente2.enrolmentIds[0],
    });
    await seedNotificationsDemo(tx, studente.id);
    await seedInsightsDemo(tx, { staffId: await demoUserId(tx, DEMO_USERS.segreteria) });
    await seedPrivacyDemo(tx, { passwordHash }, options.storage);
  });
  return true;
}
