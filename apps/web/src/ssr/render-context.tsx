import { createContext, useContext } from 'react';

/**
 * What a page tells the server's renderer while it is rendered there: where to send the browser
 * instead (a page for signed-in people opened by a visitor answers with a redirect, not HTML), and
 * which lazily loaded modules it rendered.
 * Absent in the browser.
 */
export interface ServerRender {
  redirect: string | null;
  /** The lazily loaded modules rendered (lazyModule), by their path in the build's manifest. */
  modules: Set<string>;
}

export const ServerRenderContext = createContext<ServerRender | null>(null);

export function useServerRender(): ServerRender | null {
  return useContext(ServerRenderContext);
}
