import { paths } from '../../../config/paths';

/** The console's addresses of the internship pages. */
export const internshipStaffPaths = {
  board: `${paths.staff}/internship`,
  stage: (id: string) => `${paths.staff}/internship/stages/${id}`,
  surveys: `${paths.staff}/internship/surveys`,
  answers: `${paths.staff}/internship/answers`,
};
