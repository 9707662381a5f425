import type { Access } from '@school/domain/access/access';
import type { AccessSubject } from '@school/domain/access/subject';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { useMe } from '../../auth/api/get-me';
import { useAccess } from '../../auth/hooks/use-access';

/**
 * Like RequireAccess, but the login brings the visitor back with the page's query too: a code
 * opened from the classroom's QR (`/presenze?qr=…`) is still there after signing in (the login
 * forwards every parameter besides `gotosection`).
 */
export function AttendanceGuard({
  allows,
  children,
}: {
  allows: (access: Access, subject: AccessSubject | null) => boolean;
  children: ReactNode;
}) {
  const meQuery = useMe();
  const access = useAccess();
  const { pathname, search } = useLocation();

  if (meQuery.isPending) return <PageLoader />;
  if (!meQuery.data?.user) {
    const query = new URLSearchParams(search);
    query.delete('gotosection');
    const rest = query.toString();
    return <Navigate to={`${paths.profile}?gotosection=${pathname}${rest ? `&${rest}` : ''}`} replace />;
  }
  if (!allows(access, meQuery.data.user.subject)) return <Navigate to={paths.home} replace />;
  return children;
}
