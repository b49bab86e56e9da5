import { sql } from "drizzle-orm";
import { check, integer, pgEnum, pgTable, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";

import { createdAt, identity, moment } from "./columns";
import { users } from "./users";

/** The person a code belongs to: their codes go with their row. */
const codeOwner = () =>
  integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const codePurposes = [
  "VerifyAccount",
  "ResetPassword",
  "ChangeEmail",
  "ChangePassword",
  /** The link in the notice to the old address: puts it back within 7 days (newEmail). */
  "UndoEmailChange",
  /** Between the password and the code of a two-step sign-in: 5 minutes. */
  "SignIn",
] as const;
export type CodePurpose = (typeof codePurposes)[number];
export const codePurpose = pgEnum("code_purpose", codePurposes);

/**
 * One-time codes mailed to people (docs/api.md §5): stored only as a hash, 15 minutes, single use,
 * dead after 5 wrong tries, and replaced (revoked) by a newer code of the same purpose.
 */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: identity(),
    userId: codeOwner(),
    purpose: codePurpose("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    /** The address being verified by a ChangeEmail code, or restored by an UndoEmailChange one. */
    newEmail: varchar("new_email", { length: 254 }),
    /** The argon2id hash that a ChangePassword code makes current. */
    newPasswordHash: text("new_password_hash"),
    expiresAt: moment("expires_at").notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    usedAt: moment("used_at"),
    revokedAt: moment("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [
    // At most one live code per person and purpose.
    uniqueIndex("one_time_codes_live_key")
      .on(t.userId, t.purpose)
      .where(sql`${t.usedAt} is null and ${t.revokedAt} is null`),
    check("one_time_codes_attempts_range", sql`${t.failedAttempts} between 0 and 5`),
    check(
      "one_time_codes_new_email_for_change_email",
      sql`(${t.purpose}::text in ('ChangeEmail', 'UndoEmailChange')) = (${t.newEmail} is not null)`,
    ),
    check(
      "one_time_codes_new_password_for_change_password",
      sql`(${t.purpose} = 'ChangePassword') = (${t.newPasswordHash} is not null)`,
    ),
    check(
      "one_time_codes_new_email_normalised",
      sql`${t.newEmail} is null or ${t.newEmail} = lower(btrim(${t.newEmail}))`,
    ),
  ],
);

export type OneTimeCode = typeof oneTimeCodes.$inferSelect;

/**
 * The 10 single-use recovery codes of a person with two-step sign-in, for when their phone is
 * lost. Only a SHA-256 hash is stored: each code holds 80 random bits, too many to guess.
 */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: identity(),
    userId: codeOwner(),
    codeHash: text("code_hash").notNull(),
    usedAt: moment("used_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("recovery_codes_user_code_key").on(t.userId, t.codeHash)],
);
