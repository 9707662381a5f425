// The student's housing endpoints.
export { getHousing } from './endpoints/get-housing.ts';
