import { engine, rows } from "./helpers/database";
import { mailbox } from "./helpers/smtp";
import { startAs } from "./helpers/account-start";

import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { beforeEach, describe, test } from "node:test";

import { sql } from "drizzle-orm";

import type { User } from "@/db/schema";

import { ageSignIn, assertArgon2id, makeUser, PEOPLE, userRow } from "./helpers/accounts";
import { PASSWORD } from "../harness/accounts";
import { signedOut, signIn } from "../harness/sign-in";
import { TestClient } from "../harness/api-client";
import { startApp } from "../harness/app";

const app = await startApp();
const NEW_PASSWORD = "a fresh new password";

describe(`My Account API on ${engine}`, () => {
  let rosa: User;
  let client: TestClient;

  beforeEach(async () => {
    ({ user: rosa, client } = await startAs(app.url, PEOPLE.rosa));
  });

  describe("who may call it (docs/api.md §4)", () => {
    const verifiedOnly = [
      ["GET", "/api/User/GetUser"],
      ["PATCH", "/api/User/ChangeName"],
      ["PATCH", "/api/User/ChangeEmail"],
      ["PATCH", "/api/User/ChangePassword"],
      ["POST", "/api/User/VerifyEmail"],
      ["POST", "/api/User/VerifyPassword"],
    ] as const;

    test("signed out is 401; signed in but unverified is 403 'Email Verification Required'", async () => {
      await makeUser({ email: "una@example.org", role: "Admin", isVerified: false });
      const anonymous = await signedOut(app.url);
      const unverified = await signIn(app.url, "una@example.org");
      for (const [method, path] of verifiedOnly) {
        const body = method === "GET" ? undefined : { firstName: "X", lastName: "Y" };
        const out = await anonymous.request(method, path, body);
        assert.equal(out.status, 401, `${method} ${path}`);
        const denied = await unverified.request(method, path, body);
        assert.equal(denied.status, 403, `${method} ${path}`);
        assert.equal(denied.body.title, "Email Verification Required");
      }
      for (const path of ["/api/User/VerifyAccount", "/api/User/ResendVerificationEmail"]) {
        assert.equal((await anonymous.post(path, { token: "123456" })).status, 401, path);
      }
    });
  });

  test("GetUser answers the signed-in user's names and e-mail only", async () => {
    const answer = await client.get("/api/user/getuser");
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, {
      firstName: "Rosa",
      lastName: "Reader",
      email: "rosa@example.org",
    });
  });

  describe("ChangeName", () => {
    test("saves the trimmed names", async () => {
      const answer = await client.user.changeName({
        firstName: "  Rosalind ",
        lastName: "Franklin",
      });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      assert.deepEqual(answer.body.user, {
        firstName: "Rosalind",
        lastName: "Franklin",
        email: "rosa@example.org",
      });
      assert.equal((await client.user.getUser()).body.firstName, "Rosalind");
    });

    test("refused input is a 400 naming the field, and nothing is written", async () => {
      const cases: [unknown, string][] = [
        ["first=Rosa", "Body"],
        ["null", "Body"],
        [{ lastName: "Reader" }, "FirstName"],
        [{ firstName: "Rosa", lastName: 7 }, "LastName"],
        [{ firstName: "Rosa", lastName: "" }, "LastName"],
        [{ firstName: "r".repeat(101), lastName: "Reader" }, "FirstName"],
        // A name goes into the text of e-mails: no line break (a header injection), tab or
        // other control or line-separator character (issue 14 item 9).
        [{ firstName: "Rosa\r\nBcc: all@example.org", lastName: "Reader" }, "FirstName"],
        [{ firstName: "Rosa", lastName: "Re\nader" }, "LastName"],
        [{ firstName: "Ro\tsa", lastName: "Reader" }, "FirstName"],
        [{ firstName: "Rosa", lastName: "Reader\u2028" + "x" }, "LastName"],
        [{ firstName: "Ro\u0085sa", lastName: "Reader" }, "FirstName"],
      ];
      for (const [body, field] of cases) {
        const answer = await client.user.changeName(body);
        assert.equal(answer.status, 400, JSON.stringify(body));
        assert.deepEqual(Object.keys(answer.body.errors), [field], JSON.stringify(body));
      }
      const row = await userRow(rosa.id);
      assert.equal(row.firstName, "Rosa");
      assert.equal(row.lastName, "Reader");
    });
  });

  describe("ChangeEmail and VerifyEmail", () => {
    /** Rosa's address changed to the thief's: the code mailed there, the undo link mailed to her. */
    async function changeToThief(): Promise<{ code: string; token: string }> {
      await client.user.changeEmail({ email: "thief@example.org" });
      const code = await mailbox.nextCode({ to: "thief@example.org" });
      const notice = await mailbox.next({ to: "rosa@example.org" });
      const token = decodeURIComponent(
        /\/faq-corner\/undo-email-change\?token=(\S+)/.exec(notice.text)?.[1] ?? "",
      );
      assert.ok(token, notice.text);
      return { code, token };
    }

    test("mails a code to the new address and a notice to the old; the address changes only with the code", async () => {
      const answer = await client.user.changeEmail({ email: "Rosa.New@Example.org" });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      assert.equal(answer.body.message, "Check your new email to verify.");

      const code = await mailbox.nextCode({ to: "rosa.new@example.org" });
      const notice = await mailbox.next({ to: "rosa@example.org" });
      assert.match(notice.text, /rosa\.new@example\.org/);
      assert.equal(notice.code, undefined, "the old address never sees the code");
      assert.equal((await userRow(rosa.id)).email, "rosa@example.org");

      const verify = await client.user.verifyEmail({ token: code });
      assert.equal(verify.status, 200, JSON.stringify(verify.body));
      assert.equal(verify.body.message, "Email Changed Successfully");
      assert.equal((await userRow(rosa.id)).email, "rosa.new@example.org");
      assert.equal(
        (await new TestClient(app.url).login("rosa.new@example.org", PASSWORD)).status,
        200,
      );
      assert.equal((await new TestClient(app.url).login("rosa@example.org", PASSWORD)).status, 401);
    });

    test("a taken address gets the same answer as a free one; its owner gets a notice, nothing changes", async () => {
      await makeUser({ email: "taken@example.org", role: "Coach" });
      const free = await client.user.changeEmail({ email: "free@example.org" });
      const taken = await client.user.changeEmail({ email: "TAKEN@example.org" });
      assert.equal(taken.status, 200, JSON.stringify(taken.body));
      assert.deepEqual(taken.body, free.body);
      const notice = await mailbox.next({ to: "taken@example.org" });
      assert.match(notice.subject, /Someone tried to use your e-mail address/);
      assert.equal(notice.code, undefined, "no code to the taken address");
      assert.equal((await userRow(rosa.id)).email, "rosa@example.org");
    });

    test("verified after someone took the address meanwhile: 409, nothing changes", async () => {
      await client.user.changeEmail({ email: "later@example.org" });
      const code = await mailbox.nextCode({ to: "later@example.org" });
      await makeUser({ email: "later@example.org", role: "Coach" });
      const verify = await client.user.verifyEmail({ token: code });
      assert.equal(verify.status, 409);
      assert.equal(verify.body.title, "An account with this e-mail address already exists.");
      assert.equal((await userRow(rosa.id)).email, "rosa@example.org");
    });

    test("a sign-in over 10 minutes old must give the current password, checked like a login", async () => {
      await ageSignIn(client, 11 * 60 * 1000);
      const body = { email: "rosa.new@example.org" };
      const none = await client.user.changeEmail(body);
      assert.equal(none.status, 400, JSON.stringify(none.body));
      assert.deepEqual(none.body.errors, { Password: ["Enter your current password."] });
      const wrong = await client.user.changeEmail({ ...body, password: "nope nope" });
      assert.deepEqual(wrong.body.errors, { Password: ["The current password is not right."] });
      assert.equal(mailbox.to("rosa.new@example.org").length, 0);
      const right = await client.user.changeEmail({ ...body, password: PASSWORD });
      assert.equal(right.status, 200, JSON.stringify(right.body));
      await mailbox.nextCode({ to: "rosa.new@example.org" });
    });

    test("at most 3 changes a day", async () => {
      for (let i = 0; i < 3; i++) {
        const answer = await client.user.changeEmail({
          email: `rosa.${String(i)}@example.org`,
        });
        assert.equal(answer.status, 200, JSON.stringify(answer.body));
      }
      const fourth = await client.user.changeEmail({ email: "rosa.4@example.org" });
      assert.equal(fourth.status, 429);
      assert.ok(
        Number(fourth.headers.get("retry-after")) > 3600,
        'Number(fourth.headers.get("retry-after")) > 3600',
      );
    });

    test("VerifyEmail ends the account's other sessions; this one goes on", async () => {
      const other = await signIn(app.url, "rosa@example.org");
      await client.user.changeEmail({ email: "rosa.new@example.org" });
      const code = await mailbox.nextCode({ to: "rosa.new@example.org" });
      assert.equal((await client.user.verifyEmail({ token: code })).status, 200);
      assert.equal((await client.user.getUser()).status, 200);
      assert.equal((await other.user.getUser()).status, 401);
    });

    test("the notice's undo link puts the old address back and ends every session, once", async () => {
      const { code, token } = await changeToThief();
      assert.equal((await client.user.verifyEmail({ token: code })).status, 200);
      assert.equal((await userRow(rosa.id)).email, "thief@example.org");
      // A second change does not replace the owner's link with one mailed to the thief.
      await client.user.changeEmail({ email: "thief2@example.org" });
      const second = await mailbox.next({ to: "thief@example.org" });
      assert.doesNotMatch(second.text, /undo-email-change/);

      const owner = await signedOut(app.url);
      const undo = await owner.user.undoEmailChange({ token });
      assert.equal(undo.status, 200, JSON.stringify(undo.body));
      assert.equal((await userRow(rosa.id)).email, "rosa@example.org");
      assert.equal((await client.user.getUser()).status, 401, "every session ended");
      // The change still waiting for its code is cancelled.
      const pending = await mailbox.nextCode({ to: "thief2@example.org" });
      const thief = await signIn(app.url, "rosa@example.org");
      const late = await thief.user.verifyEmail({ token: pending });
      assert.equal(late.status, 400);
      assert.equal((await userRow(rosa.id)).email, "rosa@example.org");

      const again = await owner.user.undoEmailChange({ token });
      assert.equal(again.status, 400);
      for (const bad of ["", "x", `${String(rosa.id)}.${"a".repeat(32)}`]) {
        const answer = await owner.user.undoEmailChange({ token: bad });
        assert.equal(answer.status, 400, bad);
        assert.deepEqual(Object.keys(answer.body.errors), ["Token"]);
      }
    });

    test("a stranger's made-up undo links count nothing: the owner still undoes the change", async () => {
      const { code, token } = await changeToThief();
      assert.equal((await client.user.verifyEmail({ token: code })).status, 200);

      // No session: links of the right shape for the account, each from an address of its own,
      // more than a code's 5 tries and the account's budget (10).
      for (let i = 0; i < 12; i++) {
        const stranger = await signedOut(app.url);
        const madeUp = `${String(rosa.id)}.${randomBytes(24).toString("base64url")}`;
        const answer = await stranger.user.undoEmailChange({ token: madeUp });
        assert.equal(answer.status, 400, `try ${String(i)}: ${JSON.stringify(answer.body)}`);
        assert.deepEqual(Object.keys(answer.body.errors), ["Token"]);
      }

      const owner = await signedOut(app.url);
      const undo = await owner.user.undoEmailChange({ token });
      assert.equal(undo.status, 200, `the owner's link still works: ${JSON.stringify(undo.body)}`);
      assert.equal((await userRow(rosa.id)).email, "rosa@example.org");
    });

    test("the current address, a malformed one or a bad code is a 400 naming the field", async () => {
      const same = await client.user.changeEmail({ email: " ROSA@example.org" });
      assert.equal(same.status, 400);
      assert.deepEqual(Object.keys(same.body.errors), ["Email"]);
      for (const body of [
        {},
        { email: "nope" },
        { email: 5 },
        { email: `${"a".repeat(250)}@x.org` },
      ]) {
        const answer = await client.user.changeEmail(body);
        assert.equal(answer.status, 400, JSON.stringify(body));
        assert.deepEqual(Object.keys(answer.body.errors), ["Email"]);
      }
      for (const body of [{}, { token: 123456 }, { token: "12345" }, { token: "abcdef" }]) {
        const answer = await client.user.verifyEmail(body);
        assert.equal(answer.status, 400, JSON.stringify(body));
        assert.deepEqual(Object.keys(answer.body.errors), ["Token"]);
      }
      const [codes] = await rows<{ count: number }>(
        sql`select count(*)::int as count from one_time_codes`,
      );
      assert.equal(codes?.count, 0);
    });
  });

  describe("ChangePassword and VerifyPassword", () => {
    const change = {
      oldPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    };

    test("the code makes the new password current: other sessions end, this one goes on", async () => {
      const other = await signIn(app.url, "rosa@example.org");
      const answer = await client.user.changePassword(change);
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      assert.equal(answer.body.message, "Check your email to verify password change.");
      const code = await mailbox.nextCode({ to: "rosa@example.org", subject: /password/i });

      // Until the code is entered, the old password works and sessions go on.
      assert.equal((await other.user.getUser()).status, 200);
      assert.equal((await new TestClient(app.url).login("rosa@example.org", PASSWORD)).status, 200);

      const verify = await client.user.verifyPassword({ token: code });
      assert.equal(verify.status, 200, JSON.stringify(verify.body));
      assert.equal(verify.body.message, "Password Changed Successfully");

      assert.equal((await other.user.getUser()).status, 401, "the other session ended");
      assert.equal((await client.user.getUser()).status, 200, "this session goes on");
      const rename = await client.user.changeName({ firstName: "R", lastName: "R" });
      assert.equal(rename.status, 200, "and may still write");
      assertArgon2id((await userRow(rosa.id)).passwordHash);
      assert.equal((await new TestClient(app.url).login("rosa@example.org", PASSWORD)).status, 401);
      assert.equal(
        (await new TestClient(app.url).login("rosa@example.org", NEW_PASSWORD)).status,
        200,
      );
    });

    test("a wrong old password is a 400 on OldPassword and mails nothing", async () => {
      const answer = await client.user.changePassword({
        ...change,
        oldPassword: "not my password",
      });
      assert.equal(answer.status, 400);
      assert.deepEqual(Object.keys(answer.body.errors), ["OldPassword"]);
      assert.equal(mailbox.to("rosa@example.org").length, 0);
    });

    test("new password rules are a 400 naming the field, and nothing is written", async () => {
      const cases: [unknown, string][] = [
        ["{", "Body"],
        [{ ...change, oldPassword: undefined }, "OldPassword"],
        [{ ...change, oldPassword: "o".repeat(129) }, "OldPassword"],
        [{ ...change, newPassword: "short", confirmNewPassword: "short" }, "NewPassword"],
        [
          { ...change, newPassword: "n".repeat(129), confirmNewPassword: "n".repeat(129) },
          "NewPassword",
        ],
        [{ ...change, newPassword: 12345678 }, "NewPassword"],
        [{ ...change, confirmNewPassword: "something else" }, "ConfirmNewPassword"],
        [{ ...change, confirmNewPassword: undefined }, "ConfirmNewPassword"],
        [
          { ...change, newPassword: "ROSA@example.org", confirmNewPassword: "ROSA@example.org" },
          "NewPassword",
        ],
        // Among the 10,000 most common passwords, in any case (issue 14 item 9).
        ...["12345678", "password1", "Password1", "iloveyou", "qwertyuiop"].map(
          (common): [unknown, string] => [
            { ...change, newPassword: common, confirmNewPassword: common },
            "NewPassword",
          ],
        ),
      ];
      for (const [body, field] of cases) {
        const answer = await client.user.changePassword(body);
        assert.equal(answer.status, 400, JSON.stringify(body));
        assert.ok(field in answer.body.errors, `${field}: ${JSON.stringify(answer.body.errors)}`);
      }
      const [codes] = await rows<{ count: number }>(
        sql`select count(*)::int as count from one_time_codes`,
      );
      assert.equal(codes?.count, 0);
      assert.equal((await userRow(rosa.id)).passwordHash, rosa.passwordHash);
    });

    test("the waiting password is kept only as an argon2id hash", async () => {
      await client.user.changePassword(change);
      await mailbox.next({ to: "rosa@example.org" });
      const [code] = await rows<{ new_password_hash: string; code_hash: string }>(
        sql`select new_password_hash, code_hash from one_time_codes where purpose = 'ChangePassword'`,
      );
      assert.ok(code, "code is there");
      assertArgon2id(code.new_password_hash);
      assert.ok(!code.code_hash.includes(NEW_PASSWORD), "!code.code_hash.includes(NEW_PASSWORD)");
    });
  });

  describe("a session stops working on the very next request after (docs/api.md §3)", () => {
    test("logout", async () => {
      const copy = new TestClient(app.url);
      for (const [name, value] of client.cookies) copy.cookies.set(name, value);
      assert.equal((await client.user.logout()).status, 200);
      assert.equal((await copy.user.getUser()).status, 401);
    });

    test("a password reset", async () => {
      const anonymous = await signedOut(app.url);
      await anonymous.user.forgotPassword({ email: "rosa@example.org" });
      const token = await mailbox.nextCode({ to: "rosa@example.org" });
      const reset = await anonymous.user.resetPassword({
        email: "rosa@example.org",
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        token,
      });
      assert.equal(reset.status, 200, JSON.stringify(reset.body));
      assert.equal((await client.user.getUser()).status, 401);
    });

    test("a role change", async () => {
      await makeUser({ email: "ada@example.org" });
      const admin = await signIn(app.url, "ada@example.org");
      assert.equal((await admin.user.patchUser({ id: rosa.id, role: "Coach" })).status, 200);
      assert.equal((await client.user.getUser()).status, 401);
    });

    test("deletion", async () => {
      await makeUser({ email: "ada@example.org" });
      const admin = await signIn(app.url, "ada@example.org");
      assert.equal((await admin.user.deleteUser({ id: rosa.id })).status, 200);
      assert.equal((await client.user.getUser()).status, 401);
    });
  });
});
