/** The query keys of the insights: every call's key starts with these. */
export const insightsKeys = {
  all: ['staff', 'insights'] as const,
  editions: () => [...insightsKeys.all, 'editions'] as const,
  chart: (chart: string, params: Record<string, string>) =>
    [...insightsKeys.all, 'chart', chart, params] as const,
};
