import type { DbOrTx } from '../client.ts';
import { books, lockers } from '../schema/index.ts';

/**
 * The demo's Utility page: Luca (studente@demo.alma.it, registration number S2026001, PIN 4821)
 * has, on his course enrolment, the course locker 112 (his notification "Ti è stato assegnato
 * l'armadietto 112"), an exam locker and two digital books.
 */
export async function seedUtilityDemo(tx: DbOrTx, courseEnrolmentId: string | undefined): Promise<void> {
  if (!courseEnrolmentId) throw new Error('the demo student has no course enrolment');
  await tx.insert(lockers).values([
    { enrolmentId: courseEnrolmentId, kind: 'course', name: '112', freeFrom: '2027-07-31' },
    { enrolmentId: courseEnrolmentId, kind: 'exam', name: 'E-07', freeFrom: '2027-06-30' },
  ]);
  await tx.insert(books).values([
    {
      enrolmentId: courseEnrolmentId,
      title: 'Il Cucchiaio d’Argento – Cucina italiana',
      code: 'ALMA-CUC-2026-0417',
    },
    { enrolmentId: courseEnrolmentId, title: 'Tecniche di pasticceria di base', code: 'ALMA-PAS-2026-1182' },
  ]);
}
