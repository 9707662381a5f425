import type {
  ApplicationFile,
  ApplicationState,
  GetStateQuery,
} from '@school/domain/application/contracts/get-state';
import type { ListOpenEditionsResponse } from '@school/domain/application/contracts/list-editions';
import { resolveEntry } from '@school/domain/application/steps';
import type { ApplicationLocale } from '@school/domain/shared/locale';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { referenceData } from '../reference/reference-data.ts';
import { toApplicationFile, toApplicationForm } from './application.mappers.ts';
import * as repo from './application.repository.ts';
import { editionOf, localeOf } from './application.shared.ts';
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
  const fee = await feeState(db, user, productCode, record);
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

async function filesOf(db: DbOrTx, applicationId: string): Promise<ApplicationFile[]> {
  return (await repo.listApplicationFiles(db, applicationId))
    .map(toApplicationFile)
    .filter((f): f is ApplicationFile => f !== null);
}

export type { GetStateQuery };
