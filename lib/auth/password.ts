import "server-only";

import { availableParallelism } from "node:os";

import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id at OWASP's minimum or above (docs/api.md §5: 19 MiB memory, 2 iterations, 1 lane).
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

/**
 * Hashes computed at once: one fewer than the machine's cores, at most 3, the others wait their
 * turn. argon2 runs on libuv's pool of 4 threads, which Node.js also reads files with, and it is
 * memory-hard: on the 2-core machine of docs/benchmarks.md, 20 verifications took 180 ms one
 * after another but 290 ms four at a time, as each evicts the others' 19 MiB from the caches.
 * Leaving a core and a pool thread free keeps a burst of logins (a class signing in together,
 * the benchmark's R5) from slowing itself and the rest of the site.
 */
const HASHING_SLOTS = Math.max(1, Math.min(3, availableParallelism() - 1));

/**
 * Hashes that may wait for a slot. Past this a request is refused at once (503, Retry-After)
 * instead of queueing: a flood of password requests then costs its senders, not the people
 * signing in behind them. 32 covers a class of 20 signing in together (the benchmark's R5).
 */
const MAX_WAITING = 32;

/** The hashing queue is full: answered 503 with Retry-After (lib/api/route.ts). */
export class HashingBusyError extends Error {
  override name = "HashingBusyError";
}

interface Slots {
  busy: number;
  waiting: (() => void)[];
  /** Hashes and verifications computed by this process (tests/api-users-limits.test.ts). */
  computed: number;
}

// One count per process, whichever bundle layer (route handlers, pages) loaded this module.
const registry = globalThis as typeof globalThis & Record<symbol, Slots | undefined>;
const SLOTS = Symbol.for("faq-corner.password-hashing-slots");

async function inHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  const slots = (registry[SLOTS] ??= { busy: 0, waiting: [], computed: 0 });
  if (slots.busy < HASHING_SLOTS) slots.busy += 1;
  else if (slots.waiting.length >= MAX_WAITING) throw new HashingBusyError("hashing queue full");
  else await new Promise<void>((resolve) => slots.waiting.push(resolve));
  try {
    slots.computed += 1;
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is freed.
    const next = slots.waiting.shift();
    if (next) next();
    else slots.busy -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return inHashingSlot(() => hash(password, ARGON2ID));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await inHashingSlot(() => verify(passwordHash, password));
  } catch (error) {
    if (error instanceof HashingBusyError) throw error;
    return false;
  }
}
