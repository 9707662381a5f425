import { chooseCourseEnrolment, chooseHousingEnrolment } from '@school/domain/access/rules';
import type { AccessSubject } from '@school/domain/access/subject';
import { isLocale, type Locale } from '@school/domain/shared/locale';
import type {
  CreateTicketBody,
  TicketAttachment,
  TicketAttachmentBody,
  TicketCategoriesResponse,
  TicketDetail,
  TicketLinks,
  TicketListResponse,
  TicketMessage,
} from '@school/domain/tickets/contracts/tickets';
import {
  canRateTicket,
  canUploadToTicket,
  categoryText,
  isTicketOpen,
  TICKET_ATTACHMENT_TYPES,
  TICKET_ATTACHMENTS_MAX,
  TICKET_ORIGIN,
  type TicketFrom,
  type TicketRelated,
  ticketLinks,
  ticketRecordType,
} from '@school/domain/tickets/tickets';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { TicketAttachmentRow, TicketCategoryRow, TicketRow, UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkUpload, storeUpload } from '../../lib/uploads.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { DocumentDownload } from '../candidate/candidate.service.ts';
import { operatorMail, receiptMail, staffTicketPath, TICKETS_PATH } from './tickets.mails.ts';
import * as repo from './tickets.repository.ts';

/**
 * The tickets of a signed-in person (Interventi). A case is the person's own: any id of another
 * person's case, attachment or linked record answers 404 as one that does not exist. A change
 * locks the case row, re-checks it is open, then writes (architecture, "Scarce things and locks").
 */

export interface TicketsDeps {
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
  mailer: Mailer;
  publicUrl: string;
}

export const ticketNotFound = () => new AppError(404, 'tickets.notFound', 'Ticket not found');
const attachmentNotFound = () => new AppError(404, 'tickets.attachmentNotFound', 'Attachment not found');
export const ticketClosed = () =>
  new AppError(409, 'tickets.closed', 'The ticket is closed: nothing can be added to it');
const tooManyAttachments = () =>
  new AppError(409, 'tickets.tooManyAttachments', `At most ${TICKET_ATTACHMENTS_MAX} attachments per ticket`);
const relatedNotFound = () =>
  new AppError(404, 'tickets.relatedNotFound', 'The linked record is not one of yours', {
    'related.id': 'tickets.relatedNotFound',
  });

export const attachmentUrl = (prefix: string, ticketId: string, fileId: string) =>
  `${prefix}/${ticketId}/attachments/${fileId}`;

const languageOf = (user: { language: string }): Locale => (isLocale(user.language) ? user.language : 'it');

export function toAttachment(row: TicketAttachmentRow, prefix: string): TicketAttachment {
  return {
    id: row.id,
    fileName: row.fileName,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    url: attachmentUrl(prefix, row.ticketId, row.id),
  };
}

export function personName(person: { firstName: string; lastName: string } | null): string {
  return person ? `${person.firstName} ${person.lastName}`.trim() : '';
}

/** The thread; the school's messages are signed by the school's name for the student. */
export async function threadOf(db: DbOrTx, ticketId: string, staffNames: boolean): Promise<TicketMessage[]> {
  const rows = await repo.listMessages(db, ticketId);
  return rows.map(({ message, firstName, lastName }) => ({
    id: message.id,
    fromStaff: message.fromStaff,
    authorName:
      message.fromStaff && !staffNames
        ? 'ALMA'
        : personName(firstName === null ? null : { firstName, lastName: lastName ?? '' }),
    body: message.body,
    createdAt: message.createdAt.toISOString(),
  }));
}

export async function linksOf(db: DbOrTx, ticket: TicketRow): Promise<TicketLinks> {
  const names = await repo.linkNames(db, ticket);
  return {
    from: ticket.openedFrom,
    enrolment: names.enrolment,
    application: names.application
      ? {
          id: names.application.id,
          name: [names.application.courseName, names.application.editionName].filter(Boolean).join(' — '),
        }
      : null,
    thesis: names.thesis,
  };
}

// ---------------------------------------------------------------------------------------------
// Reading

/** GET /api/tickets/categories (getCategorieCasi): the categories offered, Italian and English. */
export async function listCategories(db: DbOrTx): Promise<TicketCategoriesResponse> {
  const rows = await repo.listActiveCategories(db);
  return {
    categories: rows.map((c) => ({
      id: c.id,
      name: c.name,
      nameEn: c.nameEn,
      description: c.description,
      descriptionEn: c.descriptionEn,
      isHousing: c.isHousing,
    })),
  };
}

/** GET /api/tickets (getCasi): the person's cases, newest first. */
export async function listTickets(db: DbOrTx, userId: string): Promise<TicketListResponse> {
  const rows = await repo.listOwnTickets(db, userId);
  return {
    tickets: rows.map(({ ticket, nameEn, attachmentCount, messageCount }) => ({
      id: ticket.id,
      createdAt: ticket.createdAt.toISOString(),
      category: { name: ticket.categoryName, nameEn },
      subject: ticket.subject,
      status: ticket.status,
      recordType: ticket.recordType,
      attachmentCount,
      messageCount,
      canUpload: canUploadToTicket({ status: ticket.status, attachmentCount }),
    })),
  };
}

async function detailOf(db: DbOrTx, ticket: TicketRow): Promise<TicketDetail> {
  const [category, attachments, messages, links] = await Promise.all([
    repo.findCategory(db, ticket.categoryId),
    repo.listAttachments(db, ticket.id),
    threadOf(db, ticket.id, false),
    linksOf(db, ticket),
  ]);
  return {
    id: ticket.id,
    createdAt: ticket.createdAt.toISOString(),
    category: {
      name: ticket.categoryName,
      nameEn: category?.nameEn ?? '',
      description: category?.description ?? '',
      descriptionEn: category?.descriptionEn ?? '',
    },
    subject: ticket.subject,
    description: ticket.description,
    status: ticket.status,
    recordType: ticket.recordType,
    origin: ticket.origin,
    links,
    attachmentCount: attachments.length,
    messageCount: messages.length,
    attachments: attachments.map((a) => toAttachment(a, '/api/tickets')),
    messages,
    closedAt: ticket.closedAt?.toISOString() ?? null,
    rating: ticket.rating,
    canUpload: canUploadToTicket({ status: ticket.status, attachmentCount: attachments.length }),
    canReply: isTicketOpen(ticket.status),
    canRate: canRateTicket(ticket),
  };
}

async function ownTicket(db: DbOrTx, userId: string, id: string): Promise<TicketRow> {
  const ticket = await repo.findOwnTicket(db, userId, id);
  if (!ticket) throw ticketNotFound();
  return ticket;
}

/** GET /api/tickets/:id: one own case, read-only, with its attachments and thread. */
export async function getTicket(db: DbOrTx, userId: string, id: string): Promise<TicketDetail> {
  return detailOf(db, await ownTicket(db, userId, id));
}

// ---------------------------------------------------------------------------------------------
// Opening a case

interface Links {
  enrolmentId: string | null;
  applicationId: string | null;
  thesisId: string | null;
}

/**
 * The records a new case links: the one `newCaso_{object}_{id}` names (only if it is the person's:
 * 404 `tickets.relatedNotFound` otherwise, nothing stored), then what `ticketLinks` says of its
 * `from` and category (Housing the housing contract, Segreteria the course enrolment and its
 * application, Esami the course enrolment and its thesis; without `from` the course enrolment, or
 * the housing contract for a housing category), where the person has one.
 */
async function resolveLinks(
  db: DbOrTx,
  userId: string,
  subject: AccessSubject,
  from: TicketFrom | null,
  category: { isHousing: boolean },
  related: TicketRelated | null,
): Promise<Links> {
  const links: Links = { enrolmentId: null, applicationId: null, thesisId: null };
  if (related?.object === 'Opportunita') {
    const enrolment = await repo.findOwnEnrolment(db, userId, related.id);
    if (!enrolment) throw relatedNotFound();
    links.enrolmentId = enrolment.id;
  } else if (related?.object === 'Candidatura') {
    const application = await repo.findOwnApplication(db, userId, related.id);
    if (!application) throw relatedNotFound();
    links.applicationId = application.id;
    links.enrolmentId = application.enrolmentId;
  } else if (related?.object === 'Tesi') {
    const thesis = await repo.findOwnThesis(db, userId, related.id);
    if (!thesis) throw relatedNotFound();
    links.thesisId = thesis.id;
    links.enrolmentId = thesis.enrolmentId;
  }
  const wanted = ticketLinks(from, category);
  if (wanted.includes('housingEnrolment'))
    links.enrolmentId ??= chooseHousingEnrolment(subject.enrolments)?.id ?? null;
  if (wanted.includes('courseEnrolment'))
    links.enrolmentId ??= chooseCourseEnrolment(subject.enrolments)?.id ?? null;
  if (wanted.includes('application'))
    links.applicationId ??= (await repo.latestApplication(db, userId, links.enrolmentId))?.id ?? null;
  if (wanted.includes('thesis') && links.enrolmentId)
    links.thesisId ??= (await repo.latestThesis(db, links.enrolmentId))?.id ?? null;
  return links;
}

async function activeCategory(db: DbOrTx, id: string): Promise<TicketCategoryRow> {
  const category = await repo.findCategory(db, id);
  if (!category?.isActive)
    throw new AppError(400, 'tickets.categoryNotFound', 'No such category', {
      categoryId: 'tickets.categoryNotFound',
    });
  return category;
}

/**
 * POST /api/tickets (setCaso): the case with its account, origin webapp, record type, the
 * category's name and operator e-mails, and its links; in the same transaction the receipt to the
 * person and a mail to each of the category's operators go to the outbox.
 */
export async function createTicket(
  deps: TicketsDeps,
  user: Pick<UserRow, 'id' | 'email' | 'username' | 'firstName' | 'lastName' | 'language'>,
  subject: AccessSubject,
  body: CreateTicketBody,
): Promise<TicketDetail> {
  const category = await activeCategory(deps.db, body.categoryId);
  const links = await resolveLinks(deps.db, user.id, subject, body.from, category, body.related);
  const ticket = await deps.db.transaction(async (tx) => {
    const row = await repo.insertTicket(tx, {
      userId: user.id,
      categoryId: category.id,
      categoryName: category.name,
      operatorEmail1: category.operatorEmail1,
      operatorEmail2: category.operatorEmail2,
      recordType: ticketRecordType(category, body.from),
      origin: TICKET_ORIGIN,
      openedFrom: body.from,
      ...links,
      subject: body.subject,
      description: body.description,
    });
    const language = languageOf(user);
    const to = user.email || user.username;
    await deps.mailer.enqueue(
      tx,
      receiptMail(to, user.firstName, language, {
        subject: row.subject,
        category: categoryText(category, language).label,
        link: `${deps.publicUrl}${TICKETS_PATH}/${row.id}`,
      }),
    );
    const operators = [
      ...new Set([category.operatorEmail1, category.operatorEmail2].filter((e) => e !== '')),
    ];
    for (const operator of operators) {
      await deps.mailer.enqueue(
        tx,
        operatorMail(operator, {
          subject: row.subject,
          category: category.name,
          description: row.description,
          personName: personName(user),
          personEmail: to,
          link: `${deps.publicUrl}${staffTicketPath(row.id)}`,
        }),
      );
    }
    return row;
  });
  return detailOf(deps.db, ticket);
}

// ---------------------------------------------------------------------------------------------
// Attachments, answers, rating

/** 409 unless the case takes another attachment: open, under the maximum. */
function assertTakesAttachment(ticket: TicketRow, attachmentCount: number) {
  if (!isTicketOpen(ticket.status)) throw ticketClosed();
  if (attachmentCount >= TICKET_ATTACHMENTS_MAX) throw tooManyAttachments();
}

/**
 * POST /api/tickets/:id/attachments (uploadFile): through the one upload path. A closed case (or
 * one at the maximum) is refused before anything is stored; the file is stored before the case's
 * lock, the rule checked again under it, and the file deleted when the case refuses it by then.
 */
export async function uploadAttachment(
  deps: TicketsDeps,
  userId: string,
  ticketId: string,
  body: TicketAttachmentBody,
): Promise<TicketAttachment> {
  const ticket = await ownTicket(deps.db, userId, ticketId);
  assertTakesAttachment(ticket, await repo.countAttachments(deps.db, ticket.id));
  const file = checkUpload(body, TICKET_ATTACHMENT_TYPES);
  const saved = await storeUpload(deps, file, async (tx, stored) => {
    const row = await repo.lockTicket(tx, ticket.id);
    if (!row || row.userId !== userId) throw ticketNotFound();
    assertTakesAttachment(row, await repo.countAttachments(tx, row.id));
    const attachment = await repo.insertAttachment(tx, {
      ticketId: row.id,
      storageKey: stored.storageKey,
      fileName: stored.fileName,
      contentType: stored.contentType,
      size: stored.size,
    });
    await repo.updateTicket(tx, row.id, {});
    return { saved: attachment, replacedKey: null };
  });
  return toAttachment(saved, '/api/tickets');
}

/** An attachment of a case, for its download (the case already known to be the reader's). */
export async function openAttachment(
  deps: { db: DbOrTx; storage: FileStorage },
  ticket: TicketRow | null,
  fileId: string,
): Promise<DocumentDownload> {
  if (!ticket) throw ticketNotFound();
  const attachment = await repo.findAttachment(deps.db, ticket.id, fileId);
  if (!attachment) throw attachmentNotFound();
  const file = await deps.storage.get(attachment.storageKey);
  if (!file) throw attachmentNotFound();
  return { file, fileName: attachment.fileName, contentType: attachment.contentType };
}

/** GET /api/tickets/:id/attachments/:fileId: an attachment of an own case. */
export async function openOwnAttachment(
  deps: { db: DbOrTx; storage: FileStorage },
  userId: string,
  ticketId: string,
  fileId: string,
): Promise<DocumentDownload> {
  return openAttachment(deps, await repo.findOwnTicket(deps.db, userId, ticketId), fileId);
}

/** POST /api/tickets/:id/messages: the person answers in the thread while the case is open. */
export async function answerTicket(
  db: Db,
  userId: string,
  ticketId: string,
  text: string,
): Promise<TicketDetail> {
  await ownTicket(db, userId, ticketId);
  const ticket = await db.transaction(async (tx) => {
    const row = await repo.lockTicket(tx, ticketId);
    if (!row || row.userId !== userId) throw ticketNotFound();
    if (!isTicketOpen(row.status)) throw ticketClosed();
    await repo.insertMessage(tx, { ticketId: row.id, authorId: userId, fromStaff: false, body: text });
    return (await repo.updateTicket(tx, row.id, {})) ?? row;
  });
  return detailOf(db, ticket);
}

/**
 * PUT /api/tickets/:id/rating: the 1-5 satisfaction rating of a closed case, once: a conditional
 * update, so of two ratings at once one is stored and the other is 409.
 */
export async function rateTicket(
  db: Db,
  userId: string,
  ticketId: string,
  rating: number,
): Promise<TicketDetail> {
  const rated = await repo.rateTicket(db, userId, ticketId, rating);
  if (rated) return detailOf(db, rated);
  const ticket = await ownTicket(db, userId, ticketId);
  if (ticket.status !== 'Closed')
    throw new AppError(409, 'tickets.notClosed', 'The ticket can be rated once it is closed');
  throw new AppError(409, 'tickets.alreadyRated', 'The ticket has already been rated');
}
