import { PAID_FEE_STAGE_NAME } from '@school/domain/application/fee';
import { APPLICATION_RECORD } from '@school/domain/application/record';
import { parseProductCode } from '@school/domain/application/steps';
import type { ErrorCode } from '@school/domain/shared/errors';
import { type ApplicationLocale, localeFromProfile } from '@school/domain/shared/locale';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { ApplicationRow, CourseEditionRow, UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import * as repo from './application.repository.ts';

// What the application's use cases share: their dependencies, the edition of a product code,
// the application record's values, the fee facts and the refusals of a step out of order.

/** What the use cases need from the app. */
export interface ApplicationDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  storage: FileStorage;
  paymentProvider: PaymentProvider;
  log: FastifyBaseLogger;
}

/** The edition of a route's product code: 400 when it is no "course-edition", 404 when unknown. */
export async function editionOf(db: DbOrTx, productCode: string): Promise<CourseEditionRow> {
  if (!parseProductCode(productCode))
    throw new AppError(400, 'application.invalidProduct', 'Not a product code', {
      productCode: 'application.invalidProduct',
    });
  const edition = await repo.findEdition(db, productCode);
  if (!edition) throw new AppError(404, 'application.productNotFound', 'No such course edition');
  return edition;
}

export function assertOpen(edition: CourseEditionRow) {
  if (!edition.isOpen) throw new AppError(409, 'application.editionClosed', 'Applications are closed');
}

export function recordValues(userId: string, edition: CourseEditionRow) {
  return {
    userId,
    productCode: edition.productCode,
    courseName: edition.courseName,
    editionName: edition.editionName,
    stageName: APPLICATION_RECORD.stageName,
    applicationStatus: APPLICATION_RECORD.draftStatus,
  };
}

/** The locale the form is in: the one asked, else the profile's. */
export function localeOf(asked: ApplicationLocale | undefined, user: UserRow | null): ApplicationLocale {
  return asked ?? localeFromProfile(user?.language);
}

/**
 * The fee facts of an applicant for an edition: the fee is asked when the edition asks it (its
 * `feeApplies`, kept by staff) and the profile's showFee__c does not waive it.
 */
export function feeFacts(
  user: UserRow,
  record: ApplicationRow | null,
  edition: Pick<CourseEditionRow, 'feeApplies'>,
) {
  return {
    showFee: edition.feeApplies ? user.showFee : false,
    paidFeeStageName: record?.feePaidAt ? PAID_FEE_STAGE_NAME : null,
  };
}

const SAVE_PROBLEM_STATUS: Partial<Record<ErrorCode, number>> = {
  'application.invalidStep': 400,
  'application.invalidProduct': 400,
  'application.productMismatch': 409,
  'application.stepOutOfOrder': 409,
  'application.feeNotPaid': 409,
};

export function refuse(code: ErrorCode, message: string, field?: string): AppError {
  return new AppError(SAVE_PROBLEM_STATUS[code] ?? 400, code, message, field ? { [field]: code } : undefined);
}
