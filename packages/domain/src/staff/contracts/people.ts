import { z } from 'zod';
import { CATEGORIES, ENROLMENT_KINDS } from '../../access/subject.ts';
import { TEXT_MAX } from '../../shared/limits.ts';
import { plainString } from '../../shared/text.ts';
import {
  ENROLMENT_SWITCHES,
  type EnrolmentSwitch,
  PIN_PATTERN,
  REGISTRATION_NUMBER_PATTERN,
  ROLE_CLAIM_STATES,
  WEBAPP_PERMISSIONS,
} from '../people.ts';
import { versionField } from './fields.ts';
import { staffPageOf, staffPaging } from './list-candidates.ts';

/** Error codes of the people's changes (translated in the web app's `errors` catalogue). */
const UNKNOWN_CATEGORY = 'staff.unknownCategory';
const UNKNOWN_PERMISSION = 'staff.unknownPermission';
const UNKNOWN_FLAG = 'staff.unknownFlag';
const INVALID_REGISTRATION_NUMBER = 'staff.invalidRegistrationNumber';
const INVALID_PIN = 'staff.invalidPin';

const category = z.enum(CATEGORIES, { error: UNKNOWN_CATEGORY });
const permission = z.enum(WEBAPP_PERMISSIONS, { error: UNKNOWN_PERMISSION });

/** The sort orders of the people list. */
export const PEOPLE_SORTS = ['name', 'email', 'createdAt'] as const;
export type PeopleSort = (typeof PEOPLE_SORTS)[number];

/**
 * GET /api/staff/people — accounts, found by a part (any case) of the name, e-mail, username, tax
 * code or registration number; filtered by category, blocked, or a claimed role awaiting the
 * secretariat; sorted by name, e-mail or creation, each way; paged.
 */
export const ListPeopleQuerySchema = z.strictObject({
  search: z
    .string()
    .trim()
    .max(TEXT_MAX)
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  category: category.optional(),
  blocked: z.enum(['true', 'false']).optional(),
  roleClaim: z.enum(['pending']).optional(),
  sort: z.enum(PEOPLE_SORTS).default('name'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  ...staffPaging,
});
export type ListPeopleQuery = z.infer<typeof ListPeopleQuerySchema>;

/** A claimed sign-up role (5, 6 or 7), the category it asks for and where it stands. */
export const RoleClaimSchema = z.object({
  role: z.number().int(),
  category: z.enum(CATEGORIES),
  state: z.enum(ROLE_CLAIM_STATES),
});
export type RoleClaim = z.infer<typeof RoleClaimSchema>;

/** One account in the people list. */
export const StaffPersonSummarySchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  taxCode: z.string(),
  registrationNumber: z.string().nullable(),
  categories: z.array(z.string()),
  isBlocked: z.boolean(),
  roleClaim: RoleClaimSchema.nullable(),
  createdAt: z.string(),
});
export type StaffPersonSummary = z.infer<typeof StaffPersonSummarySchema>;

export const ListPeopleResponseSchema = staffPageOf(StaffPersonSummarySchema);
export type ListPeopleResponse = z.infer<typeof ListPeopleResponseSchema>;

/** The account as staff see and change it, with its version. */
export const StaffPersonSchema = StaffPersonSummarySchema.extend({
  language: z.string(),
  pin: z.string().nullable(),
  webappPermissions: z.array(z.string()),
  signupRole: z.number().int().nullable(),
  version: z.string(),
});
export type StaffPerson = z.infer<typeof StaffPersonSchema>;

/** Every switch of an enrolment (the flags of specification 000, section 3), by name. */
const switchesShape = Object.fromEntries(ENROLMENT_SWITCHES.map((key) => [key, z.boolean()])) as Record<
  EnrolmentSwitch,
  z.ZodBoolean
>;
export const EnrolmentSwitchesSchema = z.object(switchesShape);
export type EnrolmentSwitches = z.infer<typeof EnrolmentSwitchesSchema>;

export const StaffEnrolmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(ENROLMENT_KINDS),
  flags: EnrolmentSwitchesSchema,
  createdAt: z.string(),
  version: z.string(),
});
export type StaffEnrolment = z.infer<typeof StaffEnrolmentSchema>;

/** GET /api/staff/people/:id — the account, its enrolments with their flags. */
export const GetPersonResponseSchema = z.object({
  person: StaffPersonSchema,
  enrolments: z.array(StaffEnrolmentSchema),
});
export type GetPersonResponse = z.infer<typeof GetPersonResponseSchema>;

/** PUT /api/staff/people/:id/blocked — a blocked person cannot sign in (section 6). */
export const SetBlockedBodySchema = z.strictObject({ blocked: z.boolean(), version: versionField });
export type SetBlockedBody = z.infer<typeof SetBlockedBodySchema>;

/** PUT /api/staff/people/:id/categories — Categoria__c, from the portal's list, each once. */
export const SetCategoriesBodySchema = z.strictObject({
  categories: z
    .array(category)
    .max(CATEGORIES.length)
    .transform((list) => [...new Set(list)]),
  version: versionField,
});
export type SetCategoriesBody = z.infer<typeof SetCategoriesBodySchema>;

/** PUT /api/staff/people/:id/permissions — Abilitazioni_Webapp__pc, from `WEBAPP_PERMISSIONS`. */
export const SetPermissionsBodySchema = z.strictObject({
  permissions: z
    .array(permission)
    .max(WEBAPP_PERMISSIONS.length)
    .transform((list) => [...new Set(list)]),
  version: versionField,
});
export type SetPermissionsBody = z.infer<typeof SetPermissionsBodySchema>;

/** A code typed by staff: trimmed, upper-cased, empty is none (null). */
const code = (pattern: RegExp, error: string, upper: boolean) =>
  plainString()
    .trim()
    .max(TEXT_MAX)
    .nullable()
    .transform((v) => (v === null || v === '' ? null : upper ? v.toUpperCase() : v))
    .refine((v) => v === null || pattern.test(v), { error });

/** PUT /api/staff/people/:id/registration — Matricola__c and Pin__c (null or empty: none). */
export const SetRegistrationBodySchema = z.strictObject({
  registrationNumber: code(REGISTRATION_NUMBER_PATTERN, INVALID_REGISTRATION_NUMBER, true),
  pin: code(PIN_PATTERN, INVALID_PIN, false),
  version: versionField,
});
export type SetRegistrationBody = z.infer<typeof SetRegistrationBodySchema>;

/** `/api/staff/people/:id/enrolments/:enrolmentId/…` */
export const PersonEnrolmentParamsSchema = z.object({
  id: z.uuid({ error: 'request.invalid' }),
  enrolmentId: z.uuid({ error: 'request.invalid' }),
});

/** PUT /api/staff/people/:id/enrolments/:enrolmentId/flags — switch one flag, on the enrolment's version. */
export const SetEnrolmentFlagBodySchema = z.strictObject({
  flag: z.enum(ENROLMENT_SWITCHES, { error: UNKNOWN_FLAG }),
  value: z.boolean(),
  version: versionField,
});
export type SetEnrolmentFlagBody = z.infer<typeof SetEnrolmentFlagBodySchema>;

/**
 * POST /api/staff/people/:id/enrolments/:enrolmentId/move — the enrolment, with the records that
 * belong to it (its application, check-ins, housing stay, lockers and books), becomes another
 * person's: the school's existing record of someone who now has their own account.
 */
export const MoveEnrolmentBodySchema = z.strictObject({
  toUserId: z.uuid({ error: 'staff.unknownPerson' }),
  version: versionField,
});
export type MoveEnrolmentBody = z.infer<typeof MoveEnrolmentBodySchema>;

/**
 * POST /api/staff/people/:id/role-claim/confirm — grants the claimed category; the registration
 * number, when given, links the person to the school's record of them (Matricola__c).
 */
export const ConfirmRoleClaimBodySchema = z.strictObject({
  registrationNumber: code(REGISTRATION_NUMBER_PATTERN, INVALID_REGISTRATION_NUMBER, true).optional(),
  version: versionField,
});
export type ConfirmRoleClaimBody = z.infer<typeof ConfirmRoleClaimBodySchema>;

/** POST /api/staff/people/:id/role-claim/refuse */
export const RefuseRoleClaimBodySchema = z.strictObject({ version: versionField });
export type RefuseRoleClaimBody = z.infer<typeof RefuseRoleClaimBodySchema>;

/** The answer of every change to a person: the account (and enrolments) as they are now. */
export const PersonChangeResponseSchema = GetPersonResponseSchema;
