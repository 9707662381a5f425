import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDiskStorage } from './local-disk.ts';
import { newStorageKey, readAll } from './storage.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'school-storage-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('localDiskStorage', () => {
  it('puts, gets and deletes a file under the folder, by our random key', async () => {
    const storage = localDiskStorage(root);
    const key = newStorageKey('documents');
    expect(key).toMatch(/^documents\/[0-9a-f-]{36}$/);
    const bytes = Buffer.from('%PDF-1.7 test');
    await storage.put(key, bytes, 'application/pdf');
    const file = path.join(root, key);
    expect(await readFile(file)).toEqual(bytes);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const read = await storage.get(key);
    expect(read?.size).toBe(bytes.length);
    expect(read && (await readAll(read))).toEqual(bytes);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key); // deleting again is fine
    expect(await readdir(path.join(root, 'documents'))).toEqual([]);
  });

  it('answers null for a key never stored', async () => {
    expect(await localDiskStorage(root).get(newStorageKey('documents'))).toBeNull();
  });

  it('replaces a file whole when the same key is put again (temporary file then rename)', async () => {
    const storage = localDiskStorage(root);
    const key = newStorageKey('documents');
    await storage.put(key, Buffer.from('first version, longer'), 'text/plain');
    await storage.put(key, Buffer.from('second'), 'text/plain');
    const read = await storage.get(key);
    expect(read && (await readAll(read)).toString()).toBe('second');
    expect((await readdir(path.join(root, 'documents'))).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it.each([
    '../../etc/passwd',
    'documents/../../etc/passwd',
    '/etc/passwd',
    'documents/cv.pdf',
    'documents/0b9d6b2e-4b8e-4d0c-9a52-6f1d2c3b4a59/../x',
    'Documents/0b9d6b2e-4b8e-4d0c-9a52-6f1d2c3b4a59',
    '',
  ])('refuses the key %j (keys are ours, never a path from a request)', async (key) => {
    const storage = localDiskStorage(root);
    await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid storage key/);
    await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/invalid storage key/);
  });
});
