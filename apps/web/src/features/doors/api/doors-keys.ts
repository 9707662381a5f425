/** The doors' console query keys, under `['staff', 'doors']`. */
export const doorsKeys = {
  staff: {
    all: ['staff', 'doors'] as const,
    positions: ['staff', 'doors', 'positions'] as const,
    openings: (params: Record<string, string>) => ['staff', 'doors', 'openings', params] as const,
  },
};
