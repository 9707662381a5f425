import { type ComponentType, lazy } from 'react';
import { useServerRender } from './render-context';

/**
 * A component loaded with its own chunk (a page of the console), which tells the server's renderer
 * that it was rendered: its chunk's styles and scripts then go in the page's head like a route's.
 * `key` is the module's path in the build's manifest (`src/…/x-page.tsx`).
 */
export function lazyModule(key: string, load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Lazy = lazy(load);
  function LazyModule() {
    const server = useServerRender();
    server?.modules.add(key);
    return <Lazy />;
  }
  LazyModule.displayName = `LazyModule(${key})`;
  return LazyModule;
}
