import type { DehydratedState } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/**
 * What the server's renderer hands to the browser with a page it rendered, in a JSON block of the
 * page (`<script type="application/json" id="ssr-state">`, data only: the CSP runs no inline
 * script): the language it rendered in, the answers of the page's queries and the lazily loaded
 * modules it rendered, so that the browser hydrates the same page without asking the server again.
 */
export interface SsrState {
  language: 'it' | 'en' | 'zh';
  queries: DehydratedState;
  /** The lazily loaded modules the page rendered (`lazyModule`), loaded before hydration. */
  modules: string[];
}

export const SSR_STATE_ID = 'ssr-state';

/** An `ApiError` as JSON (an error answer the page shows, e.g. a stay not assigned yet). */
interface SerializedApiError {
  apiError: { status: number; code: string; message: string; fields?: Record<string, string> };
}

function isSerializedApiError(value: unknown): value is SerializedApiError {
  return typeof value === 'object' && value !== null && 'apiError' in value;
}

/** The queries' errors as plain JSON (an `ApiError` keeps its status, code and fields). */
export function serializeQueryErrors(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error;
      if (!(error instanceof ApiError)) return query;
      const apiError: SerializedApiError = {
        apiError: { status: error.status, code: error.code, message: error.message, fields: error.fields },
      };
      return { ...query, state: { ...query.state, error: apiError as unknown as Error } };
    }),
  };
}

/** The reverse of `serializeQueryErrors`, in the browser. */
export function reviveQueryErrors(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error: unknown = query.state.error;
      if (!isSerializedApiError(error)) return query;
      const { status, code, message, fields } = error.apiError;
      return { ...query, state: { ...query.state, error: new ApiError(status, code, message, fields) } };
    }),
  };
}

/** JSON that can sit inside a `<script>` element: no `</script>`, no `<!--`, no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

let read: { state: SsrState | null } | undefined;

/** The state of the page the server rendered, or null for a page the browser renders alone. */
export function readSsrState(): SsrState | null {
  if (read) return read.state;
  read = { state: null };
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as SsrState;
    read.state = { ...state, queries: reviveQueryErrors(state.queries) };
  } catch {
    // A page the server rendered badly is rendered again by the browser.
  }
  return read.state;
}
