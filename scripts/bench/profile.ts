/**
 * The benchmark's sizes, durations and fixed inputs: the for a full run, tiny ones for
 * the smoke run (`--smoke`, which scripts/test/test.sh runs so that `npm run bench` keeps working).
 */
import { randomBytes } from "node:crypto";
import path from "node:path";

import { seedSearches } from "@/db/seed-data";

export interface DataSet {
  faqs: number;
  /** Distinct search texts, searched `events` times in all over the last year. */
  queries: number;
  events: number;
}

export interface Profile {
  small: DataSet;
  large: DataSet;
  seconds: number;
  warmUpSeconds: number;
  rounds: number;
  /** R4's rounds: its two sides differ by a few per cent, less than the machine's drift. */
  searchRounds: number;
  settleMs: number;
  loginRounds: number;
  /** Logins timed during a ResetPassword flood (and as many on the quiet server). */
  floodRounds: number;
  lighthouseRuns: number;
  /** Issue 26's search against an in-memory peer: generated FAQs of each size, and seconds. */
  peerSizes: number[];
  peerSeconds: number;
}

/** Each setting as [smoke run, full run]. */
const SETTINGS: { [K in keyof Profile]: readonly [Profile[K], Profile[K]] } = {
  small: [
    { faqs: 50, queries: 20, events: 200 },
    { faqs: 1_000, queries: 500, events: 10_000 },
  ],
  large: [
    { faqs: 200, queries: 50, events: 1_000 },
    { faqs: 100_000, queries: 50_000, events: 1_000_000 },
  ],
  seconds: [1, 15],
  // Nothing to warm in a smoke run: its figures only show that every step works.
  warmUpSeconds: [0, 10],
  rounds: [1, 2],
  searchRounds: [1, 4],
  settleMs: [500, 5_000],
  loginRounds: [1, 5],
  floodRounds: [2, 15],
  lighthouseRuns: [1, 3],
  peerSizes: [
    [0, 50],
    [0, 1000],
  ],
  peerSeconds: [2, 10],
};

/** The smoke run's profile, or the full run's. */
export function profileOf(smoke: boolean): Profile {
  const pick = smoke ? 0 : 1;
  return Object.fromEntries(
    Object.entries(SETTINGS).map(([name, values]) => [name, values[pick]]),
  ) as unknown as Profile;
}

/** The demo FAQs alone: the relevance sets' own data. */
export const DEMO: DataSet = { faqs: 0, queries: 0, events: 0 };
/** Enough connections to keep both cores busy (throughput), or a few visitors at once (latency). */
export const CONNECTIONS = { throughput: 10, latency: 4 };
export const CONCURRENT_LOGINS = 20;
/** Issue 14: anonymous ResetPassword calls in parallel while one person signs in. */
export const FLOOD = 40;
export const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";

/** The benchmark's Admin; its password is every generated account's. */
export const ADMIN = {
  email: "bench-admin@example.org",
  password: randomBytes(12).toString("base64url"),
};

/** The demo's visitor searches (typos and searches that find nothing among them). */
export const SEARCH_PATHS = seedSearches.map(
  ({ search }) => `/api/Faq/GetQueriedFaqs?searchQuery=${encodeURIComponent(search)}`,
);

/** R1's comparison page: /faq's own HTML as a file of public/, served by the same server. */
export const STATIC_PAGE = "bench-static-page.html";
export const STATIC_FILE = path.join("public", STATIC_PAGE);

/** The two databases measured, and their names in the report. */
export type Engine = "postgres" | "pglite";
export const ENGINE_NAME = { postgres: "PostgreSQL", pglite: "PGlite" } as const;
export type EngineName = (typeof ENGINE_NAME)[Engine];
