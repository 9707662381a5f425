import { paths } from '../../../../config/paths';

/** The console's address of an erasure request. */
export const staffErasurePath = (id: string) => `${paths.staff}/privacy/${id}`;
