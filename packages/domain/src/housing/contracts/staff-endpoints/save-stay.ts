import { endpoint } from '../../../shared/endpoint.ts';
import {
  HousingStayParamsSchema,
  SaveHousingStayBodySchema,
  StaffHousingContractSchema,
} from '../staff-housing.ts';

export const saveStay = endpoint(
  'PUT /api/staff/housing/stays/:enrolmentId',
  "Assign (version null) or change a housing contract's stay on the version read: apartment, address, check-in and check-out",
  { params: HousingStayParamsSchema, body: SaveHousingStayBodySchema, answer: StaffHousingContractSchema },
);
