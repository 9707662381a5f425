/** A reference list's query without its empty values: a filter left blank is not sent. */
export function filledIn<T extends Record<string, string | number | undefined>>(query: T): Partial<T> {
  const kept: Partial<T> = {};
  for (const [key, value] of Object.entries(query) as [keyof T, T[keyof T]][])
    if (value !== undefined && value !== '') kept[key] = value;
  return kept;
}
