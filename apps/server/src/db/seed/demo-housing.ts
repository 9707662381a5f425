import type { DbOrTx } from '../client.ts';
import { housingStays } from '../schema/index.ts';

/**
 * The demo's housing stay: Luca's housing contract (studente@demo.alma.it, "Housing Colorno 2026B")
 * has its apartment, address, check-in and check-out, so /housing shows every box; Giulia
 * (studente2@demo.alma.it) has no housing contract and is sent from /housing to Home.
 */
export async function seedHousingDemo(tx: DbOrTx, housingEnrolmentId: string | undefined): Promise<void> {
  if (!housingEnrolmentId) throw new Error('the demo student has no housing contract');
  await tx.insert(housingStays).values({
    enrolmentId: housingEnrolmentId,
    apartmentName: 'Residenza Reggia – Appartamento 3B',
    apartmentAddress: 'Via Giuseppe Verdi 12, 43052 Colorno (PR)',
    checkInDate: '2026-09-06',
    checkInTime: '15:00',
    checkOutDate: '2027-07-03',
    checkOutTime: '10:00',
  });
}
