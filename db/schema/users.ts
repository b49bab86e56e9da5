import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

import { createdAt, identity, moment, updatedAt } from "./columns";

export const userRoles = ["Guest", "Student", "Coach", "Admin"] as const;
export type UserRole = (typeof userRoles)[number];
export const userRole = pgEnum("user_role", userRoles);

export const users = pgTable(
  "users",
  {
    id: identity(),
    firstName: varchar("first_name", { length: 100 }).notNull(),
    lastName: varchar("last_name", { length: 100 }).notNull(),
    /** Stored trimmed and in lower case (docs/api.md §5). */
    email: varchar("email", { length: 254 }).notNull(),
    /** argon2id PHC string. */
    passwordHash: text("password_hash").notNull(),
    role: userRole("role").notNull().default("Guest"),
    isVerified: boolean("is_verified").notNull().default(false),
    /**
     * Bumped by logout, password change or reset, role change and deletion; a session whose
     * token carries an older version stops working on its next request (docs/api.md §3).
     */
    sessionVersion: integer("session_version").notNull().default(1),
    /**
     * Two-step sign-in (TOTP, RFC 6238): the base32 secret of the person's authenticator app, set
     * when they turn it on (docs/decisions/0021). Null: signs in with the password alone.
     */
    twoFactorSecret: text("two_factor_secret"),
    twoFactorEnabledAt: moment("two_factor_enabled_at"),
    /** The secret shown while the person sets two-step sign-in up, until a code proves it. */
    twoFactorPendingSecret: text("two_factor_pending_secret"),
    /** The time step of the last code accepted: a code works once, even within its 30 seconds. */
    twoFactorLastStep: bigint("two_factor_last_step", { mode: "number" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Soft delete (docs/api.md §5): the row stays so FAQ edit stamps keep their names. */
    deletedAt: moment("deleted_at"),
  },
  (t) => [
    // One account per address among users that are not deleted.
    uniqueIndex("users_email_active_key")
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    index("users_first_name_idx").on(sql`lower(${t.firstName}) collate "C"`, t.id),
    index("users_last_name_idx").on(sql`lower(${t.lastName}) collate "C"`, t.id),
    index("users_email_order_idx").on(sql`${t.email} collate "C"`, t.id),
    check(
      "users_email_normalised",
      sql`${t.email} = lower(btrim(${t.email})) and ${t.email} like '%_@_%'`,
    ),
    check("users_first_name_present", sql`char_length(btrim(${t.firstName})) > 0`),
    check("users_last_name_present", sql`char_length(btrim(${t.lastName})) > 0`),
    check("users_password_hash_argon2id", sql`${t.passwordHash} like '$argon2id$%'`),
    check("users_session_version_positive", sql`${t.sessionVersion} > 0`),
    check(
      "users_two_factor_complete",
      sql`(${t.twoFactorSecret} is null) = (${t.twoFactorEnabledAt} is null)`,
    ),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
