import { type ComponentType, lazy, useState } from 'react';
import { useServerRender } from './render-context';

interface LazyEntry {
  // biome-ignore lint/suspicious/noExplicitAny: each entry's component has its own props
  load: () => Promise<{ default: ComponentType<any> }>;
  /** The component once its module is here: rendered at once, without suspending. */
  // biome-ignore lint/suspicious/noExplicitAny: each entry's component has its own props
  loaded?: ComponentType<any>;
}

const registry = new Map<string, LazyEntry>();

/**
 * A component loaded with its own chunk (a page of the console, a form opened from a page). On the server it tells the
 * renderer that it was rendered (its styles and scripts go in the page's head like a route's, and
 * its key in the page's state); in the browser, the modules the server rendered are loaded before
 * hydration (`loadRenderedModules`), so the page hydrates whole, without waiting for a chunk.
 * `key` is the module's path in the build's manifest (`src/…/x-page.tsx`).
 */
export function lazyModule<Props extends object = object>(
  key: string,
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  const entry: LazyEntry = { load };
  registry.set(key, entry);
  const Lazy = lazy(async () => {
    const module = await load();
    entry.loaded = module.default;
    return module;
  });
  function LazyModule(props: Props) {
    useServerRender()?.modules.add(key);
    // Chosen once per mount: switching from the lazy wrapper to the component would remount it.
    const [Component] = useState<ComponentType<Props>>(() => entry.loaded ?? Lazy);
    return <Component {...props} />;
  }
  LazyModule.displayName = `LazyModule(${key})`;
  return LazyModule;
}

/** Loads the lazily loaded modules the server rendered into this page, before it is hydrated. */
export async function loadRenderedModules(keys: readonly string[]): Promise<void> {
  await Promise.all(
    keys.map(async (key) => {
      const entry = registry.get(key);
      if (entry && !entry.loaded) entry.loaded = (await entry.load()).default;
    }),
  );
}
