import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/** A stored file, read back. */
export interface StoredFile {
  body: Readable;
  /** Bytes, when the store tells. */
  size: number | undefined;
}

/**
 * Where uploaded files live: local disk by default, any S3-compatible store in production
 * (ARCHITECTURE rule 5). Keys are ours (`newStorageKey`), never a user's file name. App instances
 * stay stateless: with several instances, use S3 (or a shared disk).
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when nothing is stored under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys look like `documents/2f1c…`: a folder of ours and a random UUID. */
const KEY = /^[a-z]+(?:-[a-z]+)*\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function newStorageKey(folder: 'documents' | 'exports'): string {
  return `${folder}/${randomUUID()}`;
}

/** Every adapter refuses keys it did not make (defence in depth: no path ever comes from a request). */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
}

/** Reads a stored file whole (tests, seed, small files). */
export async function readAll(file: StoredFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
