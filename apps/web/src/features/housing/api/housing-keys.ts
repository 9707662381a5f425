/** The housing's console query keys, under `['staff', 'housing']`. */
export const housingKeys = {
  staff: {
    all: ['staff', 'housing'] as const,
    stays: ['staff', 'housing', 'stays'] as const,
    staysPage: (params: Record<string, string>) => ['staff', 'housing', 'stays', params] as const,
  },
};
