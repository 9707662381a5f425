import { z } from 'zod';
import { VISA_RECORD_TYPES, type Visa } from '../visa.ts';

/** The visa record as the API sends it; the web app derives phase and locks with visa.ts. */
export const VisaSchema = z.object({
  recordType: z.enum(VISA_RECORD_TYPES).nullable(),
  status: z.string().nullable(),
  embassyAppointmentDate: z.string().nullable(),
  embassyName: z.string().nullable(),
  embassyAddress: z.string().nullable(),
  acceptance: z.boolean(),
  flightArrival: z.string().nullable(),
  arrivalAirport: z.string().nullable(),
  flightTicket: z.string().nullable(),
  visaStartDate: z.string().nullable(),
  visaExpiryDate: z.string().nullable(),
  refusalReason: z.string().nullable(),
  permitAppointmentDate: z.string().nullable(),
  postKitAppointmentDate: z.string().nullable(),
  fingerprintPhotoDate: z.string().nullable(),
}) satisfies z.ZodType<Visa>;

/** "visto (only when visa is enabled)": null when the candidate has no visa record. */
export const GetVisaResponseSchema = z.object({ visa: VisaSchema.nullable() });
export type GetVisaResponse = z.infer<typeof GetVisaResponseSchema>;
