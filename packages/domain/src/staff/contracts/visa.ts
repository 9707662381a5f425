import { z } from 'zod';
import { VISA_RECORD_TYPES } from '../../candidate/visa.ts';
import { staffDate, versionField } from './fields.ts';
import { StaffVisaSchema } from './get-application.ts';

/**
 * PUT /api/staff/applications/:id/visa — enable the visa tab with a record type (RecordType.Name,
 * "Visto C" or "Visto D"), or disable it. The visa record is created when missing and keeps what
 * the candidate saved; its record type changes only while nothing is saved.
 */
export const EnableVisaBodySchema = z.discriminatedUnion(
  'enabled',
  [
    z.strictObject({
      enabled: z.literal(true),
      recordType: z.enum(VISA_RECORD_TYPES),
      version: versionField,
    }),
    z.strictObject({ enabled: z.literal(false), version: versionField }),
  ],
  { error: 'request.invalid' },
);
export type EnableVisaBody = z.infer<typeof EnableVisaBodySchema>;

/**
 * PUT /api/staff/applications/:id/visa/appointments — phase 4 of a Visto D: the appointments at the
 * school for the permit (Data_Appuntamento_in_Alma_Permesso__c), at the post office for the kit
 * (Data_Appuntamento_Posta_x_Kit__c) and for photos and fingerprints (Data_Foto_Segnalazione__c).
 * Null while waiting: the candidate then sees the placeholder.
 */
export const SetVisaAppointmentsBodySchema = z.strictObject({
  permitAppointmentDate: staffDate.nullable(),
  postKitAppointmentDate: staffDate.nullable(),
  fingerprintPhotoDate: staffDate.nullable(),
  version: versionField,
});
export type SetVisaAppointmentsBody = z.infer<typeof SetVisaAppointmentsBodySchema>;

export const StaffVisaResponseSchema = z.object({
  visaEnabled: z.boolean(),
  visa: StaffVisaSchema.nullable(),
  /** The application's version after the change (enabling the visa changes the application). */
  applicationVersion: z.string(),
});
export type StaffVisaResponse = z.infer<typeof StaffVisaResponseSchema>;
