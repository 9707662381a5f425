import type {
  BillingExportQuery,
  BillingExportsQuery,
  BillingExportsResponse,
} from '@school/domain/staff/contracts/billing-export';
import type { Db } from '../../db/client.ts';
import { BILLING_RECORD_CONTRACT, HOUSING_BILLING_CONTRACT } from '../../db/contract/billing-record.ts';
import type { BillingRecordRow } from '../../db/schema/index.ts';
import { type CsvValue, toCsv } from '../../lib/csv.ts';
import {
  countConfirmedForms,
  findLastExport,
  insertExport,
  listConfirmedForms,
  transactionTime,
} from './staff-billing-export.repository.ts';

/**
 * The billing export: the confirmed billing forms as CSV in the CRM's field names
 * (db/contract/billing-record.ts), for the school's accounting. Each export is recorded in
 * billing_exports (who, when, how many, up to which instant), so the forms "confirmed since the
 * last export" are those confirmed after its `upTo`.
 */

type Kind = 'course' | 'housing';

/** The exported columns: every field the CRM names, in the contract's order. */
export function billingExportColumns(kind: Kind): Array<[keyof BillingRecordRow, string]> {
  const contract = kind === 'course' ? BILLING_RECORD_CONTRACT : HOUSING_BILLING_CONTRACT;
  return (Object.entries(contract) as Array<[keyof BillingRecordRow, string | null]>).filter(
    (entry): entry is [keyof BillingRecordRow, string] => entry[1] !== null,
  );
}

const cell = (value: BillingRecordRow[keyof BillingRecordRow]): CsvValue =>
  value instanceof Date ? value.toISOString() : value;

/** GET /api/staff/billing/export.csv: the file and how many forms it holds, recorded as one export. */
export async function exportBilling(
  db: Db,
  by: string,
  query: BillingExportQuery,
): Promise<{ csv: string; rowCount: number; exportedAt: Date }> {
  const columns = billingExportColumns(query.kind);
  return db.transaction(async (tx) => {
    const last = query.scope === 'new' ? await findLastExport(tx, query.kind) : null;
    const upTo = await transactionTime(tx);
    const forms = await listConfirmedForms(tx, query.kind, last?.export.upTo ?? null, upTo);
    await insertExport(tx, {
      exportedBy: by,
      exportedAt: upTo,
      kind: query.kind,
      scope: query.scope,
      rowCount: forms.length,
      upTo,
    });
    const csv = toCsv(
      columns.map(([, name]) => name),
      forms.map((form) => columns.map(([field]) => cell(form[field]))),
    );
    return { csv, rowCount: forms.length, exportedAt: upTo };
  });
}

/** GET /api/staff/billing/exports: the last export of a kind and the forms confirmed since. */
export async function billingExportsState(
  db: Db,
  query: BillingExportsQuery,
): Promise<BillingExportsResponse> {
  const last = await findLastExport(db, query.kind);
  return {
    kind: query.kind,
    last: last
      ? {
          exportedAt: last.export.exportedAt.toISOString(),
          exportedBy: last.by,
          scope: last.export.scope,
          rowCount: last.export.rowCount,
        }
      : null,
    confirmedSince: await countConfirmedForms(db, query.kind, last?.export.upTo ?? null),
  };
}
