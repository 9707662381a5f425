/**
 * Whether a database error is a unique index refusing a second row (SQLSTATE 23505), on both
 * databases: node-postgres puts the code on the error, drizzle may wrap it as the cause.
 */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
