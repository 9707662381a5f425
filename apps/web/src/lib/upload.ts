import { FileNameSchema } from '@school/domain/candidate/contracts/upload-document';
import type { Endpoint, EndpointSchemas } from '@school/domain/shared/endpoint';
import {
  UPLOAD_SNIFF_BYTES,
  type UploadFileType,
  type UploadRefusal,
  uploadRefusal,
} from '@school/domain/shared/uploads';
import {
  ApiError,
  type CallAnswer,
  type CallInput,
  CSRF_HEADER,
  csrf,
  endpointUrl,
  parseAnswer,
  toApiError,
} from './api-client';
import { bytesToBase64 } from './base64';

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

/** The XMLHttpRequest of an upload route: POST, or PUT for a route that replaces one file (the dossier). */
function send(
  method: 'POST' | 'PUT',
  path: string,
  payload: string,
  token: string,
  options: UploadOptions,
): Promise<XhrResult> {
  return new Promise((resolve, reject) => {
    const { signal, onProgress } = options;
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const handleAbort = () => xhr.abort();
    xhr.open(method, path);
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
 * Calls an upload endpoint of the contracts as `call` does (its method and path with its
 * parameters, its answer parsed by the schema of its status), with XMLHttpRequest, which (unlike
 * fetch) reports the upload progress of the request body: `upload(ticketsApi.uploadAttachment,
 * { params: { id }, body }, { onProgress })`. Same rules as `call`: same-origin cookies, the CSRF
 * token of the one client (`csrf` in api-client.ts) and one retry with a fresh token after
 * `request.csrf`, errors as `ApiError`. Aborting the signal cancels the request (an `AbortError`
 * DOMException).
 */
export async function upload<S extends EndpointSchemas>(
  endpoint: Endpoint<S>,
  input: CallInput<S>,
  options: UploadOptions = {},
): Promise<CallAnswer<S['answer']>> {
  const method = endpoint.method === 'PUT' ? 'PUT' : 'POST';
  const path = endpointUrl(endpoint, input);
  const payload = JSON.stringify(input.body);
  let token = await csrf.token();
  for (let attempt = 0; ; attempt += 1) {
    const result = await send(method, path, payload, token, options);
    if (result.status >= 200 && result.status < 300) return parseAnswer(endpoint, result.status, result.body);
    const error = toApiError(result.status, result.body);
    if (attempt === 0 && error.code === 'request.csrf') {
      token = await csrf.renew();
      continue;
    }
    throw error;
  }
}

/** The JSON body of every upload route: the file as base64 ("Sent as base64"). */
export interface UploadBody {
  fileName: string;
  contentBase64: string;
  /** An encryption envelope made in the browser (documents to encrypt). */
  encrypted?: boolean;
}

/**
 * Why a file cannot be sent, found in the browser before anything goes out: an error code (of the
 * `errors` catalogue, or one a feature names) and the size in bytes the message shows.
 */
export interface FileRefusal {
  code: UploadRefusal | 'upload.invalidFileName' | (string & {});
  size: number;
}

/**
 * Checks a chosen file as the server will (`uploadRefusal` of the domain, with the first bytes for
 * the type by content), and its name first. Null when it can be sent.
 */
export async function checkChosenFile(
  file: File,
  allowed: readonly UploadFileType[],
): Promise<FileRefusal | null> {
  if (!FileNameSchema.safeParse(file.name).success)
    return { code: 'upload.invalidFileName', size: file.size };
  const firstBytes = new Uint8Array(await file.slice(0, UPLOAD_SNIFF_BYTES).arrayBuffer());
  const code = uploadRefusal({ name: file.name, size: file.size, firstBytes }, allowed);
  return code ? { code, size: file.size } : null;
}

/**
 * "DimensioniEccessiveBuffer if encoded size exceeds": the body about to be sent, judged on its
 * payload (`size` bytes, encrypted or not) and its encoded length, which the message then shows.
 */
export function bodyRefusal(
  body: UploadBody,
  size: number,
  allowed: readonly UploadFileType[],
): FileRefusal | null {
  const code = uploadRefusal(
    { name: body.fileName, size, base64Length: body.contentBase64.length, encrypted: body.encrypted },
    allowed,
  );
  if (!code) return null;
  return { code, size: code === 'upload.tooLargeEncoded' ? body.contentBase64.length : size };
}

/** The body of a file sent as it is: its trimmed name and its bytes as base64. */
export async function plainUploadBody(file: File): Promise<{ body: UploadBody; size: number }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  return { body: { fileName: file.name.trim(), contentBase64: bytesToBase64(bytes) }, size: bytes.length };
}
