import { createHash, randomBytes } from 'node:crypto';

/** `bytes` random bytes as base64url: session ids, reset tokens, OAuth state, API keys. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * What the database keeps instead of a bearer secret. The secrets are 32 random bytes, so a plain
 * SHA-256 (no salt, no stretching) is enough: nobody can guess their way back to one.
 */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}
