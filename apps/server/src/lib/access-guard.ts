import type { AccessSubject } from '@school/domain/access/subject';
import type { FastifyRequest } from 'fastify';
import { requireAccess } from '../plugins/app/auth.ts';

/**
 * An `onRequest` hook that answers 401 to visitors and 403 to users the rule refuses, before the
 * body is read (an anonymous 6 MB upload is refused without parsing it).
 */
export function accessGuard(rule: (subject: AccessSubject) => boolean) {
  return async (request: FastifyRequest) => {
    await requireAccess(request, rule);
  };
}
