import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

import {
  DATABASE_VARIABLES,
  type DatabaseMode,
  type DatabaseSettings,
  databaseSettings,
  optionalVariable as optional,
} from "@/db/config";
import { parseTrustedProxies } from "@/lib/api/front-door.mjs";
import { DEFAULT_READING_TARGET } from "@/lib/reading/target";

/**
 * Configuration, read from the environment once and validated here, so that a missing or
 * malformed variable stops the start with its name instead of failing on the first request.
 * Every variable is documented in the README and in .env.example.
 */

const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" });

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  ...DATABASE_VARIABLES,
  PORT: optional(z.coerce.number({ error: "must be a port number" }).int().min(1).max(65535)),
  AUTH_SECRET: optional(z.string().min(32, { error: "must be at least 32 characters" })),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" })),
  MAIL_FROM: optional(z.string().min(3)),
  SUPPORT_EMAIL: optional(z.email({ error: "must be an e-mail address" })),
  MARKETING_SITE_URL: optional(httpUrl),
  SITE_URL: optional(httpUrl),
  LOGIN_ATTEMPTS_PER_MINUTE: optional(
    z.coerce.number({ error: "must be a whole number" }).int().min(1).max(100_000),
  ),
  TRUSTED_PROXIES: optional(
    z.string().superRefine((value, context) => {
      try {
        parseTrustedProxies(value);
      } catch (error) {
        context.addIssue({ code: "custom", message: (error as Error).message });
      }
    }),
  ),
  ACCOUNT_ACTIONS_PER_ADDRESS: optional(
    z.coerce.number({ error: "must be a whole number" }).int().min(1).max(1_000_000),
  ),
  SEARCHES_RECORDED_PER_ADDRESS: optional(
    z.coerce.number({ error: "must be a whole number" }).int().min(1).max(1_000_000),
  ),
  SUGGESTION_MIN_VISITORS: optional(
    z.coerce.number({ error: "must be a whole number" }).int().min(1).max(1_000),
  ),
  SEARCH_ANALYTICS: optional(z.enum(["on", "off"], { error: "must be on or off" })),
  ADMIN_TWO_FACTOR: optional(
    z.enum(["required", "optional"], { error: "must be required or optional" }),
  ),
  READING_LEVEL_TARGET: optional(
    z.coerce
      .number({ error: "must be a school grade from 1 to 16" })
      .int({ error: "must be a school grade from 1 to 16" })
      .min(1, { error: "must be a school grade from 1 to 16" })
      .max(16, { error: "must be a school grade from 1 to 16" }),
  ),
});

export type { DatabaseMode };

export interface Env extends DatabaseSettings {
  nodeEnv: "development" | "production" | "test";
  port: number;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  marketingSiteUrl: string;
  siteUrl: string;
  /** docs/api.md §5: login attempts per minute from one IP address (30 unless set). */
  loginAttemptsPerMinute: number;
  /**
   * Public searches from one address counted per 10 minutes (30 unless set); past it a search is
   * answered but not recorded, so that nobody can push an FAQ up "Most searched".
   */
  searchesRecordedPerAddress: number;
  /**
   * Tries of each account action (reset, verify, change e-mail or password) from one address per
   * 10 minutes (30 unless set): lib/api/attempt-limits.ts.
   */
  accountActionsPerAddress: number;
  /**
   * Issue 38: how many different visitors must say an FAQ answered searches that read the same
   * before staff see the suggestion (2 unless set).
   */
  suggestionMinVisitors: number;
  /** Record public searches (on unless SEARCH_ANALYTICS=off, which only the benchmark sets). */
  recordSearches: boolean;
  /**
   * Admins must turn on two-step sign-in before they use the portal (ADMIN_TWO_FACTOR=required,
   * the default); `optional` leaves it to each Admin, as it is for Coaches.
   */
  adminsNeedTwoFactor: boolean;
  /** Issue 17: the highest grade an answer should need (6 unless set); the reading coach's target. */
  readingLevelTarget: number;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
  }
  const vars = parsed.data;
  const database = databaseSettings(vars);
  const { databaseMode, dataDir } = database;

  return {
    nodeEnv: vars.NODE_ENV,
    ...database,
    port: vars.PORT ?? 3000,
    authSecret: vars.AUTH_SECRET ?? embeddedAuthSecret(databaseMode, vars.NODE_ENV, dataDir),
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM ?? "Literacy Programme FAQ <no-reply@localhost>",
    supportEmail: vars.SUPPORT_EMAIL ?? "support@example.org",
    marketingSiteUrl: (vars.MARKETING_SITE_URL ?? "https://example.org").replace(/\/+$/, ""),
    loginAttemptsPerMinute: vars.LOGIN_ATTEMPTS_PER_MINUTE ?? 30,
    searchesRecordedPerAddress: vars.SEARCHES_RECORDED_PER_ADDRESS ?? 30,
    accountActionsPerAddress: vars.ACCOUNT_ACTIONS_PER_ADDRESS ?? 30,
    suggestionMinVisitors: vars.SUGGESTION_MIN_VISITORS ?? 2,
    recordSearches: vars.SEARCH_ANALYTICS !== "off",
    adminsNeedTwoFactor: vars.ADMIN_TWO_FACTOR !== "optional",
    readingLevelTarget: vars.READING_LEVEL_TARGET ?? DEFAULT_READING_TARGET,
    siteUrl: (vars.SITE_URL ?? `http://localhost:${String(vars.PORT ?? 3000)}`).replace(/\/+$/, ""),
  };
}

/**
 * A server on a real PostgreSQL is a deployment and must be given its secret, since several
 * app servers have to share it. The embedded demo generates one on first start and keeps it
 * under the data folder, so sessions survive a restart.
 */
function embeddedAuthSecret(mode: DatabaseMode, nodeEnv: string, dataDir: string): string {
  if (mode === "postgres" && nodeEnv === "production") {
    throw new ConfigError(
      "Invalid configuration: AUTH_SECRET is required in production (generate one with `openssl rand -base64 48`)",
    );
  }
  const file = path.join(/*turbopackIgnore: true*/ dataDir, "auth-secret");
  try {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  } catch {
    // Not generated yet: fall through.
  }
  const secret = randomBytes(48).toString("base64url");
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
    return secret;
  } catch {
    // Another process wrote it first: use theirs.
    return readFileSync(file, "utf8").trim();
  }
}

let cached: Env | undefined;

/** The validated configuration of this process. */
export function getEnv(): Env {
  cached ??= parseEnv();
  return cached;
}
