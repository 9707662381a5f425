import type { Category, EnrolmentFlags } from '@school/domain/access/subject';
import { CATEGORIES, ENROLMENT_FLAG_KEYS } from '@school/domain/access/subject';
import type { Me } from '@school/domain/auth/contracts/get-me';
import { localeFromProfile } from '@school/domain/shared/locale';
import type { DbOrTx } from '../../db/client.ts';
import type { EnrolmentRow, UserRow } from '../../db/schema/index.ts';
import { listEnrolments } from './auth.repository.ts';

function toEnrolmentFlags(row: EnrolmentRow): EnrolmentFlags {
  return Object.fromEntries(ENROLMENT_FLAG_KEYS.map((key) => [key, row[key]])) as unknown as EnrolmentFlags;
}

const isCategory = (value: string): value is Category => (CATEGORIES as readonly string[]).includes(value);

/** What the access rules of packages/domain need to know about a user. */
export function toAccessSubject(user: UserRow, enrolments: readonly EnrolmentFlags[]): Me['subject'] {
  return {
    categories: user.categories.filter(isCategory),
    isShopEnabled: user.isShopEnabled,
    webappPermissions: user.webappPermissions,
    stageStatus: user.stageStatus,
    hasOpenFeedback: user.hasOpenFeedback,
    enrolments: [...enrolments],
  };
}

export async function loadAccessSubject(db: DbOrTx, user: UserRow): Promise<Me['subject']> {
  return toAccessSubject(user, (await listEnrolments(db, user.id)).map(toEnrolmentFlags));
}

/** The signed-in user for the web app; `subject` when the request already holds it (no query). */
export async function buildMe(db: DbOrTx, user: UserRow, subject?: Me['subject']): Promise<Me> {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    language: localeFromProfile(user.language),
    applicationStep: user.applicationStep,
    productCode: user.productCode,
    hasPassword: user.passwordHash !== null,
    subject: subject ?? (await loadAccessSubject(db, user)),
  };
}
