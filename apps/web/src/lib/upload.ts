import { ApiError, CSRF_HEADER, csrf, toApiError } from './api-client';

export interface UploadOptions {
  signal?: AbortSignal;
  /** Called as the request body goes out: bytes sent and bytes in all (the real upload progress). */
  onProgress?: (progress: { loaded: number; total: number }) => void;
}

interface XhrResult {
  status: number;
  body: unknown;
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled', 'AbortError');
}

function send(path: string, payload: string, token: string, options: UploadOptions): Promise<XhrResult> {
  return new Promise((resolve, reject) => {
    const { signal, onProgress } = options;
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const handleAbort = () => xhr.abort();
    xhr.open('POST', path);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('content-type', 'application/json');
    xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      signal?.removeEventListener('abort', handleAbort);
      resolve({ status: xhr.status, body: parseBody(xhr.responseText) });
    };
    xhr.onerror = () => {
      signal?.removeEventListener('abort', handleAbort);
      reject(new ApiError(0, 'network'));
    };
    xhr.onabort = () => {
      signal?.removeEventListener('abort', handleAbort);
      reject(abortError());
    };
    signal?.addEventListener('abort', handleAbort, { once: true });
    xhr.send(payload);
  });
}

/**
 * POST a JSON body with XMLHttpRequest, which (unlike fetch) reports the upload progress of the
 * request body. Same rules as `api.post`: same-origin cookies, the CSRF token of the one client
 * (`csrf` in api-client.ts) and one retry with a fresh token after `request.csrf`, errors as
 * `ApiError`. Aborting the signal cancels the request (an `AbortError` DOMException).
 */
export async function uploadJson<T>(path: string, body: unknown, options: UploadOptions = {}): Promise<T> {
  const payload = JSON.stringify(body);
  let token = await csrf.token();
  for (let attempt = 0; ; attempt += 1) {
    const result = await send(path, payload, token, options);
    if (result.status >= 200 && result.status < 300) return result.body as T;
    const error = toApiError(result.status, result.body);
    if (attempt === 0 && error.code === 'request.csrf') {
      token = await csrf.renew();
      continue;
    }
    throw error;
  }
}
