import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random, URL-safe secret (256 bits). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the SHA-256 of a secret token is ever stored (one-shot: every request's session token is hashed). */
export function hashToken(token: string): string {
  return hash('sha256', token, 'base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}
