/** The utility's query keys: the own badge under `['utility']`, the console's under `['staff', 'utility']`. */
export const utilityKeys = {
  all: ['utility'] as const,
  staff: {
    all: ['staff', 'utility'] as const,
    enrolments: (params: Record<string, string>) => ['staff', 'utility', 'list', params] as const,
    enrolment: (id: string) => ['staff', 'utility', 'enrolment', id] as const,
  },
};
