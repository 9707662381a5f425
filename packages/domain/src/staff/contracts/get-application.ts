import { z } from 'zod';
import { CandidateApplicationSchema } from '../../candidate/contracts/get-overview.ts';
import { VisaSchema } from '../../candidate/contracts/get-visa.ts';
import { CandidateDocumentSchema } from '../../candidate/contracts/list-documents.ts';
import { InstalmentSchema } from '../../candidate/contracts/list-payments.ts';
import { ClothingSizesSchema } from '../../candidate/contracts/update-clothing.ts';

/** The person behind an application, as the staff list shows them. */
export const StaffCandidateSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  sex: z.string(),
});

/** Every field of the application record staff work on: the candidate's, and the rest (ISO instants for the timestamps). */
export const StaffApplicationSchema = CandidateApplicationSchema.extend({
  userId: z.string(),
  enrolmentId: z.string().nullable(),
  sizes: ClothingSizesSchema,
  clothingVisible: z.boolean(),
  clothingCompiled: z.boolean(),
  clothingSent: z.boolean(),
  clothingCompiledAt: z.string().nullable(),
  visaEnabled: z.boolean(),
  billingCompiled: z.boolean(),
  billingCompiledAt: z.string().nullable(),
  /** The version a change of this application sends back (`versionField`). */
  version: z.string(),
});
export type StaffApplication = z.infer<typeof StaffApplicationSchema>;

/** A document as staff see it: the candidate's columns plus what was stored. */
export const StaffDocumentSchema = CandidateDocumentSchema.extend({
  applicationId: z.string(),
  size: z.number().int().nullable(),
  contentType: z.string().nullable(),
  encrypted: z.boolean(),
  hasFile: z.boolean(),
  /** The version a review of this document sends back (`versionField`). */
  version: z.string(),
});
export type StaffDocument = z.infer<typeof StaffDocumentSchema>;

/** An instalment with the version a payment of it sends back. */
export const StaffInstalmentSchema = InstalmentSchema.extend({ version: z.string() });
export type StaffInstalment = z.infer<typeof StaffInstalmentSchema>;

/** The visa record with the version a change of its phase-4 dates sends back. */
export const StaffVisaSchema = VisaSchema.extend({ version: z.string() });
export type StaffVisa = z.infer<typeof StaffVisaSchema>;

/** GET /api/staff/applications/:id — the application with its person, documents, instalments and visa. */
export const GetStaffApplicationResponseSchema = z.object({
  candidate: StaffCandidateSchema,
  application: StaffApplicationSchema,
  documents: z.array(StaffDocumentSchema),
  instalments: z.array(StaffInstalmentSchema),
  visa: StaffVisaSchema.nullable(),
});
export type GetStaffApplicationResponse = z.infer<typeof GetStaffApplicationResponseSchema>;
