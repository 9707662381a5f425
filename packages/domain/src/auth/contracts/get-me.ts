import { z } from 'zod';
import { CATEGORIES, ENROLMENT_KINDS } from '../../access/subject.ts';

const EnrolmentFlagsSchema = z.object({
  id: z.string(),
  kind: z.enum(ENROLMENT_KINDS),
  productCode: z.string().nullable(),
  isActive: z.boolean(),
  isActiveHousing: z.boolean(),
  isActiveDoorOpening: z.boolean(),
  isActiveEcommerce: z.boolean(),
  isRecharge: z.boolean(),
  isActiveHyperplanning: z.boolean(),
  isActiveStage: z.boolean(),
  isActiveAttendance: z.boolean(),
  isActiveThesis: z.boolean(),
  isActiveIntermediateThesis: z.boolean(),
  isActiveElearning: z.boolean(),
  isActiveBooking: z.boolean(),
  hasExams: z.boolean(),
  isRetakeEligible: z.boolean(),
});

export const AccessSubjectSchema = z.object({
  categories: z.array(z.enum(CATEGORIES)),
  isShopEnabled: z.boolean(),
  webappPermissions: z.array(z.string()),
  stageStatus: z.number().int(),
  hasOpenFeedback: z.boolean(),
  enrolments: z.array(EnrolmentFlagsSchema),
});

export const MeSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  language: z.enum(['it', 'en']),
  /** Application step and product code, for the provider-login jump. */
  applicationStep: z.number().int().nullable(),
  productCode: z.string().nullable(),
  hasPassword: z.boolean(),
  subject: AccessSubjectSchema,
});
export type Me = z.infer<typeof MeSchema>;

export const GetMeResponseSchema = z.object({ user: MeSchema.nullable() });
export type GetMeResponse = z.infer<typeof GetMeResponseSchema>;

/** The signed-in user after a sign-up, a sign-in or a change of e-mail. */
export const UserResponseSchema = z.object({ user: MeSchema });
export type UserResponse = z.infer<typeof UserResponseSchema>;
