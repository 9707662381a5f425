/**
 * The tabs of the candidate area (specification 000, section 2: "Tabs: candidatura (Application),
 * documenti, pagamenti, abbigliamento, and visto (only when visa is enabled)").
 */
export const CANDIDATE_TABS = ['application', 'documents', 'payments', 'clothing', 'visa'] as const;
export type CandidateTab = (typeof CANDIDATE_TABS)[number];

/** The tabs shown, in order: the four fixed ones, plus visto only when the visa is enabled. */
export function candidateTabs(input: { visaEnabled: boolean }): CandidateTab[] {
  return CANDIDATE_TABS.filter((tab) => tab !== 'visa' || input.visaEnabled);
}
