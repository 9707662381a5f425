import { strToU8, type Zippable, zipSync } from 'fflate';
import { type FileStorage, readAll } from '../../platform/storage/storage.ts';
import type { PersonData } from './privacy.repository.ts';

/**
 * Columns that are no one's personal data but our machinery (hashes, storage keys, payment
 * provider sessions, versions): left out of every file of the export.
 */
const INTERNAL = new Set([
  'passwordHash',
  'tokenHash',
  'storageKey',
  'thesisFileStorageKey',
  'dossierStorageKey',
  'providerSessionId',
  'checkoutUrl',
  'fingerprint',
  'claimedUntil',
  'refundClaimedAt',
]);

function readable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(readable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !INTERNAL.has(key))
        .map(([key, v]) => [key, readable(v)]),
    );
  }
  return value;
}

/** A file name safe inside a ZIP: no folders, no control characters, not empty. */
function zipName(id: string, fileName: string | null): string {
  const clean = (fileName ?? '').replace(/[\p{Cc}/\\:*?"<>|]/gu, '_').trim() || 'file';
  return `${id}-${clean}`;
}

const json = (value: unknown) => strToU8(`${JSON.stringify(readable(value), null, 2)}\n`);

/**
 * The ZIP of one person's data: one readable JSON per area, and the files they uploaded, except
 * those encrypted with the school's key (only the school can read them: the export lists them,
 * marked `includedInExport: false`).
 */
export async function buildExportZip(data: PersonData, storage: FileStorage, now: Date): Promise<Uint8Array> {
  const files: Zippable = {};
  const documents = [];
  for (const d of data.documents) {
    const include = d.storageKey !== null && !d.encrypted;
    let path: string | null = null;
    if (include && d.storageKey) {
      const stored = await storage.get(d.storageKey);
      if (stored) {
        path = `files/documents/${zipName(d.id, d.fileName)}`;
        files[path] = new Uint8Array(await readAll(stored));
      }
    }
    documents.push({ ...d, includedInExport: path !== null, pathInExport: path });
  }
  const attachments = [];
  for (const a of data.ticketAttachments) {
    const stored = await storage.get(a.storageKey);
    let path: string | null = null;
    if (stored) {
      path = `files/tickets/${zipName(a.id, a.fileName)}`;
      files[path] = new Uint8Array(await readAll(stored));
    }
    attachments.push({ ...a, includedInExport: path !== null, pathInExport: path });
  }
  const areas: Record<string, unknown> = {
    'profile.json': { profile: data.user, identityProviders: data.identities },
    'applications.json': {
      applications: data.applications,
      instalments: data.instalments,
      visas: data.visas,
      enrolments: data.enrolments,
      vouchers: data.voucherRedemptions,
    },
    'documents.json': { documents },
    'payments.json': { payments: data.payments, billing: data.billingRecords },
    'orders.json': { orders: data.orders, lines: data.orderLines },
    'bookings.json': { bookings: data.bookings, waitingLists: data.waitlist },
    'attendance.json': {
      checkIns: data.checkIns,
      doorOpenings: data.doorOpenings,
      lessonProgress: data.lessonProgress,
    },
    'internship.json': { stages: data.stages },
    'theses.json': { theses: data.theses, dishes: data.thesisDishes },
    'tickets.json': {
      tickets: data.tickets,
      // The school's replies are part of the person's case; who wrote them is the school's.
      messages: data.ticketMessages.map(({ authorId, ...m }) => (m.fromStaff ? m : { ...m, authorId })),
      attachments,
    },
    'notifications.json': {
      notifications: data.notifications,
      preferences: data.notificationPreferences,
      weeklyFeedbacks: data.weeklyFeedbacks,
    },
    'sign-in-history.json': {
      sessions: data.sessions,
      trustedDevices: data.trustedDevices,
      privacyRequests: data.privacyEvents,
    },
  };
  for (const [name, value] of Object.entries(areas)) files[name] = json(value);
  files['README.txt'] = strToU8(
    [
      `Export of personal data / Esportazione dei dati personali — ${now.toISOString()}`,
      '',
      'One JSON file per area (profile, applications, documents, payments, orders, bookings,',
      'attendance, internship, theses, tickets, notifications, sign-in history); the files you',
      'uploaded are under files/. Documents encrypted with the school key are listed but not included.',
      '',
      'Un file JSON per area; i file che hai caricato sono in files/. I documenti cifrati con la',
      'chiave della scuola sono elencati ma non inclusi.',
      '',
    ].join('\n'),
  );
  return zipSync(files, { level: 6, mtime: now });
}
