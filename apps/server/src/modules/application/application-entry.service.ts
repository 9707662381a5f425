import type {
  ApplicationFile,
  ApplicationState,
  GetStateQuery,
} from '@school/domain/application/contracts/get-state';
import type { ListOpenEditionsResponse } from '@school/domain/application/contracts/list-editions';
import { resolveEntry, STEP } from '@school/domain/application/steps';
import type { ApplicationLocale } from '@school/domain/shared/locale';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { referenceData } from '../reference/reference-data.ts';
import { toApplicationFile, toApplicationForm } from './application.mappers.ts';
import * as repo from './application.repository.ts';
import { assertOpen, editionOf, localeOf } from './application.shared.ts';
import { feeState, VISITOR_FEE } from './application-fee.service.ts';

// The application's entry: the open editions and the entry state check (step, fee, files, form).

/** The editions open to applications (the courses page's "apply" links). */
export async function listEditions(db: DbOrTx): Promise<ListOpenEditionsResponse> {
  const rows = await repo.listOpenEditions(db);
  return {
    items: rows.map(({ productCode, courseName, editionName }) => ({ productCode, courseName, editionName })),
  };
}

// ---------------------------------------------------------------------------------------------
// State

export async function getState(
  db: Db,
  user: UserRow | null,
  productCode: string,
  query: { step?: string | undefined; viaButtons?: boolean; locale?: ApplicationLocale | undefined },
): Promise<ApplicationState> {
  const edition = await editionOf(db, productCode);
  const locale = localeOf(query.locale, user);
  const base = {
    productCode,
    edition: { courseName: edition.courseName, editionName: edition.editionName, isOpen: edition.isOpen },
    locale,
  };
  if (!user) {
    const entry = resolveEntry({
      isLoggedIn: false,
      productCode,
      requestedStep: query.step,
      storedStep: null,
      storedProductCode: null,
      viaButtons: query.viaButtons ?? false,
    });
    return {
      ...base,
      isLoggedIn: false,
      step: entry.step,
      redirect: entry.redirect,
      reason: entry.reason,
      error: entry.error ?? null,
      storedStep: null,
      storedProductCode: null,
      fee: VISITOR_FEE,
      files: [],
      form: null,
      isSubmitted: false,
    };
  }
  const record = await repo.findApplicationRecord(db, user.id, productCode);
  const fee = await feeState(db, user, edition, record);
  const entry = resolveEntry({
    isLoggedIn: true,
    productCode,
    requestedStep: query.step,
    storedStep: user.applicationStep,
    storedProductCode: user.productCode,
    viaButtons: query.viaButtons ?? false,
    feeSkippable: fee.skippable,
    isBlocked: user.isBlocked,
  });
  const files = record ? await filesOf(db, record.id) : [];
  return {
    ...base,
    isLoggedIn: true,
    step: entry.step,
    redirect: entry.redirect,
    reason: entry.reason,
    error: entry.error ?? null,
    storedStep: user.applicationStep,
    storedProductCode: user.productCode,
    fee,
    files,
    form: user.productCode === productCode ? toApplicationForm(user, files, referenceData()) : null,
    isSubmitted: Boolean(record?.submittedAt),
  };
}

/**
 * The entry of a signed-in applicant, with its one write: "Logged in with no product: set product
 * and step 1 ... Different product: switch product and restart at step 1" (specification 001,
 * section 4). The state check is `getState` (a read); when it answers `newProduct` or
 * `productSwitch` this stores the product and step 1 on the account, under the account's lock and
 * after checking again that the product is still another one. The application of the former
 * product stays as it is (its record, files, fee and any enrolment: one record per person and
 * product), as do the account's data, which prefill the new product's steps; coming back to it is
 * another switch. A closed edition is not switched to (409 application.editionClosed). The answer
 * is the state after the switch, with the reason of the entry.
 */
export async function enterApplication(
  db: Db,
  user: UserRow,
  productCode: string,
  query: { step?: string | undefined; viaButtons?: boolean; locale?: ApplicationLocale | undefined },
): Promise<ApplicationState> {
  const entry = await getState(db, user, productCode, query);
  if (entry.reason !== 'newProduct' && entry.reason !== 'productSwitch') return entry;
  assertOpen(await editionOf(db, productCode));
  const switched = await db.transaction(async (tx) => {
    const locked = await repo.lockUser(tx, user.id);
    if (!locked || locked.productCode === productCode) return locked;
    return repo.updateUser(tx, user.id, { productCode, applicationStep: STEP.personalData });
  });
  const state = await getState(db, switched ?? user, productCode, query);
  return { ...state, reason: entry.reason };
}

async function filesOf(db: DbOrTx, applicationId: string): Promise<ApplicationFile[]> {
  return (await repo.listApplicationFiles(db, applicationId))
    .map(toApplicationFile)
    .filter((f): f is ApplicationFile => f !== null);
}

export type { GetStateQuery };
