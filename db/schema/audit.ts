import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";

import { bigIdentity, stampedMoment } from "./columns";
import { users } from "./users";

export const auditOutcomes = ["success", "refused"] as const;
export type AuditOutcome = (typeof auditOutcomes)[number];

/**
 * The audit trail (issue #7): who did what to which account or FAQ, when, and whether it was
 * allowed. Written in the same transaction as the change it records, so nothing acknowledged is
 * unaudited. `details` never holds passwords, codes, tokens or cookies (lib/data/audit.ts).
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: bigIdentity(),
    occurredAt: stampedMoment("occurred_at"),
    /** Null for the operator's commands and for sign-in attempts that matched no account. */
    actorUserId: integer("actor_user_id").references(() => users.id),
    /** `user.role_changed`, `faq.archived`, `auth.sign_in_failed`, … */
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    outcome: text("outcome", { enum: auditOutcomes }).notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index("audit_events_occurred_at_idx").on(t.occurredAt),
    index("audit_events_target_idx").on(t.targetType, t.targetId),
    check("audit_events_outcome_known", sql`${t.outcome} in ('success', 'refused')`),
  ],
);

export type AuditEvent = typeof auditEvents.$inferSelect;
export type NewAuditEvent = typeof auditEvents.$inferInsert;
