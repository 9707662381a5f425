import { hourStartAt } from '@school/domain/attendance/qr-code';
import { DOCUMENT_STATUS } from '@school/domain/candidate/documents';
import { STAGE_STATUS } from '@school/domain/internship/stage';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import {
  applications,
  bookingWaitlist,
  calendarItems,
  checkIns,
  courseEditions,
  documents,
  enrolments,
  payments,
  shopCheckouts,
  shopCounters,
  shopOrderLines,
  shopOrders,
  staffAudit,
  stages,
  users,
} from '../schema/index.ts';

/**
 * The insights' demo (`/staff/insights`): enough of each figure to draw every chart over the
 * last twelve weeks, the charts' default period. Applicants of CUCINA-2027A and of the intake
 * before it (CUCINA-2026B) at every stage, their documents decided after various delays and
 * some refused, students of an intake of their own (CUCINA-2026A) with attendance and stages in
 * every state, past events with waiting lists and cancellations, shop orders over ten weeks (the
 * theses, one over budget, are the thesis demo's). Its people have no password (nobody signs in
 * as them); their e-mails end in
 * `@insights.demo.alma.it`. Deterministic: a small generator, no Math.random.
 */
const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The students' intake: an edition of the demo's own, before the others, closed to applications. */
const STUDENTS_EDITION = {
  productCode: 'CUCINA-2026A',
  courseCode: 'CUCINA',
  editionCode: '2026A',
  courseName: 'Corso Superiore di Cucina Italiana',
  editionName: '2026A',
  isOpen: false,
  startsOn: '2026-01-12',
  endsOn: '2026-12-18',
} satisfies typeof courseEditions.$inferInsert;
const COUNTRIES = [
  'Italia',
  'Italia',
  'Italia',
  'Brasile',
  "Stati Uniti d'America",
  'Giappone',
  'Corea del Sud',
  'Messico',
];
const HEARD_FROM = ['Instagram', 'Google', 'Passaparola', 'Fiera', 'Sito web', 'Ex studenti'];
const REFUSALS = ['Documento illeggibile', 'Documento scaduto', 'Manca il retro', 'Firma mancante'];
const FIRST_NAMES = [
  'Sofia',
  'Luca',
  'Chiara',
  'Marco',
  'Aiko',
  'Pedro',
  'Emily',
  'Min-jun',
  'Giulia',
  'Davide',
];
const LAST_NAMES = ['Conti', 'Greco', 'Marino', 'Ferri', 'Tanaka', 'Silva', 'Brown', 'Kim', 'Russo', 'Gallo'];

/** A fixed sequence of numbers in [0, 1): the same demo at every start. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

interface Applicant {
  step: number;
  feePaid: boolean;
  submitted: boolean;
  status: string | null;
  enrolment: string | null;
}

/** The stages of an intake: how many applicants stop where (the funnel's shape). */
function intake(shape: Array<[count: number, applicant: Applicant]>): Applicant[] {
  return shape.flatMap(([n, applicant]) => Array.from({ length: n }, () => applicant));
}

const started = (step: number): Applicant => ({
  step,
  feePaid: false,
  submitted: false,
  status: null,
  enrolment: null,
});
const paid = (step: number): Applicant => ({
  step,
  feePaid: true,
  submitted: false,
  status: null,
  enrolment: null,
});
const sent = (status: string, enrolment: string | null = null): Applicant => ({
  step: 7,
  feePaid: true,
  submitted: true,
  status,
  enrolment,
});

const CURRENT_INTAKE = intake([
  [4, started(0)],
  [6, started(1)],
  [4, started(2)],
  [4, started(3)],
  [3, started(4)],
  [3, paid(5)],
  [2, paid(6)],
  [5, sent('In valutazione')],
  [2, sent('Non ammesso', 'Attendere')],
  [4, sent('Ammesso', 'Da fare')],
  [3, sent('Iscritto', 'OK')],
]);

const PREVIOUS_INTAKE = intake([
  [3, started(0)],
  [5, started(1)],
  [3, started(2)],
  [2, started(3)],
  [2, started(4)],
  [2, paid(5)],
  [1, paid(6)],
  [3, sent('Non ammesso', 'Attendere')],
  [3, sent('Ammesso', 'Da fare')],
  [6, sent('Iscritto', 'OK')],
]);

/** How many of the insights' applicants have an application (the others never saved a step). */
export const INSIGHTS_APPLICANTS = [...CURRENT_INTAKE, ...PREVIOUS_INTAKE].filter((a) => a.step > 0).length;

type NewUser = typeof users.$inferInsert;

export async function seedInsightsDemo(tx: DbOrTx, people: { staffId: string }): Promise<void> {
  const next = sequence(2027);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  const now = Date.now();
  let person = 0;

  /** An account's row (inserted with the others in one statement). */
  function account(values: Partial<NewUser>, createdAt: Date): NewUser {
    person += 1;
    const email = `persona${String(person).padStart(3, '0')}@insights.demo.alma.it`;
    return {
      username: email,
      email,
      passwordHash: null,
      firstName: pick(FIRST_NAMES),
      lastName: pick(LAST_NAMES),
      country: pick(COUNTRIES),
      heardFrom: pick(HEARD_FROM),
      createdAt,
      updatedAt: createdAt,
      ...values,
    };
  }
  async function insertAccounts(rows: NewUser[]): Promise<Map<string, string>> {
    const inserted = await tx
      .insert(users)
      .values(rows)
      .returning({ id: users.id, username: users.username });
    return new Map(inserted.map((r) => [r.username, r.id]));
  }

  // Applicants: the current intake over the last twelve weeks, the previous one a year earlier.
  // Accounts with no category yet, as a sign-up makes them (decision 4).
  const intakes = [
    { edition: 'CUCINA-2027A', people: CURRENT_INTAKE, from: 82, to: 1 },
    { edition: 'CUCINA-2026B', people: PREVIOUS_INTAKE, from: 447, to: 366 },
  ];
  const applicants = intakes.flatMap(({ edition, people: intakePeople, from, to }) =>
    intakePeople.map((a, i) => {
      // Started at least a day ago, never in the future.
      const daysAgo = Math.max(
        1,
        from - Math.floor(((from - to) * i) / intakePeople.length) - Math.floor(next() * 3),
      );
      const createdAt = new Date(now - daysAgo * DAY - Math.floor(next() * 10) * HOUR);
      const row = account({ productCode: edition, applicationStep: a.step }, createdAt);
      return { edition, a, createdAt, username: row.username, row };
    }),
  );
  const applicantIds = await insertAccounts(applicants.map((x) => x.row));
  // An account at step 0 never saved its first step: it has no application.
  const applying = applicants.filter((x) => x.a.step > 0);
  const inserted = await tx
    .insert(applications)
    .values(
      applying.map(({ edition, a, createdAt, username }) => ({
        userId: applicantIds.get(username) ?? '',
        productCode: edition,
        courseCode: edition,
        courseName: 'Corso Superiore di Cucina Italiana',
        editionName: edition.split('-')[1] ?? edition,
        stageName: 'Candidatura',
        applicationStatus: a.status ?? 'Non completata',
        enrolmentStatus: a.enrolment,
        generalStatus: a.submitted ? 'In validazione' : null,
        // Paid two days after starting and sent three days later, or an hour ago if that is later
        // than now (the newest applications): never a date to come.
        feePaidAt: a.feePaid ? new Date(Math.min(createdAt.getTime() + 2 * DAY, now - HOUR)) : null,
        submittedAt: a.submitted ? new Date(Math.min(createdAt.getTime() + 5 * DAY, now - HOUR)) : null,
        createdAt,
        updatedAt: createdAt,
      })),
    )
    .returning({
      id: applications.id,
      productCode: applications.productCode,
      submittedAt: applications.submittedAt,
    });
  const submitted = inserted.filter((r) => r.productCode === 'CUCINA-2027A' && r.submittedAt !== null);

  // Their documents: decided after one to twelve days, some refused with a reason.
  const files: Array<typeof documents.$inferInsert & { reason: string; decision: Date }> = [];
  for (const application of submitted) {
    for (const type of ['IT_Passaporto', 'IT_Diploma', 'IT_Foto'] as const) {
      const sentAt = application.submittedAt?.getTime() ?? now;
      const uploadedAt = new Date(Math.min(now - DAY, sentAt + Math.floor(next() * 3) * DAY));
      const delayDays = 1 + Math.floor(next() * (type === 'IT_Diploma' ? 12 : 5));
      // All decided: the queue's waiting documents stay the demo's own people (oldest first), the
      // secretariat's waiting figures read those.
      const decidedAt = new Date(Math.min(now - HOUR, uploadedAt.getTime() + delayDays * DAY + HOUR));
      const refused = next() < 0.25;
      const reason = refused ? pick(REFUSALS) : '';
      files.push({
        applicationId: application.id,
        type,
        name: type.replace('IT_', ''),
        uploadedAt,
        status: refused ? DOCUMENT_STATUS.requested : DOCUMENT_STATUS.validated,
        refusalReason: reason,
        decidedAt,
        fileName: `${type}.pdf`,
        contentType: 'application/pdf',
        createdAt: uploadedAt,
        reason,
        decision: decidedAt,
      });
    }
  }
  const stored = await tx
    .insert(documents)
    .values(files.map(({ reason: _reason, decision: _decision, ...row }) => row))
    .returning({ id: documents.id });
  // The refusals as the console's review writes them in the audit log.
  const refusals = files.flatMap((file, i) => {
    const id = stored[i]?.id;
    if (!file.reason || !id) return [];
    const change = {
      changedAt: file.decision,
      changedBy: people.staffId,
      recordTable: 'documents',
      recordId: id,
    };
    return [
      {
        ...change,
        field: 'status',
        before: DOCUMENT_STATUS.awaitingValidation,
        after: DOCUMENT_STATUS.requested,
      },
      { ...change, field: 'refusalReason', before: '', after: file.reason },
    ];
  });
  if (refusals.length > 0) await tx.insert(staffAudit).values(refusals);

  // Students of an intake of their own (CUCINA-2026A, closed), so that the other demo editions'
  // boards keep their own students: attendance in two rooms over three weeks, stages.
  await tx.insert(courseEditions).values(STUDENTS_EDITION).onConflictDoNothing();
  const studentRows = Array.from({ length: 12 }, () =>
    account({ categories: ['Studente'] }, new Date(now - 200 * DAY)),
  );
  const studentIds = [...(await insertAccounts(studentRows)).values()];
  const students = await tx
    .insert(enrolments)
    .values(
      studentIds.map((userId) => ({
        userId,
        name: 'Corso Superiore di Cucina Italiana 2026A',
        kind: 'course' as const,
        productCode: STUDENTS_EDITION.productCode,
        isActive: true,
        isActiveAttendance: true,
        isActiveStage: true,
        isActiveBooking: true,
      })),
    )
    .returning({ userId: enrolments.userId, enrolmentId: enrolments.id });
  const lessonDays = Array.from({ length: 15 }, (_, i) => 3 + i); // the last three weeks, before yesterday
  const attendance: Array<typeof checkIns.$inferInsert> = [];
  for (const [i, s] of students.entries()) {
    // Most attend nearly all lessons; a few fall under the threshold.
    const rate = i % 4 === 3 ? 0.55 : 0.85 + next() * 0.15;
    for (const daysAgo of lessonDays) {
      const day = new Date(now - daysAgo * DAY);
      if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
      for (const [room, hourUtc] of [
        ['12', 8],
        ['LAB3', 13],
      ] as const) {
        if (next() > rate) continue;
        const checkedInAt = new Date(
          Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hourUtc, 5),
        );
        attendance.push({
          userId: s.userId,
          enrolmentId: s.enrolmentId,
          classroomId: room,
          hourStart: hourStartAt(checkedInAt.getTime()),
          checkedInAt,
        });
      }
    }
  }
  if (attendance.length > 0) await tx.insert(checkIns).values(attendance).onConflictDoNothing();
  const stageStates = [
    STAGE_STATUS.documents,
    STAGE_STATUS.documents,
    STAGE_STATUS.preferences,
    STAGE_STATUS.preferences,
    STAGE_STATUS.preferences,
    STAGE_STATUS.destination,
    STAGE_STATUS.destination,
    STAGE_STATUS.midSurvey,
    STAGE_STATUS.midSurvey,
    STAGE_STATUS.endSurvey,
  ];
  await tx.insert(stages).values(
    stageStates.flatMap((status, i) => {
      const s = students[i];
      return s ? [{ enrolmentId: s.enrolmentId, status }] : [];
    }),
  );
  // Past events and an exam session: full, with waiting lists and cancellations.
  const past = [
    {
      kind: 'event' as const,
      name: 'Cena di gala degli ex studenti',
      daysAgo: 20,
      capacity: 12,
      booked: 12,
      cancelled: 3,
      waiting: 4,
    },
    {
      kind: 'event' as const,
      name: 'Visita al caseificio',
      daysAgo: 41,
      capacity: 10,
      booked: 7,
      cancelled: 2,
      waiting: 0,
    },
    {
      kind: 'exam' as const,
      name: 'Appello di tecnica di base',
      daysAgo: 12,
      capacity: 8,
      booked: 8,
      cancelled: 1,
      waiting: 2,
    },
    {
      kind: 'event' as const,
      name: 'Masterclass di pasticceria',
      daysAgo: 6,
      capacity: 6,
      booked: 4,
      cancelled: 0,
      waiting: 0,
    },
  ];
  const items = await tx
    .insert(calendarItems)
    .values(
      past.map((item) => ({
        kind: item.kind,
        name: item.name,
        startsOn: new Date(now - item.daysAgo * DAY).toISOString().slice(0, 10),
        opensAt: new Date(now - (item.daysAgo + 30) * DAY),
        closesAt: new Date(now - (item.daysAgo + 1) * DAY),
        capacityMax: item.capacity,
        bookedCount: item.booked,
        cancelledCount: item.cancelled,
        place: 'ALMA, Colorno',
        productCode: STUDENTS_EDITION.productCode,
      })),
    )
    .returning({ id: calendarItems.id, name: calendarItems.name });
  const waitlist = past.flatMap((item) => {
    const id = items.find((row) => row.name === item.name)?.id;
    return id
      ? students
          .slice(0, item.waiting)
          .map((s) => ({ itemId: id, userId: s.userId, status: 'waiting' as const }))
      : [];
  });
  if (waitlist.length > 0) await tx.insert(bookingWaitlist).values(waitlist);

  // Shop orders over ten weeks: uniforms, books, knives and badge top-ups.
  const catalogue = [
    { family: 'Abbigliamento', code: 'GIACCA-CUOCO', description: 'Giacca da cuoco', cents: 4500 },
    { family: 'Abbigliamento', code: 'GREMBIULE', description: 'Grembiule', cents: 1800 },
    { family: 'Libri', code: 'LIBRO-CUCINA-ITALIANA', description: 'La cucina italiana', cents: 3900 },
    { family: 'Shopper', code: 'SHOPPER-CARTA', description: 'Shopper di carta', cents: 300 },
  ];
  const sales = Array.from({ length: 10 }, (_, week) => week).flatMap((week) =>
    Array.from({ length: 2 + Math.floor(next() * 4) }, (_, o) => {
      const buyer = pick(students);
      const at = new Date(now - (week * 7 + Math.floor(next() * 7) + 1) * DAY);
      const topUp = next() < 0.3;
      const product = topUp
        ? {
            family: 'Ricarica Stampante',
            code: 'RICARICA-10',
            description: 'Ricarica stampante 10 €',
            cents: 1000,
          }
        : pick(catalogue);
      const quantity = topUp ? 1 : 1 + Math.floor(next() * 2);
      // Older orders were collected; the last fortnight's wait in every state.
      const status: 'Ordinato' | 'Scontrinato' | 'Notificato' | 'Consegnato' =
        topUp || week >= 2 ? 'Consegnato' : pick(['Ordinato', 'Scontrinato', 'Notificato'] as const);
      return {
        key: `${week}-${o}`,
        buyer,
        at,
        topUp,
        product,
        quantity,
        status,
        kind: topUp ? ('topUp' as const) : ('cart' as const),
      };
    }),
  );
  const paid = await tx
    .insert(payments)
    .values(
      sales.map((sale) => ({
        userId: sale.buyer?.userId ?? null,
        purpose: 'shopOrder' as const,
        reference: sale.kind,
        amountCents: sale.product.cents * sale.quantity,
        status: 'paid' as const,
        provider: 'test' as const,
        providerSessionId: `tcs_demo_insights_${sale.key}`,
        successUrl: '/ecommerce/typ/s',
        cancelUrl: '/ecommerce/typ/f',
        description: 'ALMA Shop',
        createdAt: sale.at,
        updatedAt: sale.at,
        paidAt: sale.at,
      })),
    )
    .returning({ id: payments.id, session: payments.providerSessionId });
  const paymentOf = new Map(paid.map((p) => [p.session, p.id]));
  const checkouts = await tx
    .insert(shopCheckouts)
    .values(
      sales.map((sale) => ({
        userId: sale.buyer?.userId ?? '',
        paymentId: paymentOf.get(`tcs_demo_insights_${sale.key}`) ?? '',
        kind: sale.kind,
        status: 'ordered' as const,
        lines: [],
        linesCents: sale.product.cents * sale.quantity,
        shippingCents: 0,
        totalCents: sale.product.cents * sale.quantity,
        fingerprint: `demo-insights-${sale.key}`,
        createdAt: sale.at,
        updatedAt: sale.at,
      })),
    )
    .returning({ id: shopCheckouts.id, fingerprint: shopCheckouts.fingerprint });
  const checkoutOf = new Map(checkouts.map((c) => [c.fingerprint, c.id]));
  // The orders' numbers: the counter moved on by as many, in one statement (no number skipped).
  const [counter] = await tx
    .insert(shopCounters)
    .values({ name: 'orderNumber', value: sales.length })
    .onConflictDoUpdate({
      target: shopCounters.name,
      set: { value: sql`${shopCounters.value} + ${sales.length}` },
    })
    .returning({ value: shopCounters.value });
  const firstNumber = (counter?.value ?? sales.length) - sales.length + 1;
  const orders = await tx
    .insert(shopOrders)
    .values(
      sales.map((sale, i) => ({
        number: firstNumber + i,
        userId: sale.buyer?.userId ?? null,
        checkoutId: checkoutOf.get(`demo-insights-${sale.key}`) ?? '',
        paymentId: paymentOf.get(`tcs_demo_insights_${sale.key}`) ?? '',
        kind: sale.kind,
        linesCents: sale.product.cents * sale.quantity,
        shippingCents: 0,
        totalCents: sale.product.cents * sale.quantity,
        createdAt: sale.at,
      })),
    )
    .returning({ id: shopOrders.id, number: shopOrders.number });
  const orderOf = new Map(orders.map((o) => [o.number, o.id]));
  await tx.insert(shopOrderLines).values(
    sales.map((sale, i) => ({
      orderId: orderOf.get(firstNumber + i) ?? '',
      position: 1,
      productCode: sale.product.code,
      family: sale.product.family,
      description: sale.product.description,
      quantity: sale.quantity,
      unitCents: sale.product.cents,
      type: sale.product.family === 'Libri' ? ('L' as const) : ('D' as const),
      status: sale.status,
      statusChangedAt: sale.at,
      stock: 'inStock' as const,
      topUpCode: sale.topUp ? `RB-INS-${sale.key}` : null,
    })),
  );
}
