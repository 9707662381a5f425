import { Navigate } from 'react-router';
import { useServerRender } from '../ssr/render-context';

/**
 * Sends the person to `to` in place of this page: in the browser by replacing the history entry,
 * on the server by answering the page's request with a redirect (the first one rendered wins).
 */
export function Redirect({ to }: { to: string }) {
  const server = useServerRender();
  if (server) {
    server.redirect ??= to;
    return null;
  }
  return <Navigate to={to} replace />;
}
