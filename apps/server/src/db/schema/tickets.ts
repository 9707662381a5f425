import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applications } from './candidate.ts';
import { belongsTo, instant, instantNow, recordId, storedFile, timestamps } from './columns.ts';
import { enrolments } from './enrolments.ts';
import { theses } from './thesis.ts';
import { users } from './users.ts';

/**
 * Tickets, "Interventi" (specification 001, section 3 "Case (ticket)"; decision 49). A case
 * belongs to the account that opened it; its category's name and operator e-mails are copied onto
 * it when it is opened, as the CRM's case keeps them (Categorie__c, email_operatore_1__c,
 * email_operatore_2__c).
 */

/** A case category (Id, Name, categoria_en__c, Descrizione__c, descrizione_en__c, Email_operatore__c, email_operatore_2__c, ishousing__c). */
export const ticketCategories = pgTable(
  'ticket_categories',
  {
    id: recordId(),
    /** Name (Italian) */
    name: text().notNull(),
    /** categoria_en__c */
    nameEn: text().notNull().default(''),
    /** Descrizione__c, descrizione_en__c */
    description: text().notNull().default(''),
    descriptionEn: text().notNull().default(''),
    /** Email_operatore__c, email_operatore_2__c ('' when none) */
    operatorEmail1: text().notNull().default(''),
    operatorEmail2: text().notNull().default(''),
    /** ishousing__c */
    isHousing: boolean().notNull().default(false),
    /** Offered in the form (a category with cases is retired, not deleted). */
    isActive: boolean().notNull().default(true),
    ...timestamps(),
  },
  (t) => [uniqueIndex('ticket_categories_name_idx').on(sql`lower(${t.name})`)],
);
export type TicketCategoryRow = typeof ticketCategories.$inferSelect;

/** A case (AccountId, Opportunita__c, Subject, Description, RecordTypeId, Origin, {Related}__c, Categorie__c, …). */
export const tickets = pgTable(
  'tickets',
  {
    id: recordId(),
    /** AccountId */
    userId: belongsTo(() => users.id),
    /** Categoria_caso__c */
    categoryId: uuid()
      .notNull()
      .references(() => ticketCategories.id, { onDelete: 'restrict' }),
    /** Categorie__c, email_operatore_1__c, email_operatore_2__c as they were when the case was opened. */
    categoryName: text().notNull(),
    operatorEmail1: text().notNull().default(''),
    operatorEmail2: text().notNull().default(''),
    /** RecordType.DeveloperName: Housing or Standard. */
    recordType: text({ enum: ['Housing', 'Standard'] }).notNull(),
    /** Origin: webapp */
    origin: text().notNull().default('webapp'),
    /** Where the form was opened from (Housing, Segreteria, Esami), null from the page itself. */
    openedFrom: text({ enum: ['Housing', 'Segreteria', 'Esami'] }),
    /** Opportunita__c: the housing contract or the course enrolment. */
    enrolmentId: uuid().references(() => enrolments.id, { onDelete: 'set null' }),
    /** The related application (Candidatura) or thesis (Tesi). */
    applicationId: uuid().references(() => applications.id, { onDelete: 'set null' }),
    thesisId: uuid().references(() => theses.id, { onDelete: 'set null' }),
    subject: text().notNull(),
    description: text().notNull(),
    status: text({ enum: ['New', 'Working', 'Closed'] })
      .notNull()
      .default('New'),
    /** The staff member who follows it. */
    assigneeId: uuid().references(() => users.id, { onDelete: 'set null' }),
    closedAt: instant(),
    /** The 1-5 satisfaction rating, given once the case is closed. */
    rating: integer(),
    ratedAt: instant(),
    ...timestamps(),
  },
  (t) => [
    index('tickets_user_idx').on(t.userId, t.createdAt),
    // The staff inbox: by status, then category, oldest first.
    index('tickets_inbox_idx').on(t.status, t.categoryId, t.createdAt),
    index('tickets_assignee_idx').on(t.assigneeId),
    check('tickets_rating', sql`${t.rating} is null or (${t.rating} between 1 and 5)`),
    check('tickets_closed_at', sql`(${t.status} = 'Closed') = (${t.closedAt} is not null)`),
  ],
);
export type TicketRow = typeof tickets.$inferSelect;

/** A file attached to a case (Attachments: Name), stored through the one upload path. */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: recordId(),
    ticketId: belongsTo(() => tickets.id),
    ...storedFile(),
    createdAt: instantNow(),
  },
  (t) => [index('ticket_attachments_ticket_idx').on(t.ticketId, t.createdAt)],
);
export type TicketAttachmentRow = typeof ticketAttachments.$inferSelect;

/** A message of a case's thread: the school's replies and the student's answers. */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: recordId(),
    ticketId: belongsTo(() => tickets.id),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    fromStaff: boolean().notNull(),
    body: text().notNull(),
    createdAt: instantNow(),
  },
  (t) => [index('ticket_messages_ticket_idx').on(t.ticketId, t.createdAt)],
);
export type TicketMessageRow = typeof ticketMessages.$inferSelect;
