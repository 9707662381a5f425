import { chooseHousingEnrolment } from '@school/domain/access/rules';
import type { AccessSubject } from '@school/domain/access/subject';
import { type GetHousingResponse, HOUSING_NOT_ASSIGNED } from '@school/domain/housing/contracts/get-housing';
import type { Db } from '../../db/client.ts';
import type { HousingStayRow } from '../../db/schema/index.ts';
import { AppError, forbidden } from '../../lib/app-error.ts';
import { findUserStay } from './housing.repository.ts';

/**
 * GET /api/housing: the stay of the signed-in person's active housing contract (the one
 * `chooseHousingEnrolment` picks, as the access rule `canSeeHousing` does). 404
 * `housing.notAssigned` while the secretariat has not assigned it.
 */
export async function getHousing(
  db: Db,
  userId: string,
  subject: AccessSubject,
): Promise<GetHousingResponse> {
  const contract = chooseHousingEnrolment(subject.enrolments);
  // The route's rule has accepted the subject: a contract exists unless the rules disagree.
  if (!contract) throw forbidden();
  const found = await findUserStay(db, userId, contract.id);
  if (!found) throw new AppError(404, HOUSING_NOT_ASSIGNED, 'No stay assigned to the housing contract yet');
  return { contractName: found.contractName, ...stayDetails(found.stay) };
}

/** A stay as the person and the secretariat read it: the apartment, check-in and check-out. */
export function stayDetails(stay: HousingStayRow) {
  return {
    apartmentName: stay.apartmentName,
    apartmentAddress: stay.apartmentAddress,
    checkInDate: stay.checkInDate,
    checkInTime: stay.checkInTime,
    checkOutDate: stay.checkOutDate,
    checkOutTime: stay.checkOutTime,
  };
}
