import type { StaffPasskeysResponse } from '@school/domain/auth/contracts/passkeys';
import type { Db, DbOrTx } from '../../db/client.ts';
import { passkeys } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { removeOnVersion, rowVersion } from '../staff/staff-changes.ts';
import { findUserById } from './auth.repository.ts';
import * as repo from './passkeys.repository.ts';
import { toPasskey } from './passkeys.service.ts';

/** A person's passkeys as staff see them: name, dates, and the version a removal is made on. */
export async function listPersonPasskeys(db: Db, personId: string): Promise<StaffPasskeysResponse> {
  if (!(await findUserById(db, personId))) throw notFound();
  const rows = await repo.listPasskeys(db, personId);
  return { passkeys: rows.map((row) => ({ ...toPasskey(row), version: rowVersion(passkeys, row) })) };
}

/**
 * Staff remove a person's passkey (a lost phone) on the version they read, audited. Unlike the
 * person, staff may remove the last one: the account's recovery mail still lets its owner in.
 */
export async function removePersonPasskey(
  db: Db,
  by: string,
  personId: string,
  passkeyId: string,
  version: string,
): Promise<void> {
  const lock = async (tx: DbOrTx) => {
    if (!(await repo.lockUser(tx, personId))) throw notFound();
    return repo.findOwnPasskey(tx, personId, passkeyId, true);
  };
  await removeOnVersion(db, { by, table: passkeys, lock, seen: version }, (tx) =>
    repo.deletePasskey(tx, passkeyId),
  );
}
