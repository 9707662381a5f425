import { z } from 'zod';
import { FileNameSchema } from '../../candidate/contracts/upload-document.ts';
import { UPLOAD_MAX_BASE64_LENGTH } from '../../shared/limits.ts';
import { plainString } from '../../shared/text.ts';
import {
  TICKET_DESCRIPTION_MAX,
  TICKET_FROM,
  TICKET_MESSAGE_MAX,
  TICKET_RATING_MAX,
  TICKET_RATING_MIN,
  TICKET_RECORD_TYPES,
  TICKET_RELATED_OBJECTS,
  TICKET_STATUSES,
  TICKET_SUBJECT_MAX,
} from '../tickets.ts';

/**
 * The tickets of a logged-in user (Interventi; getCasi, getCategorieCasi, setCaso, uploadFile); its
 * endpoints are `ticketsApi` in `endpoints.ts`.
 * Another user's case is 404 everywhere, as one that does not exist.
 */

export const TicketStatusSchema = z.enum(TICKET_STATUSES);
export const TicketFromSchema = z.enum(TICKET_FROM, { error: 'request.invalid' });

/** A subject or description: trimmed, not blank, at most 100 characters. */
const ticketText = (max: number, required: string, tooLong: string) =>
  plainString().trim().min(1, { error: required }).max(max, { error: tooLong });

export const TicketSubjectSchema = ticketText(
  TICKET_SUBJECT_MAX,
  'tickets.subjectRequired',
  'tickets.subjectTooLong',
);
export const TicketDescriptionSchema = ticketText(
  TICKET_DESCRIPTION_MAX,
  'tickets.descriptionRequired',
  'tickets.descriptionTooLong',
);
/** A message of the thread. */
export const TicketMessageBodySchema = z.strictObject({
  body: ticketText(TICKET_MESSAGE_MAX, 'tickets.messageRequired', 'tickets.messageTooLong'),
});
export type TicketMessageBody = z.infer<typeof TicketMessageBodySchema>;

export const TicketCategorySchema = z.object({
  id: z.uuid(),
  /** Name (Italian), categoria_en__c */
  name: z.string(),
  nameEn: z.string(),
  /** Descrizione__c, descrizione_en__c */
  description: z.string(),
  descriptionEn: z.string(),
  /** ishousing__c */
  isHousing: z.boolean(),
});
export type TicketCategory = z.infer<typeof TicketCategorySchema>;

export const TicketCategoriesResponseSchema = z.object({ categories: z.array(TicketCategorySchema) });
export type TicketCategoriesResponse = z.infer<typeof TicketCategoriesResponseSchema>;

/** A row of the list: "CreatedDate, Status, RecordType.DeveloperName, Attachments (totalSize…)". */
export const TicketSummarySchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  category: z.object({ name: z.string(), nameEn: z.string() }),
  subject: z.string(),
  status: TicketStatusSchema,
  recordType: z.enum(TICKET_RECORD_TYPES),
  attachmentCount: z.number().int(),
  /** Messages in the thread (the school's answers and the user's). */
  messageCount: z.number().int(),
  canUpload: z.boolean(),
});
export type TicketSummary = z.infer<typeof TicketSummarySchema>;

export const TicketListResponseSchema = z.object({ tickets: z.array(TicketSummarySchema) });
export type TicketListResponse = z.infer<typeof TicketListResponseSchema>;

export const TicketAttachmentSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  url: z.string(),
});
export type TicketAttachment = z.infer<typeof TicketAttachmentSchema>;

export const TicketMessageSchema = z.object({
  id: z.uuid(),
  /** Written by the school (true) or by the user who opened the case. */
  fromStaff: z.boolean(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type TicketMessage = z.infer<typeof TicketMessageSchema>;

/** The records a case is linked to, by name, for reading. */
export const TicketLinksSchema = z.object({
  from: TicketFromSchema.nullable(),
  enrolment: z.object({ id: z.uuid(), name: z.string(), kind: z.string() }).nullable(),
  application: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  thesis: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type TicketLinks = z.infer<typeof TicketLinksSchema>;

/** "A read-only detail: category, subject, description, attachment names", with the thread. */
export const TicketDetailSchema = TicketSummarySchema.extend({
  category: TicketCategorySchema.pick({ name: true, nameEn: true, description: true, descriptionEn: true }),
  description: z.string(),
  origin: z.string(),
  links: TicketLinksSchema,
  attachments: z.array(TicketAttachmentSchema),
  messages: z.array(TicketMessageSchema),
  closedAt: z.string().nullable(),
  rating: z.number().int().nullable(),
  canReply: z.boolean(),
  canRate: z.boolean(),
});
export type TicketDetail = z.infer<typeof TicketDetailSchema>;

export const TicketParamsSchema = z.object({ id: z.uuid({ error: 'tickets.notFound' }) });
export const TicketAttachmentParamsSchema = z.object({
  id: z.uuid({ error: 'tickets.notFound' }),
  fileId: z.uuid({ error: 'tickets.attachmentNotFound' }),
});

/** A record named by `newCaso_{object}_{id}`. */
export const TicketRelatedSchema = z.strictObject({
  object: z.enum(TICKET_RELATED_OBJECTS, { error: 'tickets.relatedNotFound' }),
  id: z.uuid({ error: 'tickets.relatedNotFound' }),
});

/**
 * POST /api/tickets (setCaso). `acknowledged` is the warning checkbox about the modification block:
 * only `true` is accepted. The account, the origin (webapp), the record type, the category's name
 * and operator e-mails and the links of `from` are the server's.
 */
export const CreateTicketBodySchema = z.strictObject({
  categoryId: z.uuid({ error: 'tickets.categoryRequired' }),
  subject: TicketSubjectSchema,
  description: TicketDescriptionSchema,
  acknowledged: z.literal(true, { error: 'tickets.acknowledgementRequired' }),
  from: TicketFromSchema.nullable().default(null),
  related: TicketRelatedSchema.nullable().default(null),
});
export type CreateTicketBody = z.infer<typeof CreateTicketBodySchema>;
/** What the web app sends (`from` and `related` may be left out). */
export type CreateTicketInput = z.input<typeof CreateTicketBodySchema>;

/** POST /api/tickets/:id/attachments: a file as every upload sends it. */
export const TicketAttachmentBodySchema = z.strictObject({
  fileName: FileNameSchema,
  contentBase64: z
    .string({ error: 'upload.invalidEncoding' })
    .min(1, { error: 'upload.fileEmpty' })
    .max(UPLOAD_MAX_BASE64_LENGTH, { error: 'upload.tooLargeEncoded' }),
});
export type TicketAttachmentBody = z.infer<typeof TicketAttachmentBodySchema>;

export const TicketRatingBodySchema = z.strictObject({
  rating: z
    .number({ error: 'tickets.invalidRating' })
    .int({ error: 'tickets.invalidRating' })
    .min(TICKET_RATING_MIN, { error: 'tickets.invalidRating' })
    .max(TICKET_RATING_MAX, { error: 'tickets.invalidRating' }),
});
export type TicketRatingBody = z.infer<typeof TicketRatingBodySchema>;
