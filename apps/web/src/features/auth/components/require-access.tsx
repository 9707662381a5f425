import type { Access } from '@school/domain/access/access';
import type { AccessSubject } from '@school/domain/access/subject';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { useMe } from '../api/get-me';
import { useAccess } from '../hooks/use-access';

/**
 * A page for some people only: visitors go to the login of Profilo, which brings them back here
 * afterwards (`gotosection`, specification 000 section 2); signed-in people who may not see the
 * page go to `otherwise` (Home by default).
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
  const { pathname } = useLocation();

  if (meQuery.isPending) return <PageLoader />;
  if (!meQuery.data?.user) return <Navigate to={`${paths.profile}?gotosection=${pathname}`} replace />;
  if (!allows(access, meQuery.data.user.subject)) return <Navigate to={otherwise} replace />;
  return children;
}
