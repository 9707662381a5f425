import { endpoint } from '../../shared/endpoint.ts';
import {
  HousingStayParamsSchema,
  ListHousingStaysQuerySchema,
  ListHousingStaysResponseSchema,
  SaveHousingStayBodySchema,
  StaffHousingContractSchema,
} from './staff-housing.ts';

/** The housing endpoints of the staff console. */
export const staffHousingApi = {
  listStays: endpoint(
    'GET /api/staff/housing/stays',
    'Housing contracts with their person and stay: search, with or without a stay, paged',
    { querystring: ListHousingStaysQuerySchema, answer: ListHousingStaysResponseSchema },
  ),
  saveStay: endpoint(
    'PUT /api/staff/housing/stays/:enrolmentId',
    "Assign (version null) or change a housing contract's stay on the version read: apartment, address, check-in and check-out",
    { params: HousingStayParamsSchema, body: SaveHousingStayBodySchema, answer: StaffHousingContractSchema },
  ),
};
