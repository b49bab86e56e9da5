import { engine, rows } from "./helpers/database";
import { mailbox } from "./helpers/smtp";
import { startAs } from "./helpers/account-start";

import assert from "node:assert/strict";
import { beforeEach, describe, test } from "node:test";

import { sql } from "drizzle-orm";

import type { User } from "@/db/schema";

import { assertArgon2id, makeUser, PEOPLE, userRow, withoutTraceId } from "./helpers/accounts";
import { PASSWORD } from "../harness/accounts";
import { signedOut, signIn } from "../harness/sign-in";
import { TestClient } from "../harness/api-client";
import { startApp } from "../harness/app";

const app = await startApp();
const NEW_PASSWORD = "a fresh new password";

/** A code that is surely not `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

async function codeRows(userId: number) {
  return rows<{
    code_hash: string;
    failed_attempts: number;
    used_at: string | null;
    revoked_at: string | null;
  }>(
    sql`select code_hash, failed_attempts, used_at, revoked_at from one_time_codes where user_id = ${userId} order by id`,
  );
}

describe(`one-time codes on ${engine}`, () => {
  let una: User;
  let client: TestClient;

  beforeEach(async () => {
    ({ user: una, client } = await startAs(app.url, PEOPLE.una));
  });

  /** ResendVerificationEmail, and the code it mailed. */
  async function resend(): Promise<string> {
    const answer = await client.user.resendVerificationEmail();
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return mailbox.nextCode({ to: "una@example.org" });
  }

  async function verify(token: unknown) {
    return client.user.verifyAccount({ token });
  }

  test("a verification code verifies the account once; the code is stored only as a keyed hash", async () => {
    const code = await resend();
    const [row] = await codeRows(una.id);
    assert.ok(row, "row is there");
    assert.ok(!row.code_hash.includes(code), "!row.code_hash.includes(code)");
    assert.notEqual(row.code_hash.length, 6);

    const answer = await verify(code);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.message, "Account Verified");
    assert.equal((await userRow(una.id)).isVerified, true);
    assert.deepEqual((await client.user.getUserRole()).body, {
      userRole: "Coach",
      isVerified: true,
    });
    assert.equal((await client.user.getUser()).status, 200);
  });

  test("a used code cannot be used again", async () => {
    await makeUser({ email: "ada@example.org" });
    const admin = await signIn(app.url, "ada@example.org");
    await admin.user.changePassword({
      oldPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    });
    const code = await mailbox.nextCode({ to: "ada@example.org" });
    assert.equal((await admin.user.verifyPassword({ token: code })).status, 200);
    const again = await admin.user.verifyPassword({ token: code });
    assert.equal(again.status, 400);
    assert.match(again.body.errors.Token[0], /can no longer be used/);
  });

  test("an expired code is refused with a message that says to ask for a new one", async () => {
    const code = await resend();
    await rows(sql`update one_time_codes set expires_at = now() - interval '1 second'`);
    const answer = await verify(code);
    assert.equal(answer.status, 400);
    assert.equal(answer.body.title, "One or more validation errors occurred.");
    assert.deepEqual(answer.body.errors, {
      Token: ["This code has expired. Ask for a new code and try again."],
    });
    assert.equal((await userRow(una.id)).isVerified, false);
  });

  test("five wrong tries kill the code, even for the right code afterwards", async () => {
    const code = await resend();
    for (let attempt = 1; attempt <= 4; attempt++) {
      const answer = await verify(wrong(code));
      assert.equal(answer.status, 400);
      assert.match(answer.body.errors.Token[0], /not right/);
    }
    const fifth = await verify(wrong(code));
    assert.match(fifth.body.errors.Token[0], /too many times/);
    const [row] = await codeRows(una.id);
    assert.ok(row, "row is there");
    assert.equal(row.failed_attempts, 5);
    assert.ok(row.revoked_at, "row.revoked_at is there");
    const right = await verify(code);
    assert.equal(right.status, 400);
    assert.match(right.body.errors.Token[0], /too many times/);
    assert.equal((await userRow(una.id)).isVerified, false);
    // A new code works again.
    assert.equal((await verify(await resend())).status, 200);
  });

  test("a newer code kills the older one", async () => {
    const older = await resend();
    const newer = await resend();
    const old = await verify(older);
    assert.equal(old.status, 400);
    assert.equal((await userRow(una.id)).isVerified, false);
    assert.equal((await verify(newer)).status, 200);
    const codes = await codeRows(una.id);
    assert.equal(codes.length, 2);
    assert.ok(codes[0]?.revoked_at, "the older code is revoked");
    assert.ok(codes[1]?.used_at, "the newer one is used");
  });

  test("parallel uses of one code succeed once", async () => {
    await makeUser({ email: "ada@example.org" });
    const admin = await signIn(app.url, "ada@example.org");
    await admin.user.changeEmail({ email: "ada.new@example.org" });
    const code = await mailbox.nextCode({ to: "ada.new@example.org" });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => admin.user.verifyEmail({ token: code })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    assert.deepEqual(
      statuses.filter((status) => status === 200),
      [200],
      statuses.join(" "),
    );
    // The others: the code is spent (400), or VerifyEmail had already ended the session they
    // were sent with, as it ends every other session of the account (401).
    assert.ok(
      statuses.slice(1).every((status) => status === 400 || status === 401),
      statuses.join(" "),
    );
  });

  test("without any code, or with a malformed one, VerifyAccount is a 400 on Token", async () => {
    assert.match((await verify("123456")).body.errors.Token[0], /no code/);
    for (const token of [undefined, 123456, "12345", "1234567", "abcdef", "1".repeat(10_000)]) {
      const answer = await verify(token);
      assert.equal(answer.status, 400, String(token).slice(0, 10));
      assert.deepEqual(Object.keys(answer.body.errors), ["Token"]);
    }
    assert.equal((await verify(" 12 34 56 ")).body.errors.Token[0].includes("6-digit"), false);
  });

  test("VerifyAccount and ResendVerificationEmail answer 409 for an account already verified", async () => {
    await verify(await resend());
    for (const path of ["/api/User/ResendVerificationEmail", "/api/User/VerifyAccount"]) {
      const answer = await client.post(path, { token: "123456" });
      assert.equal(answer.status, 409, path);
      assert.equal(answer.body.title, "This account is already verified.");
    }
  });

  describe("ForgotPassword and ResetPassword", () => {
    let anonymous: TestClient;
    const reset = (body: Record<string, unknown>) =>
      anonymous.user.resetPassword({
        email: "una@example.org",
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        token: "000000",
        ...body,
      });

    beforeEach(async () => {
      anonymous = await signedOut(app.url);
    });

    test("the mailed code sets a new argon2id password, ends every session and lifts the login lock", async () => {
      for (let i = 0; i < 5; i++)
        await new TestClient(app.url).login("una@example.org", "wrong one");
      assert.equal((await new TestClient(app.url).login("una@example.org", PASSWORD)).status, 429);

      const forgot = await anonymous.user.forgotPassword({
        email: " UNA@example.org",
      });
      assert.equal(forgot.status, 200);
      assert.equal(forgot.body.message, "Reset token sent to your email.");
      const mail = await mailbox.next({ to: "una@example.org" });
      assert.match(mail.subject, /password reset/i);
      assert.ok(mail.code, "mail.code is there");

      const answer = await reset({ token: mail.code });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      assert.equal(answer.body.message, "Password Changed Successfully. Please Login.");
      const row = await userRow(una.id);
      assertArgon2id(row.passwordHash);
      assert.notEqual(row.passwordHash, una.passwordHash);
      assert.equal((await client.user.getUserRole()).status, 401, "old session ended");
      assert.equal(
        (await new TestClient(app.url).login("una@example.org", NEW_PASSWORD)).status,
        200,
      );
      assert.equal((await reset({ token: mail.code })).status, 400, "the code works once");
    });

    test("a wrong code and an unknown address get the same 400 on Token, and nothing changes", async () => {
      await anonymous.user.forgotPassword({ email: "una@example.org" });
      const code = await mailbox.nextCode({ to: "una@example.org" });
      const wrongCode = await reset({ token: wrong(code) });
      const unknown = await reset({ email: "nobody@example.org", token: code });
      await makeUser({ email: "cole@example.org", role: "Coach" });
      const noCodeYet = await reset({ email: "cole@example.org", token: code });
      assert.equal(wrongCode.status, 400);
      assert.deepEqual(Object.keys(wrongCode.body.errors), ["Token"]);
      assert.deepEqual(withoutTraceId(unknown.body), withoutTraceId(wrongCode.body));
      assert.deepEqual(withoutTraceId(noCodeYet.body), withoutTraceId(wrongCode.body));
      assert.equal((await userRow(una.id)).passwordHash, una.passwordHash);
    });

    test("a common new password is a 400 on Password that says why, and the code still works", async () => {
      await anonymous.user.forgotPassword({ email: "una@example.org" });
      const code = await mailbox.nextCode({ to: "una@example.org" });
      const common = await reset({
        token: code,
        password: "password1",
        confirmPassword: "password1",
      });
      assert.equal(common.status, 400);
      assert.deepEqual(common.body.errors, {
        Password: ["Many people use this password. Choose one that is harder to guess."],
      });
      assert.equal((await userRow(una.id)).passwordHash, una.passwordHash);
      assert.equal((await reset({ token: code })).status, 200);
    });

    test("an expired reset code is refused", async () => {
      await anonymous.user.forgotPassword({ email: "una@example.org" });
      const code = await mailbox.nextCode({ to: "una@example.org" });
      await rows(sql`update one_time_codes set expires_at = now() - interval '1 minute'`);
      assert.equal((await reset({ token: code })).status, 400);
      assert.equal((await userRow(una.id)).passwordHash, una.passwordHash);
    });

    test("refused input is a 400 naming the field", async () => {
      const cases: [Record<string, unknown> | string, string][] = [
        [{ email: undefined }, "Email"],
        [{ email: "not-an-address" }, "Email"],
        [{ password: "short", confirmPassword: "short" }, "Password"],
        [{ password: "x".repeat(129), confirmPassword: "x".repeat(129) }, "Password"],
        [{ password: "UNA@example.org", confirmPassword: "UNA@example.org" }, "Password"],
        [{ confirmPassword: "different password" }, "ConfirmPassword"],
        [{ confirmPassword: false }, "ConfirmPassword"],
        [{ token: undefined }, "Token"],
        [{ token: "12ab56" }, "Token"],
      ];
      for (const [body, field] of cases) {
        const answer =
          typeof body === "string" ? await anonymous.user.resetPassword(body) : await reset(body);
        assert.equal(answer.status, 400, JSON.stringify(body));
        assert.ok(field in answer.body.errors, `${field}: ${JSON.stringify(answer.body.errors)}`);
      }
      const notJson = await anonymous.user.resetPassword("email=una@example.org");
      assert.equal(notJson.status, 400);
      assert.deepEqual(Object.keys(notJson.body.errors), ["Body"]);
      for (const body of [{}, { email: 42 }, { email: `${"u".repeat(250)}@example.org` }, "nope"]) {
        const answer = await anonymous.user.forgotPassword(body);
        assert.equal(answer.status, 400, JSON.stringify(body));
      }
      const [codes] = await rows<{ count: number }>(
        sql`select count(*)::int as count from one_time_codes`,
      );
      assert.equal(codes?.count, 0);
    });
  });

  describe("mail content (docs/api.md §5, §7)", () => {
    test("names the programme, has the code on its own line, says what to do if unexpected, escapes HTML", async () => {
      await rows(sql`update users set first_name = '<b>Una</b> & co' where id = ${una.id}`);
      const code = await resend();
      const [mail] = mailbox.to("una@example.org");
      assert.ok(mail, "mail is there");
      assert.match(mail.text, new RegExp(`^${code}$`, "m"));
      assert.match(mail.text, /Literacy Programme FAQ/);
      assert.match(mail.text, /our literacy programme/);
      assert.match(mail.text, /did not expect this e-mail/);
      assert.match(mail.text, /support@example\.org/);
      assert.match(mail.text, /Hello <b>Una<\/b> & co,/, "the text part is plain text");
      assert.match(mail.html, /Hello &lt;b&gt;Una&lt;\/b&gt; &amp; co,/);
      assert.ok(!mail.html.includes("<b>Una"), '!mail.html.includes("<b>Una")');
      assert.match(mail.html, new RegExp(code));
    });
  });
});
