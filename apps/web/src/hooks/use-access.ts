import { type Access, computeAccess } from '@school/domain/access/access';
import { useMemo } from 'react';
import { useCurrentUser } from '../lib/me';
import { useLocale } from './use-locale';

/** What the current person may see (specification 000, section 6), from packages/domain. */
export function useAccess(): Access {
  const me = useCurrentUser();
  const locale = useLocale();
  return useMemo(() => computeAccess(me?.subject ?? null, locale), [me, locale]);
}
