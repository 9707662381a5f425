/** The internship area's query keys: every answer of `/api/internship` is under `['internship']`. */
export const internshipKeys = {
  all: ['internship'] as const,
  area: ['internship', 'area'] as const,
  /** The test pages' sample stage. */
  sample: ['internship', 'sample'] as const,
};
