import { schoolDateTime, schoolToday } from '@school/domain/attendance/school-day';
import { groupKey } from '@school/domain/bookings/bookings';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { bookings, calendarItems } from '../schema/index.ts';

/** The day `n` days after a YYYY-MM-DD day. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T12:00:00.000Z`) + n * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

type ItemSeed = Omit<typeof calendarItems.$inferInsert, 'groupKey'> & { key: string };

/**
 * The demo calendar, around the day the demo is seeded so that it stays current: events, course
 * modules and exam sessions of CUCINA-2026B across three months, with every state of a booking
 * button — one full (its two seats taken by the demo employee and teacher), one closed, one not
 * yet open, one mandatory (Luca booked it: he cannot cancel it), two in the same group (Luca
 * booked the first: the second is incompatible) — and a retake session for re-admitted students
 * (Marco). The events' and exams' contact addresses come from the configuration.
 */
export async function seedBookingsDemo(
  tx: DbOrTx,
  people: { studentId: string; retakeStudentId: string; employeeId: string; teacherId: string },
  now = new Date(),
): Promise<void> {
  const today = schoolToday(now.getTime());
  const at = (days: number, time: string) => schoolDateTime(addDays(today, days), time);
  const openSince = at(-7, '09:00');
  const edition = 'CUCINA-2026B';
  const seeds: ItemSeed[] = [
    {
      key: 'openDay',
      kind: 'event',
      startsOn: addDays(today, 9),
      startTime: '10:00',
      endTime: '13:00',
      opensAt: openSince,
      closesAt: at(8, '18:00'),
      name: 'Open day di pasticceria',
      place: 'Laboratorio di pasticceria',
      capacityMin: 5,
      capacityMax: 40,
      description: 'Una mattina con i docenti di pasticceria: impasti, creme e decorazioni.',
    },
    {
      key: 'galaFirst',
      kind: 'event',
      startsOn: addDays(today, 16),
      startTime: '19:30',
      endTime: '23:00',
      opensAt: openSince,
      name: 'Cena di gala – primo turno',
      place: 'Ristorante didattico',
      capacityMin: 10,
      capacityMax: 30,
      groupName: 'Cena di gala',
      description: 'Servizio di sala e cucina per gli ospiti della scuola. Un turno a persona.',
    },
    {
      key: 'galaSecond',
      kind: 'event',
      startsOn: addDays(today, 17),
      startTime: '19:30',
      endTime: '23:00',
      opensAt: openSince,
      name: 'Cena di gala – secondo turno',
      place: 'Ristorante didattico',
      capacityMin: 10,
      capacityMax: 30,
      groupName: 'Cena di gala',
    },
    {
      key: 'dairy',
      kind: 'event',
      startsOn: addDays(today, 12),
      startTime: '08:00',
      endTime: '13:00',
      opensAt: openSince,
      name: 'Visita a un caseificio di Parmigiano Reggiano',
      place: 'Caseificio Colorno',
      capacityMin: 1,
      capacityMax: 2,
      link: 'https://www.parmigianoreggiano.it/',
    },
    {
      key: 'chocolate',
      kind: 'event',
      startsOn: addDays(today, 40),
      startTime: '14:00',
      endTime: '17:00',
      opensAt: at(5, '09:00'),
      name: 'Workshop di cioccolateria',
      place: 'Laboratorio di pasticceria',
      capacityMin: 4,
      capacityMax: 16,
    },
    {
      key: 'starChef',
      kind: 'event',
      startsOn: addDays(today, 3),
      startTime: '17:00',
      endTime: '19:00',
      opensAt: at(-20, '09:00'),
      closesAt: at(-1, '12:00'),
      name: 'Incontro con uno chef stellato',
      place: 'Aula magna',
      capacityMin: 0,
      capacityMax: 120,
    },
    {
      key: 'haccp',
      kind: 'event',
      startsOn: addDays(today, 6),
      startTime: '09:00',
      endTime: '12:00',
      opensAt: openSince,
      name: 'Corso di sicurezza alimentare (HACCP)',
      place: 'Aula 12',
      capacityMin: 0,
      capacityMax: 60,
      isMandatory: true,
      description: 'Obbligatorio per accedere ai laboratori.',
    },
    {
      key: 'pasta',
      kind: 'module',
      startsOn: addDays(today, 14),
      endsOn: addDays(today, 18),
      startTime: '09:00',
      endTime: '16:00',
      opensAt: openSince,
      name: 'Modulo: pasta fresca e ripiena',
      place: 'Laboratorio 3',
      capacityMin: 6,
      capacityMax: 18,
      productCode: edition,
    },
    {
      key: 'bread',
      kind: 'module',
      startsOn: addDays(today, 45),
      endsOn: addDays(today, 49),
      startTime: '08:30',
      endTime: '15:30',
      opensAt: openSince,
      name: 'Modulo: panificazione',
      place: 'Laboratorio 1',
      capacityMin: 6,
      capacityMax: 18,
      productCode: edition,
      description: 'Lieviti, impasti diretti e indiretti, forni.',
    },
    {
      key: 'examHot',
      kind: 'exam',
      startsOn: addDays(today, 30),
      startTime: '08:00',
      endTime: '14:00',
      opensAt: openSince,
      closesAt: at(25, '23:59'),
      name: 'Sessione d’esame: cucina calda',
      place: 'Cucina didattica',
      capacityMin: 0,
      capacityMax: 24,
      groupName: 'Esame cucina calda',
      productCode: edition,
    },
    {
      key: 'examHotLate',
      kind: 'exam',
      startsOn: addDays(today, 58),
      startTime: '08:00',
      endTime: '14:00',
      opensAt: openSince,
      name: 'Sessione d’esame: cucina calda (seconda data)',
      place: 'Cucina didattica',
      capacityMin: 0,
      capacityMax: 24,
      groupName: 'Esame cucina calda',
      productCode: edition,
    },
    {
      key: 'examRetake',
      kind: 'exam',
      startsOn: addDays(today, 35),
      startTime: '08:00',
      endTime: '14:00',
      opensAt: openSince,
      name: 'Sessione di recupero: cucina calda',
      place: 'Cucina didattica',
      capacityMin: 0,
      capacityMax: 10,
      isRetake: true,
      productCode: edition,
    },
  ];
  const rows = await tx
    .insert(calendarItems)
    .values(seeds.map(({ key: _key, ...seed }) => ({ ...seed, groupKey: groupKey(seed.groupName) })))
    .returning({ id: calendarItems.id, name: calendarItems.name, groupKey: calendarItems.groupKey });
  const id = (key: string) => {
    const index = seeds.findIndex((s) => s.key === key);
    const row = rows[index];
    if (!row) throw new Error(`demo item ${key} not seeded`);
    return row;
  };
  const booked: Array<[string, string]> = [
    ['galaFirst', people.studentId],
    ['haccp', people.studentId],
    ['pasta', people.studentId],
    ['dairy', people.employeeId],
    ['dairy', people.teacherId],
    ['openDay', people.teacherId],
    ['examRetake', people.retakeStudentId],
  ];
  for (const [key, userId] of booked) {
    const item = id(key);
    await tx.insert(bookings).values({ itemId: item.id, userId, groupKey: item.groupKey });
    await tx
      .update(calendarItems)
      .set({ bookedCount: sql`${calendarItems.bookedCount} + 1` })
      .where(eq(calendarItems.id, item.id));
  }
}
