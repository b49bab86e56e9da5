import { db, engine, insertFaq, resetDatabase } from "./helpers/database";

import assert from "node:assert/strict";
import { before, describe, test } from "node:test";

import { eq, sql } from "drizzle-orm";

import { auditEvents, searchQueries, synonymGroups, users } from "@/db/schema";

import { signedOut } from "../harness/sign-in";
import { type ApiClient } from "../harness/api-client";
import { startApp } from "../harness/app";
import { assertFieldErrors, editFaq } from "./helpers/faq";
import { query } from "../harness/api-client";
import { signIn, type SignedIn } from "../harness/sign-in";

/** The Activity screen's endpoint (docs/decisions/0028): the audit trail for Admins. */

const app = await startApp();
const PATH = "/api/User/GetActivity";

interface Entry {
  id: number;
  occurredAt: string;
  actor: { id: number; name: string | null; email: string | null; deleted: boolean } | null;
  action: string;
  target: { type: string; id: number; label: string | null } | null;
  outcome: string;
  details: Record<string, unknown>;
}

async function activity(
  client: ApiClient,
  params: Record<string, string | number> = {},
): Promise<Entry[]> {
  const response = await client.get(`${PATH}?${query({ limit: 100, ...params })}`);
  assert.equal(response.status, 200, JSON.stringify(response.body));
  return response.body as Entry[];
}

/** An event written straight to the trail, at a time of the test's choosing. */
async function event(values: typeof auditEvents.$inferInsert): Promise<number> {
  const [row] = await db.insert(auditEvents).values(values).returning({ id: auditEvents.id });
  assert.ok(row, "row is there");
  return row.id;
}

describe(`Activity (GetActivity) on ${engine}`, () => {
  let admin: SignedIn;
  let coach: SignedIn;

  before(async () => {
    await resetDatabase();
    admin = await signIn(app.url, { role: "Admin", firstName: "Ada", lastName: "Admin" });
    coach = await signIn(app.url, { role: "Coach", firstName: "Cora", lastName: "Coach" });
  });

  test("only a verified Admin may read it: 401 signed out, 403 for a Coach or an unverified Admin", async () => {
    const anonymous = await (await signedOut(app.url)).get(PATH);
    assert.equal(anonymous.status, 401);
    assert.equal(anonymous.body.title, "Unauthorized");
    const asCoach = await coach.client.get(PATH);
    assert.equal(asCoach.status, 403);
    assert.equal(asCoach.body.title, "Forbidden");
    const unverified = await signIn(app.url, { role: "Admin", verified: false });
    const asUnverified = await unverified.client.get(PATH);
    assert.equal(asUnverified.status, 403);
    assert.equal(asUnverified.body.title, "Email Verification Required");
    assert.equal((await admin.client.get(PATH)).status, 200);
  });

  test("an Admin's own sign-in is in the trail, with their name and address", async () => {
    const entries = await activity(admin.client, { person: admin.userId });
    const signedIn = entries.find((entry) => entry.action === "auth.signed_in");
    assert.ok(signedIn, JSON.stringify(entries));
    assert.deepEqual(signedIn.actor, {
      id: admin.userId,
      name: "Ada Admin",
      email: admin.email,
      deleted: false,
    });
    assert.deepEqual(signedIn.target, { type: "user", id: admin.userId, label: "Ada Admin" });
    assert.equal(signedIn.outcome, "success");
    assert.ok(Date.parse(signedIn.occurredAt) > 0, "Date.parse(signedIn.occurredAt) > 0");
  });

  test("an edit through the API is listed with the FAQ's question as its target", async () => {
    const faq = await insertFaq({ question: "<p>When does <b>class</b> start?</p>", answer: "a" });
    await editFaq(admin.client, {
      id: faq.id,
      question: "<p>When does the class start?</p>",
      answer: "<p>At nine.</p>",
      tags: "",
    });
    const [edited] = await activity(admin.client, { action: "faq.edited" });
    assert.ok(edited, "edited is there");
    assert.equal(edited.actor?.id, admin.userId);
    assert.deepEqual(edited.target, {
      type: "faq",
      id: faq.id,
      label: "When does the class start?",
    });
  });

  describe("paging, filters and what is shown", () => {
    let ids: number[];
    let gone: number;
    let groupId: number;
    let searchId: number;

    before(async () => {
      const [deletedUser] = await db
        .insert(users)
        .values({
          firstName: "Gone",
          lastName: "Person",
          email: "gone@example.org",
          passwordHash: "$argon2id$not-a-real-hash",
          role: "Coach",
          isVerified: true,
          deletedAt: new Date(),
        })
        .returning({ id: users.id });
      assert.ok(deletedUser, "deletedUser is there");
      gone = deletedUser.id;
      const [group] = await db
        .insert(synonymGroups)
        .values({ words: ["kid", "child"] })
        .returning({ id: synonymGroups.id });
      assert.ok(group, "group is there");
      groupId = group.id;
      const [search] = await db
        .insert(searchQueries)
        .values({ search: "bus pass", lastSearchedAt: new Date(), lastSearchedOn: "2026-01-01" })
        .returning({ id: searchQueries.id });
      assert.ok(search, "search is there");
      searchId = search.id;
      ids = [
        await event({
          occurredAt: new Date("2020-03-01T10:00:00Z"),
          actorUserId: gone,
          action: "synonyms.created",
          targetType: "synonym_group",
          targetId: String(groupId),
          outcome: "success",
          details: { words: "kid, child" },
        }),
        await event({
          occurredAt: new Date("2020-03-02T23:59:59Z"),
          actorUserId: null,
          action: "auth.sign_in_failed",
          targetType: "user",
          targetId: null,
          outcome: "refused",
          details: { knownAccount: false },
        }),
        await event({
          occurredAt: new Date("2020-03-03T00:00:00Z"),
          actorUserId: coach.userId,
          action: "content_gap.dismissed",
          targetType: "search_query",
          targetId: String(searchId),
          outcome: "success",
          details: { kind: "search", text: "bus pass" },
        }),
        await event({
          occurredAt: new Date("2020-03-04T08:00:00Z"),
          actorUserId: admin.userId,
          action: "user.role_changed",
          targetType: "user",
          targetId: String(coach.userId),
          outcome: "refused",
          details: { reason: "demote-last-admin", from: "Coach", to: "Guest" },
        }),
      ];
    });

    const oldOnly = { from: "2020-03-01", to: "2020-03-04" };

    test("newest first, a page at a time", async () => {
      const all = await activity(admin.client, oldOnly);
      assert.deepEqual(
        all.map((entry) => entry.id),
        [...ids].reverse(),
      );
      const first = await activity(admin.client, { ...oldOnly, limit: 3 });
      const second = await activity(admin.client, { ...oldOnly, limit: 3, skip: 3 });
      assert.deepEqual(
        [...first, ...second].map((entry) => entry.id),
        [...ids].reverse(),
      );
      assert.equal(second.length, 1);
      assert.deepEqual(await activity(admin.client, { ...oldOnly, skip: 4 }), []);
      const latest = await activity(admin.client, { limit: 1 });
      assert.notEqual(latest[0]?.id, ids[3], "the events of today come before 2020's");
    });

    test("who: a person, nobody, or a deleted user without name or address", async () => {
      const byId = new Map((await activity(admin.client, oldOnly)).map((e) => [e.id, e]));
      assert.deepEqual(byId.get(ids[0] ?? 0)?.actor, {
        id: gone,
        name: null,
        email: null,
        deleted: true,
      });
      assert.equal(byId.get(ids[1] ?? 0)?.actor, null);
      assert.equal(byId.get(ids[1] ?? 0)?.target, null, "no account named, no target");
      assert.equal(byId.get(ids[2] ?? 0)?.actor?.name, "Cora Coach");
    });

    test("targets carry a readable label: the group's words, the search, the user's name", async () => {
      const byId = new Map((await activity(admin.client, oldOnly)).map((e) => [e.id, e]));
      assert.deepEqual(byId.get(ids[0] ?? 0)?.target, {
        type: "synonym_group",
        id: groupId,
        label: "kid, child",
      });
      assert.deepEqual(byId.get(ids[2] ?? 0)?.target, {
        type: "search_query",
        id: searchId,
        label: "bus pass",
      });
      const roleChange = byId.get(ids[3] ?? 0);
      assert.deepEqual(roleChange?.target, {
        type: "user",
        id: coach.userId,
        label: "Cora Coach",
      });
      assert.equal(roleChange.outcome, "refused");
      assert.deepEqual(roleChange.details, {
        reason: "demote-last-admin",
        from: "Coach",
        to: "Guest",
      });
    });

    test("filters: by person, by action, by days (both ends included, in UTC)", async () => {
      const cases: [filter: Record<string, string | number>, found: (number | undefined)[]][] = [
        [{ ...oldOnly, person: coach.userId }, [ids[2]]],
        [{ action: "auth.sign_in_failed" }, [ids[1]]],
        [{ from: "2020-03-02", to: "2020-03-03" }, [ids[2], ids[1]]],
        [{ from: "2020-03-04", to: "2020-03-04" }, [ids[3]]],
        [{ to: "2020-03-01" }, [ids[0]]],
        [{ ...oldOnly, person: admin.userId, action: "faq.edited" }, []],
      ];
      for (const [filter, found] of cases) {
        const entries = await activity(admin.client, filter);
        assert.deepEqual(
          entries.map((entry) => entry.id),
          found,
          JSON.stringify(filter),
        );
      }
    });

    test("a filter that breaks its rule is a 400 naming only that field", async () => {
      await assertFieldErrors(
        admin.client,
        PATH,
        [
          ["person=abc", "Person"],
          ["person=0", "Person"],
          ["person=99999999999", "Person"],
          ["action=faq.eaten", "Action"],
          ["action=", "Action"],
          ["from=2020-13-01", "From"],
          ["to=2020-02-30", "To"],
          ["from=yesterday", "From"],
          ["from=0000-01-01", "From"],
          ["to=9999-12-31", "To"],
          ["from=2020-03-05&to=2020-03-04", "To"],
          ["limit=0", "Limit"],
          ["skip=-1", "Skip"],
        ],
        { only: true },
      );
      const answer = await admin.client.get(`${PATH}?from=2020-03-05&to=2020-03-04`);
      assert.deepEqual(answer.body.errors, {
        To: ["The last date cannot be before the first date."],
      });
    });
  });

  test("a secret written to an event's details by mistake is never shown", async () => {
    const id = await event({
      actorUserId: admin.userId,
      action: "user.deleted",
      targetType: "user",
      targetId: String(coach.userId),
      outcome: "success",
      details: {
        role: "Coach",
        password: "SECRET-password",
        newPasswordHash: "SECRET-hash",
        twoFactorToken: "SECRET-token",
        code: "SECRET-code",
        cookie: "SECRET-cookie",
        clientSecret: "SECRET-client",
        email: "SECRET-address@example.org",
        reason: { nested: "SECRET-nested" },
      },
    });
    const response = await admin.client.get(`${PATH}?action=user.deleted`);
    assert.equal(response.status, 200);
    assert.doesNotMatch(JSON.stringify(response.body), /SECRET/);
    const entry = (response.body as Entry[]).find((candidate) => candidate.id === id);
    assert.deepEqual(entry?.details, { role: "Coach" });
    const stored = await db.select().from(auditEvents).where(eq(auditEvents.id, id));
    assert.match(JSON.stringify(stored[0]?.details), /SECRET-password/, "the row itself holds it");
  });

  test("reading the trail changes nothing in it", async () => {
    const count = async () =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(auditEvents))[0]?.n;
    const before = await count();
    await activity(admin.client);
    await admin.client.get(`${PATH}?person=abc`);
    assert.equal(await count(), before);
  });
});
