import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every file under the local storage folder of a test's DATA_DIR (`files/`). */
export async function storedFiles(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'files');
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}
