import { z } from 'zod';
import { TEXT_MAX } from '../../shared/limits.ts';
import { EMAIL_PATTERN, plainString } from '../../shared/text.ts';
import { versionField } from '../../staff/contracts/fields.ts';
import { optionalFilter, staffPageOf, staffPaging } from '../../staff/contracts/list-candidates.ts';
import { TICKET_CATEGORY_DESCRIPTION_MAX, TICKET_STATUSES } from '../tickets.ts';
import {
  TicketAttachmentSchema,
  TicketCategorySchema,
  TicketFromSchema,
  TicketLinksSchema,
  TicketMessageSchema,
  TicketStatusSchema,
} from './tickets.ts';

/**
 * Tickets in the staff console (permission Interventi, area `tickets`), under /api/staff/tickets:
 * the inbox, each case's thread, assignee and status, and the case categories (Name,
 * categoria_en__c, Descrizione__c, descrizione_en__c, Email_operatore__c, email_operatore_2__c,
 * ishousing__c); its endpoints are `staffTicketsApi` in `staff-endpoints.ts`.
 */

export const STAFF_TICKET_ASSIGNED = ['any', 'me', 'none'] as const;

export const ListStaffTicketsQuerySchema = z.strictObject({
  category: z.uuid({ error: 'request.invalid' }).optional(),
  /** `open` is every status but Closed. */
  status: z.enum([...TICKET_STATUSES, 'open'], { error: 'request.invalid' }).default('open'),
  assigned: z.enum(STAFF_TICKET_ASSIGNED, { error: 'request.invalid' }).default('any'),
  search: optionalFilter,
  ...staffPaging,
});
export type ListStaffTicketsQuery = z.infer<typeof ListStaffTicketsQuerySchema>;

const PersonRefSchema = z.object({ id: z.uuid(), name: z.string() });

export const StaffTicketRowSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  updatedAt: z.string(),
  category: z.object({ id: z.uuid(), name: z.string() }),
  subject: z.string(),
  status: TicketStatusSchema,
  person: PersonRefSchema.extend({ email: z.string() }),
  assignee: PersonRefSchema.nullable(),
  attachmentCount: z.number().int(),
  messageCount: z.number().int(),
  /** Who wrote last in the thread (null: nobody yet): a case waiting for the school shows it. */
  lastMessageFromStaff: z.boolean().nullable(),
  version: z.string(),
});
export type StaffTicketRow = z.infer<typeof StaffTicketRowSchema>;

export const ListStaffTicketsResponseSchema = staffPageOf(StaffTicketRowSchema);
export type ListStaffTicketsResponse = z.infer<typeof ListStaffTicketsResponseSchema>;

export const StaffTicketSchema = StaffTicketRowSchema.extend({
  description: z.string(),
  origin: z.string(),
  recordType: z.string(),
  from: TicketFromSchema.nullable(),
  links: TicketLinksSchema,
  operatorEmails: z.array(z.string()),
  attachments: z.array(TicketAttachmentSchema),
  messages: z.array(TicketMessageSchema),
  closedAt: z.string().nullable(),
  rating: z.number().int().nullable(),
});
export type StaffTicket = z.infer<typeof StaffTicketSchema>;

export const StaffAssigneesResponseSchema = z.object({ assignees: z.array(PersonRefSchema) });
export type StaffAssigneesResponse = z.infer<typeof StaffAssigneesResponseSchema>;

export const AssignTicketBodySchema = z.strictObject({
  assigneeId: z.uuid({ error: 'tickets.notAssignable' }).nullable(),
  version: versionField,
});
export type AssignTicketBody = z.infer<typeof AssignTicketBodySchema>;

export const TicketStatusBodySchema = z.strictObject({
  action: z.enum(['close', 'reopen'], { error: 'request.invalid' }),
  version: versionField,
});
export type TicketStatusBody = z.infer<typeof TicketStatusBodySchema>;

// ---------------------------------------------------------------------------------------------
// Categories

const requiredName = plainString()
  .trim()
  .min(1, { error: 'candidate.required' })
  .max(TEXT_MAX, { error: 'request.invalid' });
const categoryDescription = plainString()
  .trim()
  .max(TICKET_CATEGORY_DESCRIPTION_MAX, { error: 'request.invalid' });
/** An operator's e-mail, or empty (none). */
const operatorEmail = plainString()
  .trim()
  .max(TEXT_MAX, { error: 'tickets.invalidEmail' })
  .refine((value) => value === '' || EMAIL_PATTERN.test(value), { error: 'tickets.invalidEmail' });

export const TicketCategoryBodySchema = z.strictObject({
  name: requiredName,
  nameEn: requiredName,
  description: categoryDescription,
  descriptionEn: categoryDescription,
  /** Email_operatore__c, email_operatore_2__c: each told of every new case of the category. */
  operatorEmail1: operatorEmail,
  operatorEmail2: operatorEmail,
  isHousing: z.boolean({ error: 'request.invalid' }),
  isActive: z.boolean({ error: 'request.invalid' }),
});
export type TicketCategoryBody = z.infer<typeof TicketCategoryBodySchema>;

export const UpdateTicketCategoryBodySchema = TicketCategoryBodySchema.extend({ version: versionField });
export type UpdateTicketCategoryBody = z.infer<typeof UpdateTicketCategoryBodySchema>;

export const CategoryVersionQuerySchema = z.strictObject({ version: versionField });

export const StaffTicketCategorySchema = TicketCategorySchema.extend({
  operatorEmail1: z.string(),
  operatorEmail2: z.string(),
  isActive: z.boolean(),
  /** Cases in the category: a category with cases cannot be deleted, only retired. */
  ticketCount: z.number().int(),
  version: z.string(),
});
export type StaffTicketCategory = z.infer<typeof StaffTicketCategorySchema>;

export const StaffTicketCategoriesResponseSchema = z.object({
  categories: z.array(StaffTicketCategorySchema),
});
export type StaffTicketCategoriesResponse = z.infer<typeof StaffTicketCategoriesResponseSchema>;

export const StaffTicketAttachmentParamsSchema = z.object({
  id: z.uuid({ error: 'request.invalid' }),
  fileId: z.uuid({ error: 'request.invalid' }),
});
