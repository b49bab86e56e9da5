import { engine, rows } from "./helpers/database";
import { mailbox } from "./helpers/smtp";

import assert from "node:assert/strict";
import { before, describe, test } from "node:test";

import { sql } from "drizzle-orm";

import type { User } from "@/db/schema";

import { makeUser, newAccount } from "./helpers/accounts";
import { PASSWORD } from "../harness/accounts";
import { signIn } from "../harness/sign-in";
import { TestClient } from "../harness/api-client";
import { type ApiClient } from "../harness/api-client";
import { startApp } from "../harness/app";

const app = await startApp();

interface AuditRow {
  actorUserId: number | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  outcome: string;
  details: Record<string, unknown>;
  occurredAt: Date | string;
}

/** The trail's rows since `since` (an id), oldest first. */
async function trailSince(since: number): Promise<AuditRow[]> {
  return rows<AuditRow>(sql`
    select actor_user_id as "actorUserId", action, target_type as "targetType",
           target_id as "targetId", outcome, details, occurred_at as "occurredAt"
    from audit_events where id > ${since} order by id`);
}

async function lastId(): Promise<number> {
  const [row] = await rows<{ id: number }>(
    sql`select coalesce(max(id), 0)::int as id from audit_events`,
  );
  return row?.id ?? 0;
}

/** Runs `action` and answers what it added to the trail. */
async function recorded(action: () => Promise<unknown>): Promise<AuditRow[]> {
  const since = await lastId();
  await action();
  return trailSince(since);
}

function pick({ actorUserId, action, targetType, targetId, outcome, details }: AuditRow) {
  return { actorUserId, action, targetType, targetId, outcome, details };
}

describe(`audit trail on ${engine}`, () => {
  let boss: User;
  let admin: ApiClient;

  before(async () => {
    boss = await makeUser({ email: "boss@example.org", role: "Admin" });
    admin = await signIn(app.url, boss.email);
  });

  test("the operator's account creation is recorded with no actor", async () => {
    const trail = await recorded(() => makeUser({ email: "cole@example.org", role: "Coach" }));
    assert.equal(trail.length, 1);
    assert.deepEqual(pick(trail[0]!), {
      actorUserId: null,
      action: "user.created",
      targetType: "user",
      targetId: trail[0]!.targetId,
      outcome: "success",
      details: { role: "Coach", isVerified: true },
    });
    const age = Date.now() - new Date(trail[0]!.occurredAt).getTime();
    assert.ok(age >= 0 && age < 60_000, `recorded just now, not ${String(age)} ms ago`);
  });

  test("registration, role changes and deletion name the Admin and the account", async () => {
    let id = 0;
    const created = await recorded(async () => {
      const answer = await admin.user.register(newAccount);
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      id = answer.body.user.id as number;
      await mailbox.next({ to: newAccount.email });
    });
    assert.deepEqual(created.map(pick), [
      {
        actorUserId: boss.id,
        action: "user.created",
        targetType: "user",
        targetId: String(id),
        outcome: "success",
        details: { role: "Guest", isVerified: false },
      },
    ]);

    const promoted = await recorded(() => admin.user.patchUser({ id, role: "Coach" }));
    assert.deepEqual(promoted.map(pick), [
      {
        actorUserId: boss.id,
        action: "user.role_changed",
        targetType: "user",
        targetId: String(id),
        outcome: "success",
        details: { from: "Guest", to: "Coach" },
      },
    ]);

    const selfDemotion = await recorded(() => admin.user.patchUser({ id: boss.id, role: "Coach" }));
    assert.equal(selfDemotion.length, 1);
    assert.equal(selfDemotion[0]!.action, "user.role_changed");
    assert.equal(selfDemotion[0]!.outcome, "refused");

    const deleted = await recorded(() => admin.user.deleteUser({ id }));
    assert.deepEqual(deleted.map(pick), [
      {
        actorUserId: boss.id,
        action: "user.deleted",
        targetType: "user",
        targetId: String(id),
        outcome: "success",
        details: { role: "Coach" },
      },
    ]);
  });

  test("FAQ add, edit, archive and restore are recorded; a refused archive too", async () => {
    let id = 0;
    const trail = await recorded(async () => {
      const posted = await admin.faq.postFaq({
        question: "<p>How long is a session?</p>",
        answer: "<p>Forty minutes.</p>",
        tags: "sessions",
      });
      assert.equal(posted.status, 201, JSON.stringify(posted.body));
      id = posted.body.id as number;
      const patched = await admin.faq.patchFaq({
        id,
        question: "<p>How long is one session?</p>",
        answer: "<p>Forty minutes.</p>",
        tags: "sessions",
      });
      assert.equal(patched.status, 200, JSON.stringify(patched.body));
      assert.equal((await admin.faq.deleteFaq({ id })).status, 200);
      assert.equal((await admin.faq.deleteFaq({ id })).status, 409);
      assert.equal((await admin.faq.restoreFaq({ id })).status, 200);
    });
    assert.deepEqual(
      trail.map(({ action, outcome, actorUserId, targetType, targetId }) => ({
        action,
        outcome,
        actorUserId,
        targetType,
        targetId,
      })),
      ["faq.created", "faq.edited", "faq.archived", "faq.archived", "faq.restored"].map(
        (action, index) => ({
          action,
          outcome: index === 3 ? "refused" : "success",
          actorUserId: boss.id,
          targetType: "faq",
          targetId: String(id),
        }),
      ),
    );
    assert.deepEqual(trail[3]!.details, { reason: "already-archived" });
  });

  test("sign-ins, failures and the lockout are recorded, with no address or password", async () => {
    const lee = await makeUser({ email: "lee@example.org", role: "Student" });
    const client = new TestClient(app.url);
    const wrong = "not the password at all";
    const trail = await recorded(async () => {
      assert.equal((await client.login(lee.email, PASSWORD)).status, 200);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        assert.equal((await client.login(lee.email, wrong)).status, 401);
      }
      assert.equal((await client.login(lee.email, PASSWORD)).status, 429);
      assert.equal((await client.login("nobody@example.org", wrong)).status, 401);
    });
    assert.deepEqual(
      trail.map(({ action, outcome, targetId, actorUserId }) => [
        action,
        outcome,
        targetId,
        actorUserId,
      ]),
      [
        ["auth.signed_in", "success", String(lee.id), lee.id],
        ...Array.from({ length: 4 }, () => [
          "auth.sign_in_failed",
          "refused",
          String(lee.id),
          null,
        ]),
        ["auth.locked_out", "refused", String(lee.id), null],
        ["auth.locked_out", "refused", String(lee.id), null],
        ["auth.sign_in_failed", "refused", null, null],
      ],
    );
    assert.deepEqual(trail[5]!.details, { knownAccount: true, lockStarted: true });
    assert.deepEqual(trail[6]!.details, { knownAccount: true, lockStarted: false });

    const everything = JSON.stringify(await trailSince(0));
    for (const secret of [PASSWORD, wrong, "a brand new password", "nobody@example.org"]) {
      assert.ok(!everything.includes(secret), `the trail holds no "${secret}"`);
    }
  });
});
