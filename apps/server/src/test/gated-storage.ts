import { vi } from 'vitest';
import type { FileStorage } from '../platform/storage/storage.ts';

/**
 * Holds the next `put` of a storage until `release()`: a slow S3 upload, to show what the server
 * does meanwhile. `started` resolves with the key once the put is waiting. Other puts pass.
 */
export function gateNextPut(storage: FileStorage) {
  let release!: () => void;
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started!: (key: string) => void;
  const startedKey = new Promise<string>((resolve) => {
    started = resolve;
  });
  const put = storage.put.bind(storage);
  const spy = vi.spyOn(storage, 'put').mockImplementationOnce(async (key, bytes, contentType) => {
    started(key);
    await opened;
    return put(key, bytes, contentType);
  });
  return {
    started: startedKey,
    release: () => {
      release();
      spy.mockRestore();
    },
  };
}
