import "./helpers/admins-need-two-factor";
import { engine, resetDatabase } from "./helpers/database";

import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { beforeEach, describe, test } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";

import { and, eq, isNull } from "drizzle-orm";

import { auditEvents, recoveryCodes, type User, users } from "@/db/schema";
import { totpCode } from "@/lib/auth/two-factor";
import { ROUTES } from "@/lib/routes";

import { ageSignIn, makeUser, userRow } from "./helpers/accounts";
import { PASSWORD } from "../harness/accounts";
import { signedOut, signIn } from "../harness/sign-in";
import { TestClient } from "../harness/api-client";
import { startApp } from "../harness/app";
import { db } from "./helpers/database";

const app = await startApp();

/** A step (30 s) on from now: a code the app shows next, which the server accepts once. */
const NEXT_STEP = 30_000;

/** Turns two-step login on for the client's account, as My Account does with a phone. */
async function turnOn(
  client: TestClient,
): Promise<{ secret: string; recoveryCodes: string[]; turnedOnWith: string }> {
  const start = await client.user.startTwoFactor();
  assert.equal(start.status, 200, JSON.stringify(start.body));
  const secret = String(start.body.key).replaceAll(" ", "");
  const turnedOnWith = totpCode(secret);
  const on = await client.user.turnOnTwoFactor({ code: turnedOnWith });
  assert.equal(on.status, 200, JSON.stringify(on.body));
  return { secret, recoveryCodes: on.body.recoveryCodes, turnedOnWith };
}

/** The password step of a two-step login: the token for the code step. */
async function passwordStep(client: TestClient, email: string): Promise<string> {
  const login = await client.login(email, PASSWORD);
  assert.equal(login.status, 200, JSON.stringify(login.body));
  assert.deepEqual(Object.keys(login.body).sort(), ["twoFactorRequired", "twoFactorToken"]);
  assert.equal(login.body.twoFactorRequired, true);
  return String(login.body.twoFactorToken);
}

function codeStep(client: TestClient, twoFactorToken: string, code: string) {
  return client.user.loginSecondStep({ twoFactorToken, code });
}

/** A token of the right shape for the account, `<userId>.<32 random characters>`, made up. */
function madeUpToken(userId: number): string {
  return `${String(userId)}.${randomBytes(24).toString("base64url")}`;
}

/**
 * Waits, when the current 30-second step ends within 5 seconds, for the next one, so that a code
 * made for a step some steps away is as far away when the server checks it.
 */
async function awayFromStepEdge(): Promise<void> {
  const intoStep = Date.now() % NEXT_STEP;
  if (intoStep > NEXT_STEP - 5_000) await sleep(NEXT_STEP - intoStep + 100);
}

async function auditActions(targetId: number) {
  return db
    .select({
      action: auditEvents.action,
      actor: auditEvents.actorUserId,
      outcome: auditEvents.outcome,
      details: auditEvents.details,
    })
    .from(auditEvents)
    .where(and(eq(auditEvents.targetType, "user"), eq(auditEvents.targetId, String(targetId))))
    .orderBy(auditEvents.id);
}

describe(`Two-step login on ${engine}`, () => {
  let coach: User;

  beforeEach(async () => {
    await resetDatabase();
    coach = await makeUser({ email: "cole@example.org", role: "Coach" });
  });

  test("a Coach turns it on with a code from the app, gets 10 recovery codes, and other sessions end", async () => {
    const client = new TestClient(app.url);
    const plain = await client.login(coach.email, PASSWORD);
    // Without two-step login, the documented answer of api/user/login.
    assert.deepEqual(Object.keys(plain.body).sort(), [
      "crossSiteRequestForgeryToken",
      "isVerified",
      "userRole",
    ]);
    const other = await signIn(app.url, coach.email);

    const start = await client.user.startTwoFactor();
    assert.equal(start.status, 200);
    assert.match(start.body.key, /^[A-Z2-7]{4}( [A-Z2-7]{4})+$/);
    assert.match(start.body.otpauthUri, /^otpauth:\/\/totp\/FAQ%20Corner:cole%40example\.org\?/);
    assert.match(start.body.qrCodeSvg, /^<svg [^>]*>[\s\S]*<\/svg>\s*$/);
    assert.doesNotMatch(start.body.qrCodeSvg, /<script|on\w+=/i);
    const secret = String(start.body.key).replaceAll(" ", "");

    const wrong = await client.user.turnOnTwoFactor({
      code: totpCode(secret, Date.now() + 10 * NEXT_STEP),
    });
    assert.equal(wrong.status, 400);
    assert.ok(wrong.body.errors.Code, "the answer names the field Code");
    assert.equal((await userRow(coach.id)).twoFactorEnabledAt, null);

    const on = await client.user.turnOnTwoFactor({ code: totpCode(secret) });
    assert.equal(on.status, 200, JSON.stringify(on.body));
    const codes: string[] = on.body.recoveryCodes;
    assert.equal(codes.length, 10);
    assert.equal(new Set(codes).size, 10);
    for (const code of codes)
      assert.match(code, /^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/);

    const row = await userRow(coach.id);
    assert.equal(row.twoFactorSecret, secret);
    assert.equal(row.twoFactorPendingSecret, null);
    const stored = await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, coach.id));
    assert.equal(stored.length, 10);
    for (const { codeHash } of stored) {
      assert.ok(
        !codes.some((code) => codeHash.includes(code.replaceAll("-", ""))),
        '!codes.some((code) => codeHash.includes(code.replaceAll("-", "")))',
      );
    }

    assert.equal((await client.user.getUser()).status, 200, "this session goes on");
    assert.equal((await other.user.getUser()).status, 401, "the other one ends");
    assert.equal((await client.user.startTwoFactor()).status, 409, "already on");
    assert.ok(
      (await auditActions(coach.id)).some((event) => event.action === "auth.two_factor_on"),
      '(await auditActions(coach.id)).some((event) => event.action === "auth.two_factor_on")',
    );
  });

  test("login asks for the code after the password; an app's code and the token each work once", async () => {
    const { secret, turnedOnWith } = await turnOn(await signIn(app.url, coach.email));

    const client = new TestClient(app.url);
    const token = await passwordStep(client, coach.email);
    assert.equal((await client.user.getUser()).status, 401, "no session yet");

    // The code used to turn it on: used already. (The very code, not the current one: the
    // 30-second step may have turned meanwhile, and the current code would then be a new one.)
    const replayed = await codeStep(client, token, turnedOnWith);
    assert.equal(replayed.status, 400);
    assert.ok(replayed.body.errors.Code, "the answer names the field Code");

    const code = totpCode(secret, Date.now() + NEXT_STEP);
    const done = await codeStep(client, token, code);
    assert.equal(done.status, 200, JSON.stringify(done.body));
    assert.equal(done.body.userRole, "Coach");
    assert.equal(done.body.isVerified, true);
    assert.equal(typeof done.body.crossSiteRequestForgeryToken, "string");
    assert.equal((await client.user.getUser()).status, 200);

    const again = new TestClient(app.url);
    const secondToken = await passwordStep(again, coach.email);
    assert.equal((await codeStep(again, secondToken, code)).status, 400, "the code is spent");
    const reusedToken = await codeStep(again, token, totpCode(secret, Date.now() + 2 * NEXT_STEP));
    assert.equal(reusedToken.status, 400, "the first token is spent");
    assert.ok(reusedToken.body.errors.TwoFactorToken, "the answer names the field TwoFactorToken");

    const events = await auditActions(coach.id);
    const signedIn = events.filter((event) => event.action === "auth.signed_in");
    assert.deepEqual(signedIn.at(-1)?.details, { step: "code", method: "app" });
  });

  test("a recovery code signs in once, typed in any case and with spaces", async () => {
    const { recoveryCodes: codes } = await turnOn(await signIn(app.url, coach.email));
    const [first = ""] = codes;

    const client = new TestClient(app.url);
    const typed = ` ${first.toUpperCase().replaceAll("-", " ")} `;
    const done = await codeStep(client, await passwordStep(client, coach.email), typed);
    assert.equal(done.status, 200, JSON.stringify(done.body));

    const again = new TestClient(app.url);
    const spent = await codeStep(again, await passwordStep(again, coach.email), first);
    assert.equal(spent.status, 400);
    const left = await db
      .select()
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, coach.id), isNull(recoveryCodes.usedAt)));
    assert.equal(left.length, 9);
  });

  test("code attempts are limited: 10 wrong codes at once get at most 5 checks, then even the right code waits", async () => {
    const { secret } = await turnOn(await signIn(app.url, coach.email));
    const client = new TestClient(app.url);
    const token = await passwordStep(client, coach.email);

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => codeStep(client, token, "000000")),
    );
    // Each answer: the code checked and wrong, the token ended by the fifth, or the lock.
    const outcomes = answers.map((answer) =>
      answer.status === 400 ? Object.keys(answer.body.errors).join() : String(answer.status),
    );
    assert.ok(outcomes.filter((outcome) => outcome === "Code").length <= 5, outcomes.join(","));
    assert.ok(
      outcomes.every((outcome) => ["Code", "TwoFactorToken", "429"].includes(outcome)),
      outcomes.join(","),
    );

    // The fifth wrong code ended the token; a new one, after the password, meets the lock.
    const spent = await codeStep(client, token, totpCode(secret, Date.now() + NEXT_STEP));
    assert.equal(spent.status, 400, JSON.stringify(spent.body));
    assert.deepEqual(Object.keys(spent.body.errors), ["TwoFactorToken"]);
    const fresh = await passwordStep(client, coach.email);
    const right = await codeStep(client, fresh, totpCode(secret, Date.now() + NEXT_STEP));
    assert.equal(right.status, 429, JSON.stringify(right.body));
    assert.ok(Number(right.headers.get("retry-after")) > 0, "429 says when to come back");
  });

  test("a stranger's made-up tokens count nothing: the owner still signs in with the password and the app's code", async () => {
    const { secret } = await turnOn(await signIn(app.url, coach.email));
    /**
     * No session, no password: tokens of the right shape for the account, with any code, each
     * from an address of its own.
     */
    async function strangerTries(count: number) {
      for (let i = 0; i < count; i++) {
        const stranger = await signedOut(app.url);
        const code = i % 2 === 0 ? "000000" : totpCode(secret, Date.now() + NEXT_STEP);
        const answer = await codeStep(stranger, madeUpToken(coach.id), code);
        assert.equal(answer.status, 400, `try ${String(i)}: ${JSON.stringify(answer.body)}`);
        assert.deepEqual(Object.keys(answer.body.errors), ["TwoFactorToken"]);
      }
    }

    // More than the lock (5) and the account's budget (10) before the owner signs in …
    await strangerTries(12);
    const owner = new TestClient(app.url);
    const token = await passwordStep(owner, coach.email);
    // … and more than a token's 5 tries while the owner's token is live.
    await strangerTries(6);

    const done = await codeStep(owner, token, totpCode(secret, Date.now() + NEXT_STEP));
    assert.equal(done.status, 200, `the owner signs in: ${JSON.stringify(done.body)}`);
    assert.equal((await owner.user.getUser()).status, 200);
  });

  test("an app's code one step (30 s) off the clock works, two steps (60 s) off is refused", async () => {
    const { secret } = await turnOn(await signIn(app.url, coach.email));
    // The step the set-up used is spent: forget it, so that a code a step back is not a replay.
    await db.update(users).set({ twoFactorLastStep: null }).where(eq(users.id, coach.id));
    const client = new TestClient(app.url);
    const token = await passwordStep(client, coach.email);

    await awayFromStepEdge();
    for (const offset of [-2 * NEXT_STEP, 2 * NEXT_STEP]) {
      const far = await codeStep(client, token, totpCode(secret, Date.now() + offset));
      assert.equal(far.status, 400, `${String(offset / 1000)} s: ${JSON.stringify(far.body)}`);
      assert.deepEqual(Object.keys(far.body.errors), ["Code"]);
    }
    const behind = await codeStep(client, token, totpCode(secret, Date.now() - NEXT_STEP));
    assert.equal(behind.status, 200, `30 s behind, same token: ${JSON.stringify(behind.body)}`);

    await awayFromStepEdge();
    const other = new TestClient(app.url);
    const ahead = await codeStep(
      other,
      await passwordStep(other, coach.email),
      totpCode(secret, Date.now() + NEXT_STEP),
    );
    assert.equal(ahead.status, 200, `30 s ahead: ${JSON.stringify(ahead.body)}`);
  });

  test("turning it on or off needs the current password when the login is over 10 minutes old", async () => {
    const client = await signIn(app.url, coach.email);
    const { secret } = await turnOn(client);
    await ageSignIn(client, 11 * 60 * 1000);

    const noPassword = await client.user.turnOffTwoFactor({});
    assert.equal(noPassword.status, 400);
    assert.ok(noPassword.body.errors.Password, "the answer names the field Password");
    const wrongPassword = await client.user.turnOffTwoFactor({ password: "not it" });
    assert.equal(wrongPassword.status, 400);
    assert.ok((await userRow(coach.id)).twoFactorEnabledAt, "still on");

    const off = await client.user.turnOffTwoFactor({ password: PASSWORD });
    assert.equal(off.status, 200, JSON.stringify(off.body));
    const row = await userRow(coach.id);
    assert.equal(row.twoFactorSecret, null);
    assert.equal(row.twoFactorEnabledAt, null);
    assert.equal(
      (await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, coach.id))).length,
      0,
    );
    assert.notEqual(secret, "");
    // Back to the password alone.
    const plain = await new TestClient(app.url).login(coach.email, PASSWORD);
    assert.equal(plain.body.userRole, "Coach");
  });

  test("Admins must turn it on first: admin calls answer 403 and portal pages go to My Account", async () => {
    const admin = await makeUser({ email: "ada@example.org", role: "Admin" });
    const client = await signIn(app.url, admin.email);

    const users = await client.user.getUsers("skip=0&limit=10&orderBy=0");
    assert.equal(users.status, 403);
    assert.equal(users.body.title, "Two-Step Login Required");
    const faqs = await client.faq.getAdminFaqs("skip=0&limit=10&orderBy=0");
    assert.equal(faqs.status, 403);

    const page = await client.get(ROUTES.displayFaqs.path);
    assert.equal(page.status, 307);
    assert.equal(
      new URL(page.headers.get("location") ?? "", app.url).pathname,
      ROUTES.account.path,
    );
    assert.equal((await client.get(ROUTES.account.path)).status, 200);

    await turnOn(client);
    assert.equal((await client.user.getUsers("skip=0&limit=10&orderBy=0")).status, 200);
    assert.equal((await client.get(ROUTES.displayFaqs.path)).status, 200);

    const off = await client.user.turnOffTwoFactor({ password: PASSWORD });
    assert.equal(off.status, 409);
    assert.equal(off.body.title, "Admins must keep two-step login on.");
  });

  test("an Admin resets someone's two-step login: it is off, their sessions end, and it is audited", async () => {
    const admin = await makeUser({ email: "ada@example.org", role: "Admin" });
    const adminClient = await signIn(app.url, admin.email);
    await turnOn(adminClient);
    const coachClient = await signIn(app.url, coach.email);
    await turnOn(coachClient);

    assert.equal(
      (await coachClient.user.resetTwoFactor({ id: admin.id })).status,
      403,
      "a Coach may not",
    );
    const own = await adminClient.user.resetTwoFactor({ id: admin.id });
    assert.equal(own.status, 409);
    assert.equal((await adminClient.user.resetTwoFactor({ id: 999_999 })).status, 404);

    const reset = await adminClient.user.resetTwoFactor({ id: coach.id });
    assert.equal(reset.status, 200, JSON.stringify(reset.body));
    assert.equal((await userRow(coach.id)).twoFactorEnabledAt, null);
    assert.equal((await coachClient.user.getUser()).status, 401, "their session ended");
    const plain = await new TestClient(app.url).login(coach.email, PASSWORD);
    assert.equal(plain.body.userRole, "Coach", "the password alone again");

    const resets = (await auditActions(coach.id)).filter(
      (event) => event.action === "user.two_factor_reset",
    );
    assert.deepEqual(resets, [
      {
        action: "user.two_factor_reset",
        actor: admin.id,
        outcome: "success",
        details: { role: "Coach" },
      },
    ]);
    const refused = (await auditActions(admin.id)).filter(
      (event) => event.action === "user.two_factor_reset",
    );
    assert.equal(refused[0]?.outcome, "refused");
  });
});
