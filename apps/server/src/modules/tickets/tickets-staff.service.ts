import { staffAccess } from '@school/domain/access/staff';
import type { AccessSubject, Category } from '@school/domain/access/subject';
import { isLocale, type Locale } from '@school/domain/shared/locale';
import type {
  AssignTicketBody,
  ListStaffTicketsQuery,
  ListStaffTicketsResponse,
  StaffAssigneesResponse,
  StaffTicket,
  StaffTicketCategoriesResponse,
  StaffTicketCategory,
  StaffTicketRow,
  TicketCategoryBody,
  TicketStatusBody,
  UpdateTicketCategoryBody,
} from '@school/domain/tickets/contracts/staff-tickets';
import type { Db, DbOrTx } from '../../db/client.ts';
import { pageAnswer } from '../../db/list-page.ts';
import { type TicketCategoryRow, type TicketRow, ticketCategories, tickets } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { DocumentDownload } from '../candidate/candidate.service.ts';
import { type Notifier, notifyUser } from '../notifications/notify.ts';
import {
  auditStaffChange,
  changeOnVersion,
  checkVersion,
  removeOnVersion,
  rowVersion,
  staleRecord,
} from '../staff/staff-changes.ts';
import { closedNotification, replyNotification, ticketPath } from './tickets.mails.ts';
import * as repo from './tickets.repository.ts';
import {
  linksOf,
  openAttachment,
  personName,
  threadOf,
  ticketClosed,
  ticketNotFound,
  toAttachment,
} from './tickets.service.ts';

/**
 * The staff side of tickets (permission Interventi): the inbox by category and status, a case with
 * its thread, replies (the student is notified in the same transaction), assignment, closing and
 * reopening on the version read (409 `staff.staleRecord` when it changed), the categories. Every
 * change is audited in its transaction.
 */

const STAFF_PREFIX = '/api/staff/tickets';
const ticketVersion = (row: TicketRow) => rowVersion(tickets, row);
const categoryVersion = (row: TicketCategoryRow) => rowVersion(ticketCategories, row);
const languageOf = (value: string): Locale => (isLocale(value) ? value : 'it');

type InboxRow = Awaited<ReturnType<typeof repo.listInboxPage>>['rows'][number];

/** What the inbox and a case's page both show of a ticket: when, its category, subject and status. */
function ticketHead(
  ticket: Pick<TicketRow, 'id' | 'createdAt' | 'updatedAt' | 'categoryId' | 'subject' | 'status'> & {
    categoryName: string;
  },
) {
  return {
    id: ticket.id,
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
    category: { id: ticket.categoryId, name: ticket.categoryName },
    subject: ticket.subject,
    status: ticket.status,
  };
}

function toRow(row: InboxRow): StaffTicketRow {
  const { ticket } = row;
  return {
    ...ticketHead(ticket),
    person: { id: row.person.id, name: personName(row.person), email: row.person.email },
    assignee: row.assignee?.id
      ? {
          id: row.assignee.id,
          name: personName({
            firstName: row.assignee.firstName ?? '',
            lastName: row.assignee.lastName ?? '',
          }),
        }
      : null,
    attachmentCount: row.attachmentCount,
    messageCount: row.messageCount,
    lastMessageFromStaff: row.lastMessageFromStaff,
    version: ticketVersion(ticket),
  };
}

/** GET /api/staff/tickets: one page of the inbox. */
export async function listInbox(
  db: DbOrTx,
  staffId: string,
  query: ListStaffTicketsQuery,
): Promise<ListStaffTicketsResponse> {
  return pageAnswer(query, await repo.listInboxPage(db, query, staffId), toRow);
}

/** GET /api/staff/tickets/:id */
export async function getStaffTicket(db: DbOrTx, id: string): Promise<StaffTicket> {
  const ticket = await repo.findTicket(db, id);
  if (!ticket) throw ticketNotFound();
  const [person, assignee, attachments, messages, links] = await Promise.all([
    repo.findPerson(db, ticket.userId),
    ticket.assigneeId ? repo.findPerson(db, ticket.assigneeId) : null,
    repo.listAttachments(db, ticket.id),
    threadOf(db, ticket.id, true),
    linksOf(db, ticket),
  ]);
  const last = messages.at(-1);
  return {
    ...ticketHead(ticket),
    person: { id: ticket.userId, name: personName(person), email: person?.email ?? '' },
    assignee: assignee ? { id: assignee.id, name: personName(assignee) } : null,
    attachmentCount: attachments.length,
    messageCount: messages.length,
    lastMessageFromStaff: last ? last.fromStaff : null,
    version: ticketVersion(ticket),
    description: ticket.description,
    origin: ticket.origin,
    recordType: ticket.recordType,
    from: ticket.openedFrom,
    links,
    operatorEmails: [ticket.operatorEmail1, ticket.operatorEmail2].filter((e) => e !== ''),
    attachments: attachments.map((a) => toAttachment(a, STAFF_PREFIX)),
    messages,
    closedAt: ticket.closedAt?.toISOString() ?? null,
    rating: ticket.rating,
  };
}

/**
 * A staff change of a ticket, in one transaction under the ticket's lock (404 when it is gone) and,
 * given the version it was made on, only on that version (409 `staff.staleRecord`); answers the
 * ticket as staff see it after the change.
 */
async function changeTicket(
  db: Db,
  id: string,
  version: string | undefined,
  change: (tx: DbOrTx, row: TicketRow) => Promise<void>,
): Promise<StaffTicket> {
  await db.transaction(async (tx) => {
    const row = await repo.lockTicket(tx, id);
    if (!row) throw ticketNotFound();
    if (version !== undefined) checkVersion(tickets, row, version);
    await change(tx, row);
  });
  return getStaffTicket(db, id);
}

/** The student's language, for what they are told. */
async function studentLanguage(tx: DbOrTx, userId: string): Promise<Locale> {
  return languageOf((await repo.findPerson(tx, userId))?.language ?? 'it');
}

/**
 * POST /api/staff/tickets/:id/messages: a reply. Under the case's lock: refused on a closed case
 * (reopen it first); a New case becomes Working; the student is notified in the same transaction.
 */
export async function replyAsStaff(
  deps: { db: Db; notifier: Notifier },
  by: string,
  id: string,
  body: string,
): Promise<StaffTicket> {
  return changeTicket(deps.db, id, undefined, async (tx, row) => {
    if (row.status === 'Closed') throw ticketClosed();
    await repo.insertMessage(tx, { ticketId: row.id, authorId: by, fromStaff: true, body });
    const after = await repo.updateTicket(tx, row.id, row.status === 'New' ? { status: 'Working' } : {});
    if (after && after.status !== row.status)
      await auditStaffChange(tx, { by, table: tickets, before: row, after });
    await notifyUser(
      tx,
      deps.notifier,
      row.userId,
      replyNotification(await studentLanguage(tx, row.userId), row.subject, ticketPath(row.id)),
    );
  });
}

function isTicketStaff(person: { categories: string[]; webappPermissions: string[] } | null): boolean {
  if (!person) return false;
  const subject: AccessSubject = {
    categories: person.categories as Category[],
    webappPermissions: person.webappPermissions,
    isShopEnabled: false,
    stageStatus: 99,
    hasOpenFeedback: false,
    enrolments: [],
  };
  return staffAccess(subject, 'Interventi') === 'allowed';
}

/** PUT /api/staff/tickets/:id/assignee: to a staff member holding Interventi, or to nobody. */
export async function assignTicket(
  db: Db,
  by: string,
  id: string,
  body: AssignTicketBody,
): Promise<StaffTicket> {
  if (body.assigneeId !== null && !isTicketStaff(await repo.findPerson(db, body.assigneeId)))
    throw new AppError(400, 'tickets.notAssignable', 'Not a staff member with Interventi', {
      assigneeId: 'tickets.notAssignable',
    });
  return changeTicket(db, id, body.version, async (tx, row) => {
    const after = await repo.updateTicket(tx, row.id, { assigneeId: body.assigneeId });
    if (after) await auditStaffChange(tx, { by, table: tickets, before: row, after });
  });
}

/**
 * PUT /api/staff/tickets/:id/status: close (the student is notified and may rate it) or reopen, on
 * the version read, by a conditional update on the status it had.
 */
export async function changeTicketStatus(
  deps: { db: Db; notifier: Notifier },
  by: string,
  id: string,
  body: TicketStatusBody,
): Promise<StaffTicket> {
  return changeTicket(deps.db, id, body.version, async (tx, row) => {
    const closing = body.action === 'close';
    if (closing && row.status === 'Closed')
      throw new AppError(409, 'tickets.alreadyClosed', 'The ticket is already closed');
    if (!closing && row.status !== 'Closed')
      throw new AppError(409, 'tickets.alreadyOpen', 'The ticket is already open');
    const after = await repo.updateTicket(
      tx,
      row.id,
      closing ? { status: 'Closed', closedAt: new Date() } : { status: 'Working', closedAt: null },
      repo.statusIs(row.status),
    );
    if (!after) throw staleRecord();
    await auditStaffChange(tx, { by, table: tickets, before: row, after });
    if (closing)
      await notifyUser(
        tx,
        deps.notifier,
        row.userId,
        closedNotification(await studentLanguage(tx, row.userId), row.subject, ticketPath(row.id)),
      );
  });
}

/** GET /api/staff/tickets/assignees */
export async function listAssignees(db: DbOrTx): Promise<StaffAssigneesResponse> {
  const rows = await repo.listTicketStaff(db);
  return { assignees: rows.map((r) => ({ id: r.id, name: personName(r) })) };
}

/** GET /api/staff/tickets/:id/attachments/:fileId */
export async function openStaffAttachment(
  deps: { db: DbOrTx; storage: FileStorage },
  id: string,
  fileId: string,
): Promise<DocumentDownload> {
  return openAttachment(deps, await repo.findTicket(deps.db, id), fileId);
}

// ---------------------------------------------------------------------------------------------
// Categories

function toCategory(row: TicketCategoryRow, ticketCount: number): StaffTicketCategory {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.nameEn,
    description: row.description,
    descriptionEn: row.descriptionEn,
    isHousing: row.isHousing,
    operatorEmail1: row.operatorEmail1,
    operatorEmail2: row.operatorEmail2,
    isActive: row.isActive,
    ticketCount,
    version: categoryVersion(row),
  };
}

export async function listStaffCategories(db: DbOrTx): Promise<StaffTicketCategoriesResponse> {
  const rows = await repo.listCategoriesWithCounts(db);
  return { categories: rows.map(({ category, ticketCount }) => toCategory(category, ticketCount)) };
}

const categoryExists = () =>
  new AppError(409, 'tickets.categoryExists', 'A category with this name exists', {
    name: 'tickets.categoryExists',
  });

export async function createCategory(
  db: Db,
  by: string,
  body: TicketCategoryBody,
): Promise<StaffTicketCategory> {
  try {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx.insert(ticketCategories).values(body).returning();
      if (!created) throw new Error('category not created');
      await auditStaffChange(tx, { by, table: ticketCategories, before: null, after: created });
      return created;
    });
    return toCategory(row, 0);
  } catch (err) {
    if (isUniqueViolation(err)) throw categoryExists();
    throw err;
  }
}

/** A staff change of a category: under the category's lock, on the version read. */
const categoryChange = (by: string, id: string, seen: string) => ({
  by,
  table: ticketCategories,
  lock: (tx: DbOrTx) => repo.lockCategory(tx, id),
  seen,
});

export async function updateCategory(
  db: Db,
  by: string,
  id: string,
  body: UpdateTicketCategoryBody,
): Promise<StaffTicketCategory> {
  const { version, ...values } = body;
  try {
    const row = await changeOnVersion(db, categoryChange(by, id, version), async (tx) => {
      const [after] = await tx
        .update(ticketCategories)
        .set({ ...values, updatedAt: new Date() })
        .where(repo.categoryIdIs(id))
        .returning();
      if (!after) throw notFound();
      return after;
    });
    return toCategory(row, await repo.countTicketsOfCategory(db, id));
  } catch (err) {
    if (isUniqueViolation(err)) throw categoryExists();
    throw err;
  }
}

/** DELETE /api/staff/tickets/categories/:id: only a category without cases (retire it otherwise). */
export async function deleteCategory(db: Db, by: string, id: string, version: string): Promise<void> {
  await removeOnVersion(db, categoryChange(by, id, version), async (tx) => {
    if ((await repo.countTicketsOfCategory(tx, id)) > 0)
      throw new AppError(409, 'tickets.categoryInUse', 'The category has tickets: deactivate it instead');
    await tx.delete(ticketCategories).where(repo.categoryIdIs(id));
  });
}
