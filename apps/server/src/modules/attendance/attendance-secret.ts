import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Signer } from '@school/domain/attendance/qr-code';
import type { Config } from '../../config/env.ts';

/** Where the generated secret is kept outside production (like the demo school's private key). */
export const ATTENDANCE_SECRET_FILE = 'keys/attendance-secret';

/**
 * The attendance codes' secret: ATTENDANCE_SECRET (required in production, checked by
 * config/env.ts); otherwise the one kept in DATA_DIR/keys, generated at the first start. Two
 * instances starting together on one DATA_DIR agree: the file is created exclusively, and the
 * one that loses reads the winner's.
 */
export async function attendanceSecret(
  config: Pick<Config, 'attendanceSecret' | 'dataDir'>,
): Promise<string> {
  if (config.attendanceSecret) return config.attendanceSecret;
  const file = path.resolve(config.dataDir, ATTENDANCE_SECRET_FILE);
  const existing = await readSecret(file);
  if (existing) return existing;
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    await writeFile(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const written = await readSecret(file);
  if (!written) throw new Error(`${file} holds no attendance secret`);
  return written;
}

async function readSecret(file: string): Promise<string | null> {
  try {
    const text = (await readFile(file, 'utf8')).trim();
    return text.length >= 32 ? text : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** HMAC-SHA256 of a message with the secret, base64url: the `sign` of the domain's code functions. */
export function hmacSigner(secret: string): Signer {
  return (message) => createHmac('sha256', secret).update(message).digest('base64url');
}
