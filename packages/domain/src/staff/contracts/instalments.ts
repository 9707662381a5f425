import { z } from 'zod';
import { staffDate, staffText, versionField } from './fields.ts';
import { StaffInstalmentSchema } from './get-application.ts';

/** The longest instalment number (Numero_partita__c). */
export const INSTALMENT_NUMBER_MAX = 40;

/** One million euro: no instalment of the school is larger. */
export const INSTALMENT_MAX_CENTS = 100_000_000;

/**
 * POST /api/staff/applications/:id/instalments — add an instalment (Numero_partita__c,
 * Importo_Emesso__c in cents, Data_Scadenza__c). It starts unpaid.
 */
export const AddInstalmentBodySchema = z.strictObject({
  number: staffText(INSTALMENT_NUMBER_MAX),
  amountCents: z.number().int().min(1).max(INSTALMENT_MAX_CENTS),
  dueDate: staffDate,
});
export type AddInstalmentBody = z.infer<typeof AddInstalmentBodySchema>;

/**
 * PUT /api/staff/instalments/:id/payment — record a payment (Data_pagamento__c, Pagata__c) or undo
 * it. A payment date needs the paid flag: an unpaid instalment has no payment date.
 */
export const RecordPaymentBodySchema = z
  .strictObject({ paymentDate: staffDate.nullable(), isPaid: z.boolean(), version: versionField })
  .refine((b) => b.isPaid || b.paymentDate === null, { path: ['paymentDate'], error: 'request.invalid' });
export type RecordPaymentBody = z.infer<typeof RecordPaymentBodySchema>;

export const InstalmentResponseSchema = z.object({ instalment: StaffInstalmentSchema });
