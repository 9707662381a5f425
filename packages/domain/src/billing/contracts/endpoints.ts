// The billing endpoints of the profile: each answers the billing as `GET /api/billing` does.

export { confirmCourse } from './endpoints/confirm-course.ts';
export { confirmHousing } from './endpoints/confirm-housing.ts';
export { getBilling } from './endpoints/get-billing.ts';
export { saveCourse } from './endpoints/save-course.ts';
export { saveHousing } from './endpoints/save-housing.ts';
