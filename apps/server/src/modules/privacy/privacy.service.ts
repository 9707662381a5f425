import type {
  ErasureRequest,
  MyPrivacyResponse,
  PrivacyExport,
  RequestErasureBody,
} from '@school/domain/privacy/contracts/my-data';
import { retentionEnd, retentionPeriod } from '@school/domain/privacy/retention';
import { isLocale, type Locale } from '@school/domain/shared/locale';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { ErasureRequestRow, PrivacyExportRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { JobDefinition, Jobs } from '../../platform/jobs/jobs.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { type FileStorage, newStorageKey, type StoredFile } from '../../platform/storage/storage.ts';
import type { SessionUser } from '../auth/auth.repository.ts';
import { exportReadyMail, MY_DATA_PATH } from './privacy.mails.ts';
import * as repo from './privacy.repository.ts';
import { buildExportZip } from './privacy-export.ts';

/**
 * A person's privacy rights: the export of their data (built by a job into a ZIP only they can
 * download, until it expires) and the request to erase their account (decided by the
 * secretariat, carried out by the erasure job: `privacy-erasure.ts`).
 */

export interface PrivacyDeps {
  db: Db;
  storage: FileStorage;
  mailer: Mailer;
  jobs: Jobs;
  log: FastifyBaseLogger;
  publicUrl: string;
}

export const languageOf = (user: { language: string }): Locale =>
  isLocale(user.language) ? user.language : 'it';

const exportNotFound = () => new AppError(404, 'privacy.exportNotFound', 'Export not found');
const exportPending = () =>
  new AppError(409, 'privacy.exportPending', 'An export is already being prepared: wait for its mail');
const erasureOpen = () =>
  new AppError(409, 'privacy.erasurePending', 'An erasure request is already waiting for the secretariat');

export const exportDownloadUrl = (id: string) => `/api/privacy/exports/${id}/download`;

function exportOf(row: PrivacyExportRow, now: Date): PrivacyExport {
  const downloadable = row.status === 'ready' && row.expiresAt !== null && row.expiresAt > now;
  return {
    id: row.id,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    size: row.size,
    url: downloadable ? exportDownloadUrl(row.id) : null,
  };
}

export function erasureOf(row: ErasureRequestRow): ErasureRequest {
  return {
    id: row.id,
    status: row.status,
    requestedAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    refusalReason: row.refusalReason,
  };
}

export async function myPrivacy(db: Db, user: SessionUser, now = new Date()): Promise<MyPrivacyResponse> {
  const [latest, erasure] = await Promise.all([
    repo.latestExport(db, user.id),
    repo.latestErasure(db, user.id),
  ]);
  return { export: latest ? exportOf(latest, now) : null, erasure: erasure ? erasureOf(erasure) : null };
}

// ---------------------------------------------------------------------------------------------
// The export

/**
 * Builds the ZIP of a pending export, stores it, then (one transaction) marks it ready, mails
 * its owner and logs it. Safe to repeat: an export no longer pending is left alone, and a ZIP
 * stored by a run that could not mark it ready is deleted.
 */
export function exportJob(deps: PrivacyDeps): JobDefinition<{ exportId: string }> {
  return {
    name: 'privacy.export',
    retryLimit: 3,
    async run({ exportId }) {
      const pending = await repo.findExport(deps.db, exportId);
      if (pending?.status !== 'pending') return;
      const now = new Date();
      const data = await repo.readPersonData(deps.db, pending.userId);
      if (!data.user) return;
      const zip = await buildExportZip(data, deps.storage, now);
      const storageKey = newStorageKey('exports');
      await deps.storage.put(storageKey, zip, 'application/zip');
      const expiresAt = retentionEnd(now, retentionPeriod('dataExport'));
      let ready: PrivacyExportRow | null = null;
      try {
        ready = await deps.db.transaction(async (tx) => {
          const marked = await repo.markExportReady(tx, exportId, {
            storageKey,
            size: zip.byteLength,
            readyAt: now,
            expiresAt,
          });
          if (!marked) return null;
          const user = await repo.findUser(tx, marked.userId);
          if (user?.email) {
            await deps.mailer.enqueue(
              tx,
              exportReadyMail(user.email, user.firstName, languageOf(user), {
                link: `${deps.publicUrl}${MY_DATA_PATH}`,
                expiresAt,
              }),
            );
          }
          await repo.logPrivacyEvent(tx, {
            event: 'exportReady',
            userId: marked.userId,
            actorId: null,
            details: { exportId, bytes: zip.byteLength },
          });
          return marked;
        });
      } finally {
        if (!ready) await deps.storage.delete(storageKey);
      }
      void deps.mailer.flush();
    },
  };
}

/** Asks for an export: one pending at a time (the unique partial index is the guard). */
export async function requestExport(deps: PrivacyDeps, user: SessionUser): Promise<PrivacyExport> {
  const job = exportJob(deps);
  await deps.jobs.prepare(job);
  const row = await deps.db.transaction(async (tx) => {
    const created = await repo.insertPendingExport(tx, user.id);
    if (!created) throw exportPending();
    await deps.jobs.send(tx, job, { exportId: created.id });
    await repo.logOwnPrivacyEvent(tx, user.id, 'exportRequested', { exportId: created.id });
    return created;
  });
  return exportOf(row, new Date());
}

/** The owner's ready, unexpired export as a download (404 for anyone else, or once it expired). */
export async function openExport(
  deps: PrivacyDeps,
  user: SessionUser,
  id: string,
  now = new Date(),
): Promise<{ file: StoredFile; fileName: string; contentType: string }> {
  const row = await repo.findExport(deps.db, id);
  if (!row || row.userId !== user.id || row.status !== 'ready' || !row.storageKey) throw exportNotFound();
  if (!row.expiresAt || row.expiresAt <= now) throw exportNotFound();
  const file = await deps.storage.get(row.storageKey);
  if (!file) throw exportNotFound();
  await repo.logOwnPrivacyEvent(deps.db, user.id, 'exportDownloaded', { exportId: id });
  const day = (row.readyAt ?? now).toISOString().slice(0, 10);
  return { file, fileName: `alma-my-data-${day}.zip`, contentType: 'application/zip' };
}

// ---------------------------------------------------------------------------------------------
// The erasure request

/** Asks for the erasure of the account: one open request at a time (the unique partial index). */
export async function requestErasure(
  deps: PrivacyDeps,
  user: SessionUser,
  body: RequestErasureBody,
): Promise<ErasureRequest> {
  const row = await deps.db.transaction(async (tx) => {
    const created = await repo.insertErasureRequest(tx, user.id, body.note ?? '');
    if (!created) throw erasureOpen();
    await repo.logOwnPrivacyEvent(tx, user.id, 'erasureRequested', { requestId: created.id });
    return created;
  });
  return erasureOf(row);
}
