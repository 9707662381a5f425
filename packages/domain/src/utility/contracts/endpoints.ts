// The Utility page's endpoints.
export { getUtility } from './endpoints/get-utility.ts';
