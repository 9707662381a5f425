import type { z } from 'zod';

/**
 * Field path → code of a zod error, as the error handler answers request validation failures:
 * domain refinements carry an error code as their message, other issues become "invalid".
 */
export function zodFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    fields[path] ??= /^[a-z]+\.[a-zA-Z]+$/.test(issue.message) ? issue.message : 'invalid';
  }
  return fields;
}
