/** The chunks of the page the server rendered, as its head names them (ssr/assets.ts). */
function pageChunks(): string[] {
  return (document.querySelector('meta[name="app-preload"]')?.getAttribute('content') ?? '')
    .split(' ')
    .filter((src) => src.startsWith('/assets/'));
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Evaluates the page's chunks (already fetched by /boot.js) one at a time, each in a task of its
 * own, the ones the page's module depends on first: importing the page's module afterwards only
 * evaluates that module, instead of some seventy chunks in one long task a phone would feel.
 * A chunk that fails is left to the page's own import, which reports it.
 */
export async function evaluatePageChunks(): Promise<void> {
  for (const src of pageChunks().reverse()) {
    try {
      await import(/* @vite-ignore */ src);
    } catch {
      // The page's import tries again and fails visibly.
    }
    await nextTask();
  }
}
