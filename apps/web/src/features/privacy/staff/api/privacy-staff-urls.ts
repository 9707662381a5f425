import { paths } from '../../../../config/paths';

/** The staff side of privacy: /api/staff/privacy/… */
export const staffErasureUrl = (id: string) => `/api/staff/privacy/erasures/${encodeURIComponent(id)}`;

/** The console's address of an erasure request. */
export const staffErasurePath = (id: string) => `${paths.staff}/privacy/${id}`;
