import "server-only";

import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id at OWASP's minimum or above (CONTRACT §5: 19 MiB memory, 2 iterations, 1 lane).
 * `algorithm: 2` is argon2id: the package's `Algorithm` enum is a const enum that
 * isolatedModules cannot import.
 */
const ARGON2ID = {
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
