import "server-only";

import { db } from "@/db/client";
import { type AuditOutcome, auditEvents } from "@/db/schema";
import type { AuditAction, AuditTargetType } from "@/lib/contract/activity";
import type { Transaction } from "@/lib/data/codes";

/**
 * The audit trail (issue #7). What is recorded:
 * - `user.created`, `user.role_changed`, `user.deleted`: target the account, actor the Admin
 *   (null for the operator's `npm run user:create`);
 * - `faq.created`, `faq.edited`, `faq.archived`, `faq.restored`: target the FAQ;
 * - `faq.translated`, `faq.translation_marked_current` (issue 28): a translation of the FAQ saved
 *   or marked current with its English; target the FAQ, details its `language` and, for a save,
 *   its `status` (and `phrasingsAdded` / `phrasingsRemoved` as for an edit);
 * - `synonyms.created`, `synonyms.edited`, `synonyms.deleted`: target the group of search words,
 *   details its words (before and after an edit);
 * - `auth.two_factor_on`, `auth.two_factor_off`: the person's own two-step sign-in;
 *   `user.two_factor_reset`: an Admin reset someone else's (actor the Admin);
 * - `auth.signed_in`, `auth.sign_in_failed`, `auth.locked_out`: target the account when the
 *   address belongs to one; `details.step` is `code` for the second step of a two-step sign-in. A failed sign-in for an unknown address records no address at all:
 *   people type their password into the e-mail field, and the trail must never hold one.
 * - `content_gap.dismissed`: staff dismissed an entry of Content Gaps (issue 16); target the FAQ
 *   or the search text (`search_query`), details its kind and text.
 * - `content_gap.linked`: staff linked a search of Content Gaps to the FAQ that answers it (issue
 *   26); target the search text, details its kind, text and the FAQ's id (`faqId`). The FAQ's own
 *   `faq.edited` records `phrasingsAdded` and `phrasingsRemoved`, as an edit of them does.
 *   Issue 39: a visitor's question linked targets the FAQ (details `kind`, `faqId`, `language`),
 *   and a question dismissed names no target (details `kind`); neither holds the visitor's text.
 * - `suggestion.accepted`, `suggestion.rejected`: staff answered a suggestion of visitors (issue
 *   38); target the FAQ, details its `language`, `reading` and, accepted, `phrasingsAdded`.
 * - `topic.created`, `topic.edited`, `topic.moved`, `topic.deleted` (issue 40): an Admin's change
 *   on the Topics screen; target the topic, details its `name` (both languages), `before` (the
 *   names a rename replaced), `picture`, `from` and `to` (a move's places); a refused delete keeps
 *   `reason` `in-use` and the `faqCount` that refused it.
 * `details` holds roles, reasons and the like; never passwords, codes, tokens, cookies or
 * e-mail addresses. The actions are listed once, in lib/contract/activity.ts, which the Activity
 * screen filters by; it shows only the harmless keys of `details` listed there.
 */
export type { AuditAction };

export interface AuditRecord {
  actorUserId: number | null;
  action: AuditAction;
  targetType?: AuditTargetType;
  targetId?: number | null;
  outcome: AuditOutcome;
  details?: Record<string, string | number | boolean | null>;
}

/**
 * Records one event. Pass the transaction of the change it records, so that the change and its
 * record commit together or not at all.
 */
export async function recordAudit(
  { actorUserId, action, targetType, targetId, outcome, details = {} }: AuditRecord,
  tx?: Transaction,
): Promise<void> {
  await (tx ?? db).insert(auditEvents).values({
    actorUserId,
    action,
    targetType: targetType ?? null,
    targetId: targetId == null ? null : String(targetId),
    outcome,
    details,
  });
}

/**
 * Records a staff member's change of one thing (an FAQ, a topic, a group of search words), in the
 * change's transaction (outside one without `tx`); a refused change keeps its reason first among
 * its details.
 */
export function auditChange(
  tx: Transaction | undefined,
  {
    actorId,
    action,
    targetType,
    id,
    refused,
    details = {},
  }: {
    actorId: number;
    action: AuditAction;
    targetType: AuditTargetType;
    id: number;
    refused?: string;
    details?: Record<string, string | number>;
  },
): Promise<void> {
  return recordAudit(
    {
      actorUserId: actorId,
      action,
      targetType,
      targetId: id,
      outcome: refused ? "refused" : "success",
      details: refused ? { reason: refused, ...details } : details,
    },
    tx,
  );
}

/** Records one outcome of an Admin's action on an account, refusals included, with its details. */
export type AdminAudit = (
  outcome: AuditOutcome,
  details: Record<string, string>,
  tx?: Transaction,
) => Promise<void>;

/** An Admin's action on the account `id`. */
export interface AdminTarget {
  actorId: number;
  id: number;
}

/** The reasons a result of an Admin's action gives for a refusal. */
type RefusalOf<Result> = Extract<Result, { ok: false; reason: string }>["reason"];

/**
 * An Admin's action on an account (a role change, a deletion, a reset of two-step login). Aimed
 * at the Admin's own account, it is refused and audited when `selfRefusal` gives the reason (with
 * its details); otherwise `act` runs in one transaction with the recorder of its outcome.
 */
export async function adminAction<Result extends { ok: boolean }>(
  { actorId, id }: AdminTarget,
  action: Extract<AuditAction, `user.${string}`>,
  selfRefusal: RefusalOf<Result> | ({ reason: RefusalOf<Result> } & Record<string, string>) | null,
  act: (tx: Transaction, audit: AdminAudit) => Promise<Result>,
): Promise<Result> {
  const audit: AdminAudit = (outcome, details, tx) =>
    recordAudit(
      { actorUserId: actorId, action, targetType: "user", targetId: id, outcome, details },
      tx,
    );
  if (id === actorId && selfRefusal) {
    const refusal = typeof selfRefusal === "string" ? { reason: selfRefusal } : selfRefusal;
    await audit("refused", refusal);
    // RefusalOf<Result> is a reason of Result's own refusal.
    return { ok: false, reason: refusal.reason } as unknown as Result;
  }
  return db.transaction((tx) => act(tx, audit));
}

/** Records a change people made to their own account (two-step sign-in turned on or off). */
export function recordOwnAccountChange(
  { userId, action }: { userId: number; action: Extract<AuditAction, `auth.${string}`> },
  tx?: Transaction,
): Promise<void> {
  return recordAudit(
    { actorUserId: userId, action, targetType: "user", targetId: userId, outcome: "success" },
    tx,
  );
}

/**
 * What a sign-in attempt came to: signed in; a wrong address or password; the failure that
 * locked the address (docs/api.md §5); or an attempt refused because the address is locked.
 */
export type SignInOutcome = "signed-in" | "failed" | "locking" | "locked";

/**
 * Records a sign-in attempt against the account the address belongs to (null: none). The
 * address itself is never stored: it may be a password typed into the wrong field.
 */
export function recordSignIn({
  userId,
  outcome,
  secondStep,
}: {
  userId: number | null;
  outcome: SignInOutcome;
  /** The second step of a two-step sign-in: how it was passed, or that its code was wrong. */
  secondStep?: "app" | "recovery-code" | "wrong-code";
}): Promise<void> {
  const target = { targetType: "user", targetId: userId } as const;
  const knownAccount = userId !== null;
  const step: Record<string, string> = secondStep ? { step: "code", method: secondStep } : {};
  switch (outcome) {
    case "signed-in":
      return recordAudit({
        ...target,
        actorUserId: userId,
        action: "auth.signed_in",
        outcome: "success",
        details: step,
      });
    case "failed":
      return recordAudit({
        ...target,
        actorUserId: null,
        action: "auth.sign_in_failed",
        outcome: "refused",
        details: { knownAccount, ...step },
      });
    case "locking":
    case "locked":
      return recordAudit({
        ...target,
        actorUserId: null,
        action: "auth.locked_out",
        outcome: "refused",
        details: { knownAccount, lockStarted: outcome === "locking", ...step },
      });
  }
}
