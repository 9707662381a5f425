import { CONTROL_CHARACTERS_CODE, hasControlCharacters } from '@school/domain/shared/text';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.ts';

/** Where in a parsed value a string holds a control character (dotted paths, at most `limit`). */
export function controlCharacterPaths(value: unknown, limit = 5): string[] {
  const found: string[] = [];
  const walk = (node: unknown, path: string, depth: number) => {
    if (found.length >= limit || depth > 32) return;
    if (typeof node === 'string') {
      if (hasControlCharacters(node)) found.push(path || '_');
    } else if (Array.isArray(node)) {
      for (const [i, item] of node.entries()) walk(item, path ? `${path}.${i}` : String(i), depth + 1);
    } else if (node && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        if (hasControlCharacters(key)) found.push(path || '_');
        walk(item, path ? `${path}.${key}` : key, depth + 1);
      }
    }
  };
  walk(value, '', 0);
  return found;
}

/**
 * Every API request's text, once, before validation: a control character anywhere in the path
 * parameters, the query or the body answers 400 `request.controlCharacters` naming the fields,
 * and nothing runs (the same rule as the shared text schemas of packages/domain).
 */
export default fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const paths = [
      ...controlCharacterPaths(request.params),
      ...controlCharacterPaths(request.query),
      ...controlCharacterPaths(request.body),
    ];
    if (paths.length === 0) return;
    throw new AppError(
      400,
      CONTROL_CHARACTERS_CODE,
      'The text contains control characters',
      Object.fromEntries(paths.map((p) => [p, CONTROL_CHARACTERS_CODE])),
    );
  });
});
