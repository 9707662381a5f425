import type {
  ListHousingStaysQuery,
  ListHousingStaysResponse,
  SaveHousingStayBody,
  StaffHousingContract,
} from '@school/domain/housing/contracts/staff-housing';
import type { Db } from '../../db/client.ts';
import { pageAnswer } from '../../db/list-page.ts';
import { type EnrolmentRow, type HousingStayRow, housingStays } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { auditStaffChange, checkVersion, rowVersion, staleRecord } from '../staff/staff-changes.ts';
import {
  findHousingContract,
  insertStay,
  listHousingContracts,
  lockHousingContract,
  lockStay,
  updateStay,
} from './housing.repository.ts';
import { stayDetails } from './housing.service.ts';

/**
 * The secretariat keeps the housing stays: one per housing contract, assigned when the apartment
 * is known and changed afterwards, each save on the version read and audited in its transaction.
 */

interface ContractRow {
  enrolment: EnrolmentRow;
  stay: HousingStayRow | null;
  person: { id: string; firstName: string; lastName: string; email: string };
}

function toStaffContract(row: ContractRow): StaffHousingContract {
  const { enrolment, stay, person } = row;
  return {
    enrolmentId: enrolment.id,
    contractName: enrolment.name,
    isActiveHousing: enrolment.isActiveHousing,
    person,
    stay: stay ? { ...stayDetails(stay), updatedAt: stay.updatedAt.toISOString() } : null,
    version: stay ? rowVersion(housingStays, stay) : null,
  };
}

export async function listHousingStays(
  db: Db,
  query: ListHousingStaysQuery,
): Promise<ListHousingStaysResponse> {
  return pageAnswer(query, await listHousingContracts(db, query), toStaffContract);
}

/**
 * PUT /api/staff/housing/stays/:enrolmentId: the contract is locked (the guard of its one stay),
 * the stay read under the lock must be the version the form was filled on (none: null), then it
 * is inserted or updated and audited. 404 for an enrolment that is not a housing contract.
 */
export async function saveHousingStay(
  db: Db,
  by: string,
  enrolmentId: string,
  body: SaveHousingStayBody,
): Promise<StaffHousingContract> {
  const { version, ...values } = body;
  await db.transaction(async (tx) => {
    const contract = await lockHousingContract(tx, enrolmentId);
    if (!contract) throw notFound();
    const before = await lockStay(tx, enrolmentId);
    checkVersion(housingStays, before, version);
    const after = before
      ? await updateStay(tx, before.id, values)
      : await insertStay(tx, enrolmentId, values);
    // The contract's lock keeps a second first assignment out; the unique enrolment backs it.
    if (!after) throw staleRecord('The stay was assigned meanwhile: read it again');
    await auditStaffChange(tx, { by, table: housingStays, before, after });
  });
  const saved = await findHousingContract(db, enrolmentId);
  if (!saved) throw notFound();
  return toStaffContract(saved);
}
