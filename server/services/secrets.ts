import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An opaque bearer secret (session tokens, password tickets): 256 random bits, URL-safe. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Secrets are stored only as this digest, so a database leak yields no usable token. */
export function digest(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Public identifiers of rows: 16 hex characters, never the internal integer id. */
export function newUniqueId(): string {
  return randomBytes(8).toString('hex');
}

export function newSixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
