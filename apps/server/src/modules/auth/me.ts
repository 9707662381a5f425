import type { Category, EnrolmentFlags } from '@school/domain/access/subject';
import { CATEGORIES, ENROLMENT_FLAG_KEYS } from '@school/domain/access/subject';
import { GetMeResponseSchema, type Me } from '@school/domain/auth/contracts/get-me';
import { localeFromProfile } from '@school/domain/shared/locale';
import type { DbOrTx } from '../../db/client.ts';
import type { EnrolmentRow, UserRow } from '../../db/schema/index.ts';
import { type KeptJson, keptJson } from '../../lib/kept-json.ts';
import { listEnrolments, type SessionUser } from './auth.repository.ts';

/** What the access rules read of a person (a session user or a full row). */
type SubjectFields = Pick<
  SessionUser,
  'id' | 'categories' | 'isShopEnabled' | 'webappPermissions' | 'stageStatus' | 'hasOpenFeedback'
>;

function toEnrolmentFlags(row: EnrolmentRow): EnrolmentFlags {
  return Object.fromEntries(ENROLMENT_FLAG_KEYS.map((key) => [key, row[key]])) as unknown as EnrolmentFlags;
}

const isCategory = (value: string): value is Category => (CATEGORIES as readonly string[]).includes(value);

/** What the access rules of packages/domain need to know about a user. */
export function toAccessSubject(user: SubjectFields, enrolments: readonly EnrolmentFlags[]): Me['subject'] {
  return {
    categories: user.categories.filter(isCategory),
    isShopEnabled: user.isShopEnabled,
    webappPermissions: user.webappPermissions,
    stageStatus: user.stageStatus,
    hasOpenFeedback: user.hasOpenFeedback,
    enrolments: [...enrolments],
  };
}

export async function loadAccessSubject(db: DbOrTx, user: SubjectFields): Promise<Me['subject']> {
  return toAccessSubject(user, (await listEnrolments(db, user.id)).map(toEnrolmentFlags));
}

/**
 * The signed-in user for the web app, from the session's fields or a full row (after a sign-in or
 * a change); `subject` when the request already holds it (no query).
 */
export async function buildMe(db: DbOrTx, user: SessionUser | UserRow, subject?: Me['subject']): Promise<Me> {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    language: localeFromProfile(user.language),
    applicationStep: user.applicationStep,
    productCode: user.productCode,
    hasPassword: 'hasPassword' in user ? user.hasPassword : user.passwordHash !== null,
    subject: subject ?? (await loadAccessSubject(db, user)),
  };
}

/**
 * The answer of `GET /api/me` for a signed-in user, kept as JSON text (`KeptJson`), encoded by its
 * contract once per session as read: the session cache hands every request the same frozen user
 * while nothing it was read from has changed (`sessionSubjectReader`), and the answer is made of
 * that user and its enrolments alone. The page's first request and every navigation ask for it.
 */
const meAnswers = new WeakMap<SessionUser, KeptJson>();

export async function meJson(
  db: DbOrTx,
  user: SessionUser,
  subject: Me['subject'] | null,
): Promise<KeptJson> {
  const kept = meAnswers.get(user);
  if (kept !== undefined) return kept;
  const answer = keptJson(
    GetMeResponseSchema.encode({ user: await buildMe(db, user, subject ?? undefined) }),
  );
  if (Object.isFrozen(user)) meAnswers.set(user, answer);
  return answer;
}
