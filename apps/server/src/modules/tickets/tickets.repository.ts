import type { ListStaffTicketsQuery } from '@school/domain/tickets/contracts/staff-tickets';
import { and, asc, count, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { listPage } from '../../db/list-page.ts';
import { containsPattern, personContact, personMatches } from '../../db/people-search.ts';
import {
  applications,
  enrolments,
  type TicketAttachmentRow,
  type TicketCategoryRow,
  type TicketRow,
  theses,
  ticketAttachments,
  ticketCategories,
  ticketMessages,
  tickets,
  users,
} from '../../db/schema/index.ts';

/** The queries of tickets: the student's own cases, the staff inbox, the categories. */

const ticketId = sql.raw('"tickets"."id"');
const categoryId = sql.raw('"ticket_categories"."id"');

const attachmentCount = sql<number>`(
  select count(*) from ticket_attachments a where a.ticket_id = ${ticketId}
)`.mapWith(Number);
const messageCount = sql<number>`(
  select count(*) from ticket_messages m where m.ticket_id = ${ticketId}
)`.mapWith(Number);
/** Who wrote the thread's last message (null: no message yet). */
const lastMessageFromStaff = sql<boolean | null>`(
  select m.from_staff from ticket_messages m where m.ticket_id = ${ticketId}
   order by m.created_at desc, m.id desc limit 1
)`;

// ---------------------------------------------------------------------------------------------
// Categories

export async function listActiveCategories(db: DbOrTx): Promise<TicketCategoryRow[]> {
  return db
    .select()
    .from(ticketCategories)
    .where(eq(ticketCategories.isActive, true))
    .orderBy(asc(ticketCategories.name));
}

export async function findCategory(db: DbOrTx, id: string): Promise<TicketCategoryRow | null> {
  const [row] = await db.select().from(ticketCategories).where(eq(ticketCategories.id, id));
  return row ?? null;
}

export async function lockCategory(db: DbOrTx, id: string): Promise<TicketCategoryRow | null> {
  const [row] = await db.select().from(ticketCategories).where(eq(ticketCategories.id, id)).for('update');
  return row ?? null;
}

/** Every category with its number of cases, by name (one statement). */
export async function listCategoriesWithCounts(db: DbOrTx) {
  return db
    .select({
      category: ticketCategories,
      ticketCount: sql<number>`(select count(*) from tickets t where t.category_id = ${categoryId})`.mapWith(
        Number,
      ),
    })
    .from(ticketCategories)
    .orderBy(asc(ticketCategories.name));
}

export async function countTicketsOfCategory(db: DbOrTx, categoryId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tickets).where(eq(tickets.categoryId, categoryId));
  return row?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------
// A person's own cases

/** The person's cases, newest first, each with its category's names and counts (one statement). */
export async function listOwnTickets(db: DbOrTx, userId: string) {
  return db
    .select({ ticket: tickets, nameEn: ticketCategories.nameEn, attachmentCount, messageCount })
    .from(tickets)
    .innerJoin(ticketCategories, eq(ticketCategories.id, tickets.categoryId))
    .where(eq(tickets.userId, userId))
    .orderBy(desc(tickets.createdAt), desc(tickets.id));
}

/** One case of the person (null for another person's, as for none). */
export async function findOwnTicket(db: DbOrTx, userId: string, id: string): Promise<TicketRow | null> {
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, id), eq(tickets.userId, userId)));
  return row ?? null;
}

export async function findTicket(db: DbOrTx, id: string): Promise<TicketRow | null> {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, id));
  return row ?? null;
}

/** The case, locked for a change (its attachments and messages follow it: lock it first). */
export async function lockTicket(db: DbOrTx, id: string): Promise<TicketRow | null> {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, id)).for('update');
  return row ?? null;
}

export async function insertTicket(db: DbOrTx, values: typeof tickets.$inferInsert): Promise<TicketRow> {
  const [row] = await db.insert(tickets).values(values).returning();
  if (!row) throw new Error('ticket not created');
  return row;
}

export async function updateTicket(
  db: DbOrTx,
  id: string,
  values: Partial<typeof tickets.$inferInsert>,
  condition?: SQL,
): Promise<TicketRow | null> {
  const [row] = await db
    .update(tickets)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(tickets.id, id), condition))
    .returning();
  return row ?? null;
}

/** The rating, written only on the person's closed case without one (a conditional update). */
export async function rateTicket(db: DbOrTx, userId: string, id: string, rating: number) {
  const [row] = await db
    .update(tickets)
    .set({ rating, ratedAt: new Date() })
    .where(
      and(
        eq(tickets.id, id),
        eq(tickets.userId, userId),
        eq(tickets.status, 'Closed'),
        sql`${tickets.rating} is null`,
      ),
    )
    .returning();
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Attachments and messages

export async function listAttachments(db: DbOrTx, ticketId: string): Promise<TicketAttachmentRow[]> {
  return db
    .select()
    .from(ticketAttachments)
    .where(eq(ticketAttachments.ticketId, ticketId))
    .orderBy(asc(ticketAttachments.createdAt), asc(ticketAttachments.id));
}

export async function countAttachments(db: DbOrTx, ticketId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ticketAttachments)
    .where(eq(ticketAttachments.ticketId, ticketId));
  return row?.n ?? 0;
}

export async function findAttachment(
  db: DbOrTx,
  ticketId: string,
  id: string,
): Promise<TicketAttachmentRow | null> {
  const [row] = await db
    .select()
    .from(ticketAttachments)
    .where(and(eq(ticketAttachments.id, id), eq(ticketAttachments.ticketId, ticketId)));
  return row ?? null;
}

export async function insertAttachment(db: DbOrTx, values: typeof ticketAttachments.$inferInsert) {
  const [row] = await db.insert(ticketAttachments).values(values).returning();
  if (!row) throw new Error('attachment not recorded');
  return row;
}

/** The thread, oldest first, with each author's name. */
export async function listMessages(db: DbOrTx, ticketId: string) {
  return db
    .select({
      message: ticketMessages,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(ticketMessages)
    .leftJoin(users, eq(users.id, ticketMessages.authorId))
    .where(eq(ticketMessages.ticketId, ticketId))
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
}

export async function insertMessage(db: DbOrTx, values: typeof ticketMessages.$inferInsert) {
  const [row] = await db.insert(ticketMessages).values(values).returning();
  if (!row) throw new Error('message not recorded');
  return row;
}

// ---------------------------------------------------------------------------------------------
// The records a case links

export async function findOwnEnrolment(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select({ id: enrolments.id, name: enrolments.name, kind: enrolments.kind })
    .from(enrolments)
    .where(and(eq(enrolments.id, id), eq(enrolments.userId, userId)));
  return row ?? null;
}

export async function findOwnApplication(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select({ id: applications.id, enrolmentId: applications.enrolmentId })
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.userId, userId)));
  return row ?? null;
}

/** The person's latest application, of the enrolment when given. */
export async function latestApplication(db: DbOrTx, userId: string, enrolmentId: string | null) {
  const [row] = await db
    .select({ id: applications.id, enrolmentId: applications.enrolmentId })
    .from(applications)
    .where(
      and(
        eq(applications.userId, userId),
        enrolmentId ? eq(applications.enrolmentId, enrolmentId) : undefined,
      ),
    )
    .orderBy(desc(applications.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findOwnThesis(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select({ id: theses.id, enrolmentId: theses.enrolmentId })
    .from(theses)
    .innerJoin(enrolments, eq(enrolments.id, theses.enrolmentId))
    .where(and(eq(theses.id, id), eq(enrolments.userId, userId)));
  return row ?? null;
}

/** The latest thesis of a course enrolment (the final exam's when both exist). */
export async function latestThesis(db: DbOrTx, enrolmentId: string) {
  const [row] = await db
    .select({ id: theses.id, enrolmentId: theses.enrolmentId })
    .from(theses)
    .where(eq(theses.enrolmentId, enrolmentId))
    .orderBy(desc(theses.examType), desc(theses.createdAt))
    .limit(1);
  return row ?? null;
}

/** The names of the records a case links, for reading. */
export async function linkNames(db: DbOrTx, ticket: TicketRow) {
  const [enrolment, application, thesis] = await Promise.all([
    ticket.enrolmentId
      ? db
          .select({ id: enrolments.id, name: enrolments.name, kind: enrolments.kind })
          .from(enrolments)
          .where(eq(enrolments.id, ticket.enrolmentId))
      : [],
    ticket.applicationId
      ? db
          .select({
            id: applications.id,
            courseName: applications.courseName,
            editionName: applications.editionName,
          })
          .from(applications)
          .where(eq(applications.id, ticket.applicationId))
      : [],
    ticket.thesisId
      ? db.select({ id: theses.id, name: theses.name }).from(theses).where(eq(theses.id, ticket.thesisId))
      : [],
  ]);
  return { enrolment: enrolment[0] ?? null, application: application[0] ?? null, thesis: thesis[0] ?? null };
}

// ---------------------------------------------------------------------------------------------
// The staff inbox

const person = alias(users, 'person');
const assignee = alias(users, 'assignee');

function inboxFilter(query: ListStaffTicketsQuery, staffId: string): SQL | undefined {
  return and(
    query.status === 'open' ? ne(tickets.status, 'Closed') : eq(tickets.status, query.status),
    query.category ? eq(tickets.categoryId, query.category) : undefined,
    query.assigned === 'me' ? eq(tickets.assigneeId, staffId) : undefined,
    query.assigned === 'none' ? sql`${tickets.assigneeId} is null` : undefined,
    query.search
      ? or(ilike(tickets.subject, containsPattern(query.search)), personMatches(person, query.search))
      : undefined,
  );
}

/**
 * One page of the inbox (one statement: the cases with their person, assignee and counts), oldest
 * first so that the longest waiting is on top; the matches counted in a second statement.
 */
export async function listInboxPage(db: DbOrTx, query: ListStaffTicketsQuery, staffId: string) {
  const where = inboxFilter(query, staffId);
  return listPage(
    db,
    query,
    ({ limit, offset }) =>
      db
        .select({
          ticket: tickets,
          person: {
            id: person.id,
            firstName: person.firstName,
            lastName: person.lastName,
            email: person.email,
          },
          assignee: { id: assignee.id, firstName: assignee.firstName, lastName: assignee.lastName },
          attachmentCount,
          messageCount,
          lastMessageFromStaff,
        })
        .from(tickets)
        .innerJoin(person, eq(person.id, tickets.userId))
        .leftJoin(assignee, eq(assignee.id, tickets.assigneeId))
        .where(where)
        .orderBy(asc(tickets.createdAt), asc(tickets.id))
        .limit(limit)
        .offset(offset),
    () =>
      db.select({ n: count() }).from(tickets).innerJoin(person, eq(person.id, tickets.userId)).where(where),
    JSON.stringify(['tickets.inbox', query, staffId]),
  );
}

export async function findPerson(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      ...personContact,
      language: users.language,
      categories: users.categories,
      webappPermissions: users.webappPermissions,
    })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

/** The staff who hold Interventi: employees with the permission, by name. */
export async function listTicketStaff(db: DbOrTx) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        sql`${users.categories} @> array['Dipendente']::text[]`,
        sql`${users.webappPermissions} @> array['Interventi']::text[]`,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName));
}

export const statusIs = (status: TicketRow['status']) => eq(tickets.status, status);
export const categoryIdIs = (id: string) => eq(ticketCategories.id, id);
