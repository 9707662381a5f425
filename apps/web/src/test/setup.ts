/**
 * Shared set-up of the web unit tests (imported first by each test file: the root vitest config
 * has no setup file for this project). jsdom lacks a few browser APIs Mantine uses.
 */
import { webcrypto } from 'node:crypto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy… and waitFor wait up to 5 s (not 1 s): the suites run side by side and a loaded
// machine renders slowly; a screen that never shows what is awaited still fails.
configure({ asyncUtilTimeout: 5000 });

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    // An empty query matches, as in a browser (mantine-datatable shows a cell whose column names
    // no media query through `matchMedia('')`); any other is taken as not matching.
    value: (query: string) => ({
      matches: query.trim() === '',
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// The tests run in jsdom's window as the global (vitest's vmThreads pool), which has no SubtleCrypto:
// the browser's encryption is Node's Web Crypto.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { configurable: true, value: webcrypto });
}

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
