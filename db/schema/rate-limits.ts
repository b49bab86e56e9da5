import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, varchar } from "drizzle-orm/pg-core";

import { moment } from "./columns";
/**
 * Fixed-window counters for rate limits, kept in the database so that they hold across several
 * app servers (docs/api.md §5). The key names the limit and its subject, e.g.
 * `login-ip:203.0.113.9`.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: varchar("key", { length: 300 }).primaryKey(),
    windowStartedAt: moment("window_started_at").notNull(),
    hits: integer("hits").notNull().default(0),
    blockedUntil: moment("blocked_until"),
  },
  (t) => [
    index("rate_limits_window_idx").on(t.windowStartedAt),
    check("rate_limits_hits_not_negative", sql`${t.hits} >= 0`),
  ],
);

export type RateLimit = typeof rateLimits.$inferSelect;
