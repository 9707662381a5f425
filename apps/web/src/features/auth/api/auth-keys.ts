/** The auth feature's query keys: the own passkeys under `['passkeys']`, a person's in the console under `['staff', 'passkeys']`. */
export const authKeys = {
  passkeys: ['passkeys'] as const,
  staff: {
    passkeys: ['staff', 'passkeys'] as const,
    personPasskeys: (personId: string) => ['staff', 'passkeys', personId] as const,
  },
};
