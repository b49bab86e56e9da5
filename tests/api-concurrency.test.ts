import { db, engine, resetDatabase, rows } from "./helpers/database";
import "./helpers/smtp";

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { and, asc, eq, isNull, sql } from "drizzle-orm";

import { auditEvents, faqs, searchEvents, searchQueries, users } from "@/db/schema";
import { seedDemoContent } from "@/db/seed";
import { searchesRecorded } from "@/lib/server/search-recording";

import { type Answer, type ApiClient, query } from "../harness/api-client";
import { startApp } from "../harness/app";
import { rawRequest } from "./helpers/attack";
import { signIn, type SignedIn } from "../harness/sign-in";

/**
 * Issue 7 item 4: requests that race. Whatever order the server runs them in, the answers and
 * the stored data must agree with some one-at-a-time order: one of two stale edits wins, every
 * answered search is counted once, one account per address, never zero Admins.
 */

const app = await startApp();

/** The status of each answer, counted: `{ 200: 1, 409: 1 }`. */
function statusCounts(responses: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** A 409's title is a sentence saying what happened (docs/api.md §1): any one will do. */
const SENTENCE = Symbol("sentence");

/** Every refusal is ProblemDetails with the title expected for its status (docs/api.md §1). */
function assertRefusals(
  responses: { status: number; headers: Headers; body: any }[],
  titles: Record<number, string | typeof SENTENCE>,
  label: string,
) {
  for (const response of responses) {
    if (response.status < 400) continue;
    assert.equal(response.headers.get("content-type"), "application/problem+json", label);
    assert.equal(response.body.status, response.status, label);
    assert.equal(typeof response.body.traceId, "string", label);
    const title = titles[response.status];
    assert.ok(title !== undefined, `${label}: an unexpected ${String(response.status)}`);
    if (title === SENTENCE) assert.match(String(response.body.title), /\.$/, label);
    else assert.equal(response.body.title, title, label);
  }
}

/** The audit events of one target's changes that took effect, oldest first. */
async function changesThatTookEffect(targetType: "user" | "faq", targetId: number) {
  return db
    .select({ action: auditEvents.action, details: auditEvents.details })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.targetType, targetType),
        eq(auditEvents.targetId, String(targetId)),
        eq(auditEvents.outcome, "success"),
      ),
    )
    .orderBy(asc(auditEvents.id));
}

async function admins(): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, "Admin"), isNull(users.deletedAt)));
  return row?.count ?? 0;
}

describe(`concurrent requests on ${engine}`, () => {
  test("two PatchFaq with the same editedAt: one 200, one 409, and the winner's words are kept", async () => {
    await resetDatabase();
    await seedDemoContent({ supportEmail: "help@example.org" });
    const first = await signIn(app.url, { role: "Admin" });
    const second = await signIn(app.url, { role: "Coach" });
    const [faq] = await db.select({ id: faqs.id }).from(faqs).orderBy(faqs.id).limit(1);
    assert.ok(faq, "faq is there");
    const outcomes: string[] = [];
    // Round 0 races on a never-edited FAQ (editedAt null), the others on the last winner's time.
    for (let round = 0; round < 10; round++) {
      const loaded: Answer = await first.client.faq.getFaq(`id=${String(faq.id)}`);
      assert.equal(loaded.status, 200);
      const editedAt = loaded.body.editedAt as string | null;
      if (round === 0) assert.equal(editedAt, null);
      const edit = (editor: SignedIn, editorName: string): ReturnType<ApiClient["patch"]> =>
        editor.client.faq.patchFaq({
          id: faq.id,
          question: `<p>Round ${String(round)}: ${editorName}'s question?</p>`,
          answer: `<p>${editorName}'s answer.</p>`,
          tags: editorName,
          editedAt,
        });
      const responses = await Promise.all([edit(first, "first"), edit(second, "second")]);
      const label = `round ${String(round)}: ${JSON.stringify(responses.map((r) => r.body as unknown))}`;
      assert.deepEqual(statusCounts(responses), { 200: 1, 409: 1 }, label);
      assertRefusals(responses, { 409: SENTENCE }, label);
      const winner = responses.findIndex((response) => response.status === 200);
      const name = winner === 0 ? "first" : "second";
      const [stored] = await db.select().from(faqs).where(eq(faqs.id, faq.id));
      assert.ok(stored, "stored is there");
      assert.equal(stored.tags, name, label);
      assert.equal(stored.questionText, `Round ${String(round)}: ${name}'s question?`, label);
      assert.equal(stored.editedByUserId, (winner === 0 ? first : second).userId, label);
      outcomes.push(name);
    }
    console.log(
      `PatchFaq races: 10 rounds, each one 200 and one 409; won by ${outcomes.join(", ")}`,
    );
  });

  test("200 public searches at once with a sole match: 200 events recorded, ranking +200", async () => {
    await resetDatabase();
    await seedDemoContent({ supportEmail: "help@example.org" });
    const admin = await signIn(app.url, { role: "Admin" });
    const added = await admin.client.faq.postFaq({
      question: "<p>When does the xylographer club meet?</p>",
      answer: "<p>On Tuesdays.</p>",
      tags: "clubs",
    });
    assert.ok(added.status === 200 || added.status === 201, JSON.stringify(added.body));
    const faqId = Number(added.body.id);
    // The staff search finds the same way and records nothing: it proves the match is sole.
    const staff = await admin.client.get(
      `/api/Faq/GetAdminQueriedFaqs?${query({ searchQuery: "xylographer" })}`,
    );
    assert.deepEqual(
      staff.body.map((item: { id: number }) => item.id),
      [faqId],
    );
    const [before] = await db.select().from(faqs).where(eq(faqs.id, faqId));
    assert.ok(before, "before is there");

    // 200 visitors, each from an address of its own: one address's searches are recorded only
    // up to its budget (tests/api-faq-analytics.test.ts).
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        rawRequest(app.url, {
          method: "GET",
          path: `/api/Faq/GetQueriedFaqs?${query({ searchQuery: "Xylographer" })}`,
          headers: { "X-Forwarded-For": `198.51.${String(100 + (i >> 8))}.${String(i & 255)}` },
        }),
      ),
    );
    assert.deepEqual(statusCounts(responses), { 200: 200 });
    for (const response of responses) {
      const found = JSON.parse(response.body) as { id: number }[];
      assert.deepEqual(
        found.map((item) => item.id),
        [faqId],
      );
    }

    // Searches are recorded after they are answered, in batches (lib/server/search-recording.ts).
    await searchesRecorded();
    const [recorded] = await db
      .select()
      .from(searchQueries)
      .where(eq(searchQueries.search, "xylographer"));
    assert.ok(recorded, "the search text is recorded");
    const [events] = await db
      .select({ count: sql<number>`count(*)::int`, results: sql<number>`sum(result_count)::int` })
      .from(searchEvents)
      .where(eq(searchEvents.searchQueryId, recorded.id));
    const [after] = await db.select().from(faqs).where(eq(faqs.id, faqId));
    assert.ok(after, "after is there");
    assert.equal(events?.count, 200, "one event per answered search");
    assert.equal(events.results, 200, "each event found the one FAQ");
    assert.equal(recorded.totalSearches, 200);
    assert.equal(recorded.lastResultCount, 1);
    assert.equal(after.ranking - before.ranking, 200, "ranking +200");
    console.log(
      `200 parallel searches: ${String(events.count)} events, total ${String(recorded.totalSearches)}, ranking ${String(before.ranking)} → ${String(after.ranking)}`,
    );
  });

  test("50 Register calls with one address at once: one account, 49 conflicts", async () => {
    await resetDatabase();
    const admin = await signIn(app.url, { role: "Admin" });
    const email = "twin@example.org";
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        admin.client.user.register({
          firstName: "Twin",
          lastName: String(index),
          email: index % 2 === 0 ? email : ` ${email.toUpperCase()} `,
          password: "a long enough password",
          confirmPassword: "a long enough password",
        }),
      ),
    );
    assert.deepEqual(statusCounts(responses), { 200: 1, 409: 49 });
    assertRefusals(responses, { 409: SENTENCE }, "Register");
    const titles = new Set(
      responses.filter((r) => r.status === 409).map((r) => String(r.body.title)),
    );
    assert.equal(titles.size, 1, `one conflict sentence: ${[...titles].join(" | ")}`);
    const accounts = await db.select().from(users).where(eq(users.email, email));
    assert.equal(accounts.length, 1);
    const winner = responses.find((response) => response.status === 200);
    assert.equal(winner?.body.user.id, accounts[0]?.id);
    const [codes] = await rows<{ count: number }>(
      sql`select count(*)::int as count from one_time_codes where user_id = ${accounts[0]?.id ?? 0}`,
    );
    assert.equal(codes?.count, 1, "one verification code, for the one account");
    console.log(`50 parallel Register: ${JSON.stringify(statusCounts(responses))}, 1 account`);
  });

  test("parallel role changes of one user by two Admins end in a role that the audit trail explains", async () => {
    await resetDatabase();
    const first = await signIn(app.url, { role: "Admin" });
    const second = await signIn(app.url, { role: "Admin" });
    const target = await signIn(app.url, { role: "Guest" });
    const [before] = await db.select().from(users).where(eq(users.id, target.userId));
    assert.ok(before, "before is there");
    const roles = ["Student", "Coach", "Admin", "Guest", "Coach", "Student", "Admin", "Coach"];
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        (index % 2 === 0 ? first : second).client.user.patchUser({
          id: target.userId,
          role: roles[index % roles.length],
        }),
      ),
    );
    assert.deepEqual(statusCounts(responses), { 200: 40 });
    const [after] = await db.select().from(users).where(eq(users.id, target.userId));
    assert.ok(after, "after is there");
    // Each change that took effect is one audit event, from the role before it to the new one,
    // and bumped the session version once: a chain from the first role to the final one.
    const changes = (await changesThatTookEffect("user", target.userId)).filter(
      (event) => event.action === "user.role_changed",
    );
    let role: string = before.role;
    for (const { details } of changes) {
      assert.equal(details.from, role, `chain: ${JSON.stringify(changes)}`);
      role = String(details.to);
    }
    assert.equal(after.role, role, "the final role is the last change's");
    assert.equal(after.sessionVersion - before.sessionVersion, changes.length);
    assert.ok(changes.length >= 1, "changes.length >= 1");
    assert.equal(await admins(), after.role === "Admin" ? 3 : 2);
    console.log(
      `40 parallel PatchUser on one user: all 200, ${String(changes.length)} changes took effect, final role ${after.role}`,
    );
  });

  /**
   * Eight rounds of two fresh Admins acting on each other at once: exactly one wins, and one
   * Admin is always left. The loser either found itself the last Admin (409), or was already
   * demoted or deleted and signed out when its request was checked (401, 403).
   */
  async function mutualRounds(
    act: (
      actor: SignedIn,
      other: SignedIn,
    ) => Promise<{ status: number; headers: Headers; body: any }>,
  ): Promise<Record<string, number>> {
    const tally: Record<string, number> = {};
    for (let round = 0; round < 8; round++) {
      await resetDatabase();
      const a = await signIn(app.url, { role: "Admin" });
      const b = await signIn(app.url, { role: "Admin" });
      const responses = await Promise.all([act(a, b), act(b, a)]);
      const label = `round ${String(round)}: ${JSON.stringify(responses.map((r) => [r.status, String(r.body.title)]))}`;
      assert.equal(responses.filter((response) => response.status === 200).length, 1, label);
      assertRefusals(responses, { 401: "Unauthorized", 403: "Forbidden", 409: SENTENCE }, label);
      assert.equal(await admins(), 1, label);
      const outcome = responses
        .map((response) => String(response.status))
        .sort()
        .join("+");
      tally[outcome] = (tally[outcome] ?? 0) + 1;
    }
    return tally;
  }

  test("two Admins demoting each other at once: one wins, one Admin is always left", async () => {
    const tally = await mutualRounds((actor, other) =>
      actor.client.user.patchUser({ id: other.userId, role: "Coach" }),
    );
    console.log(`mutual demotion, 8 rounds: ${JSON.stringify(tally)}; always 1 Admin left`);
  });

  test("two Admins deleting each other at once: one wins, one Admin is always left", async () => {
    const tally = await mutualRounds((actor, other) =>
      actor.client.user.deleteUser({ id: other.userId }),
    );
    console.log(`mutual deletion, 8 rounds: ${JSON.stringify(tally)}; always 1 Admin left`);
  });

  test("three Admins demoting each other in a ring at once: at least one Admin is left", async () => {
    const tally: Record<string, number> = {};
    for (let round = 0; round < 6; round++) {
      await resetDatabase();
      const ring = [
        await signIn(app.url, { role: "Admin" }),
        await signIn(app.url, { role: "Admin" }),
        await signIn(app.url, { role: "Admin" }),
      ];
      const responses = await Promise.all(
        ring.map((actor, index) =>
          actor.client.user.patchUser({
            id: ring[(index + 1) % ring.length]?.userId,
            role: "Student",
          }),
        ),
      );
      const label = `round ${String(round)}: ${JSON.stringify(responses.map((r) => [r.status, String(r.body.title)]))}`;
      assertRefusals(responses, { 401: "Unauthorized", 403: "Forbidden", 409: SENTENCE }, label);
      const succeeded = responses.filter((response) => response.status === 200).length;
      const left = await admins();
      assert.ok(left >= 1, label);
      assert.equal(left, 3 - succeeded, label);
      tally[`${String(succeeded)} demoted`] = (tally[`${String(succeeded)} demoted`] ?? 0) + 1;
    }
    console.log(`ring of 3 demotions, 6 rounds: ${JSON.stringify(tally)}`);
  });

  test("parallel DeleteFaq, then parallel RestoreFaq, of one FAQ: one success each, the rest 409", async () => {
    await resetDatabase();
    await seedDemoContent({ supportEmail: "help@example.org" });
    const editors = [
      await signIn(app.url, { role: "Admin" }),
      await signIn(app.url, { role: "Admin" }),
    ];
    const [faq] = await db.select({ id: faqs.id }).from(faqs).orderBy(faqs.id).limit(1);
    assert.ok(faq, "faq is there");
    const race = (path: string) =>
      Promise.all(
        Array.from({ length: 10 }, (_, index) => {
          const editor = editors[index % 2];
          assert.ok(editor, "editor is there");
          return editor.client.post(path, { id: faq.id });
        }),
      );
    /** One success and nine 409s, and the FAQ archived or not as the winner left it. */
    const raceAndCheck = async (endpoint: string, label: string, archived: boolean) => {
      const answers = await race(`/api/Faq/${endpoint}`);
      assert.deepEqual(statusCounts(answers), { 200: 1, 409: 9 }, label);
      assertRefusals(answers, { 409: SENTENCE }, endpoint);
      const [stored] = await db.select().from(faqs).where(eq(faqs.id, faq.id));
      assert.equal(stored?.isPhantomDeleted, archived);
    };
    for (let round = 0; round < 3; round++) {
      await raceAndCheck("DeleteFaq", `archive round ${String(round)}`, true);
      await raceAndCheck("RestoreFaq", `restore round ${String(round)}`, false);
    }
    const events = await changesThatTookEffect("faq", faq.id);
    assert.equal(events.filter((event) => event.action === "faq.archived").length, 3);
    assert.equal(events.filter((event) => event.action === "faq.restored").length, 3);
    console.log(
      "DeleteFaq and RestoreFaq races, 3 rounds of 10 each: every time one 200 and nine 409",
    );
  });
});
