/** The privacy's query keys: the person's under `['privacy']`, the console's under `['staff', 'privacy']`. */
export const privacyKeys = {
  all: ['privacy'] as const,
  mine: ['privacy', 'mine'] as const,
  staff: {
    all: ['staff', 'privacy'] as const,
    erasures: (params: Record<string, string>) => ['staff', 'privacy', 'erasures', params] as const,
    erasure: (id: string) => ['staff', 'privacy', 'erasure', id] as const,
    retention: ['staff', 'privacy', 'retention'] as const,
  },
};
