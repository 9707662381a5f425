import type { Access } from '@school/domain/access/access';
import type { AccessSubject } from '@school/domain/access/subject';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../config/paths';
import { useAccess } from '../hooks/use-access';
import { useMe } from '../lib/me';
import { PageLoader } from './page-loader';
import { Redirect } from './redirect';

/**
 * A page for some people only: visitors go to the login of Profilo, which brings them back here
 * afterwards (`gotosection`, specification 000 section 2) with the page's own query too (the login
 * forwards every parameter besides `gotosection`): a code opened from the classroom's QR
 * (`/presenze?qr=…`) or the office a ticket is for (`/interventi?from=Housing`) is still there after
 * signing in. Signed-in people who may not see the page go to `otherwise` (Home by default).
 */
export function RequireAccess({
  allows,
  otherwise = paths.home,
  children,
}: {
  /** The rule: the computed `Access`, or the subject itself for rules such as `staffAccess`. */
  allows: (access: Access, subject: AccessSubject | null) => boolean;
  otherwise?: string;
  children: ReactNode;
}) {
  const meQuery = useMe();
  const access = useAccess();
  const { pathname, search } = useLocation();

  if (meQuery.isPending) return <PageLoader />;
  if (!meQuery.data?.user) return <Redirect to={loginPathBackTo(pathname, search)} />;
  if (!allows(access, meQuery.data.user.subject)) return <Redirect to={otherwise} />;
  return children;
}

/** The login of Profilo that brings the visitor back to `pathname` with its query. */
export function loginPathBackTo(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete('gotosection');
  const back = new URLSearchParams({ gotosection: pathname });
  for (const [key, value] of query) back.append(key, value);
  return `${paths.profile}?${back.toString().replaceAll('%2F', '/')}`;
}
