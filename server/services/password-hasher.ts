import { hash, verify } from '@node-rs/argon2';

/** argon2id in @node-rs/argon2's (const enum) Algorithm. */
const ARGON2ID = 2;

/**
 * Hashes what the console sends (the hex SHA-256 of the password) with argon2id, so the stored value
 * is slow to attack even though the client-side digest is fast.
 */
export interface PasswordHasher {
  hash(clientDigest: string): Promise<string>;
  verify(storedHash: string, clientDigest: string): Promise<boolean>;
}

export class Argon2PasswordHasher implements PasswordHasher {
  constructor(private readonly cost: { memoryCost: number; timeCost: number }) {}

  hash(clientDigest: string): Promise<string> {
    return hash(clientDigest, { algorithm: ARGON2ID, ...this.cost, parallelism: 1 });
  }

  async verify(storedHash: string, clientDigest: string): Promise<boolean> {
    try {
      return await verify(storedHash, clientDigest);
    } catch {
      return false;
    }
  }
}
