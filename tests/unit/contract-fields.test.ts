import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { z } from "zod";

import {
  appCodeSchema,
  characterCount,
  cleanText,
  codeSchema,
  currentPasswordSchema,
  emailSchema,
  fieldErrors,
  freshProofPasswordSchema,
  isoTime,
  LIMITS,
  loginPasswordSchema,
  MAX_ID,
  nameSchema,
  newAccountSchema,
  normaliseSearch,
  PASSWORD_IS_EMAIL,
  passwordIsEmail,
  passwordRules,
  passwordSchema,
  PASSWORDS_DIFFER,
  readUserToken,
  roleSchema,
  userTokenSchema,
  WRONG_APP_CODE,
} from "@/lib/contract/fields";

import { messagesOf, parsed } from "../helpers/schema-check";

// The field rules of docs/api.md §1, §5 and §6, in this process (no server): the limits, the
// normalising and the messages a person reads under a field (SPEC.md, word for word).

const SECRET = "A".repeat(32);

describe("text", () => {
  test("the limits are docs/api.md's", () => {
    const limits = Object.entries(LIMITS).map(([field, limit]) => `${field} ${String(limit)}`);
    assert.equal(
      limits.join(", "),
      "name 100, email 254, passwordMin 8, passwordMax 128, question 500, answer 20000, " +
        "tags 500, searchQuery 200, phrasings 20, phrasing 200, userToken 100",
    );
    assert.equal(MAX_ID, 2_147_483_647);
  });

  test("lone surrogates become U+FFFD, pairs stay, control characters go but tabs and breaks stay", () => {
    assert.equal(cleanText("a\uD800b"), "a\uFFFDb");
    assert.equal(cleanText("a\uDC00b"), "a\uFFFDb");
    assert.equal(cleanText("end\uD83D"), "end\uFFFD");
    assert.equal(cleanText("\uDE00start"), "\uFFFDstart");
    assert.equal(cleanText("smile \uD83D\uDE00"), "smile \uD83D\uDE00");
    assert.equal(cleanText("a\u0000b\u0008c\u000Bd\u000Ce\u000Ef\u001Fg\u007Fh"), "abcdefgh");
    assert.equal(cleanText("a\tb\nc\rd"), "a\tb\nc\rd");
    assert.equal(cleanText("plain words"), "plain words");
  });

  test("characters are counted as PostgreSQL counts them: a pair is one", () => {
    assert.equal(characterCount("abc"), 3);
    assert.equal(characterCount("\uD83D\uDE00\uD83D\uDE00"), 2);
    assert.equal(characterCount(""), 0);
  });

  test("search text is trimmed, lower case, with single spaces", () => {
    assert.equal(normaliseSearch("  Reset   MY\tPassword \n"), "reset my password");
  });

  test("field errors are named as the API names fields", () => {
    const schema = z.object({
      firstName: z.string(),
      phrasings: z.array(z.string()),
      translations: z.object({ es: z.object({ question: z.string() }) }),
    });
    const result = schema.safeParse({
      firstName: 1,
      phrasings: ["a", 2],
      translations: { es: { question: 3 } },
    });
    assert.equal(result.success, false);
    const errors = fieldErrors(result.error);
    assert.deepEqual(Object.keys(errors).sort(), [
      "FirstName",
      "Phrasings",
      "Translations.es.Question",
    ]);
    assert.equal(errors.FirstName?.length, 1);
  });

  test("errors of the body as a whole are under Body, and several on one field are all kept", () => {
    const whole = z.object({}).safeParse("text");
    assert.deepEqual(Object.keys(fieldErrors(whole.error!)), ["Body"]);
    const twice = z
      .object({ email: z.string().min(5, "short").regex(/@/, "no at") })
      .safeParse({ email: "abc" });
    assert.deepEqual(fieldErrors(twice.error!), { Email: ["short", "no at"] });
  });

  test("a time on the wire is ISO 8601 in UTC", () => {
    assert.equal(isoTime.safeParse("2026-01-02T03:04:05Z").success, true);
    assert.equal(isoTime.safeParse("2026-01-02").success, false);
  });
});

describe("accounts", () => {
  test("a name is trimmed and 1–100 characters", () => {
    const name = nameSchema("first name");
    assert.equal(parsed(name, "  Ana  "), "Ana");
    assert.equal(parsed(name, "x".repeat(100)), "x".repeat(100));
    assert.deepEqual(messagesOf(name, "x".repeat(101)), [
      "Use at most 100 characters for the first name.",
    ]);
    assert.deepEqual(messagesOf(name, "   "), ["Enter your first name."]);
    assert.deepEqual(messagesOf(name, 5), ["Enter your first name."]);
  });

  test("a name with a line break, a tab or a line separator is refused, not cut", () => {
    const name = nameSchema("last name");
    const hidden = "The last name cannot have line breaks, tabs or other hidden characters.";
    for (const value of ["Ana\nMaria", "Ana\tMaria", "Ana\u0000", "Ana\u2028B", "Ana\u2029B"]) {
      assert.deepEqual(messagesOf(name, value), [hidden], JSON.stringify(value));
    }
    assert.equal(parsed(name, "Ana\uD800"), "Ana\uFFFD");
  });

  test("an e-mail address is trimmed, lower case, and checked", () => {
    assert.equal(parsed(emailSchema, "  Ana@Example.ORG "), "ana@example.org");
    assert.deepEqual(messagesOf(emailSchema, " "), ["Enter an e-mail address."]);
    assert.deepEqual(messagesOf(emailSchema, undefined), ["Enter an e-mail address."]);
    assert.deepEqual(messagesOf(emailSchema, "ana.example.org"), [
      "Enter a valid e-mail address, like name@example.com.",
    ]);
    const long = `${"a".repeat(243)}@example.org`;
    assert.equal(long.length, 255);
    assert.deepEqual(messagesOf(emailSchema, long), [
      "Use at most 254 characters for the e-mail address.",
    ]);
    assert.equal(parsed(emailSchema, long.slice(1)), long.slice(1));
  });

  test("a new password is 8–128 characters, not only spaces", () => {
    assert.equal(parsed(passwordSchema, "x".repeat(8)), "x".repeat(8));
    assert.equal(parsed(passwordSchema, "x".repeat(128)), "x".repeat(128));
    assert.deepEqual(messagesOf(passwordSchema, "x".repeat(7)), [
      "Use at least 8 characters for the password.",
    ]);
    assert.deepEqual(messagesOf(passwordSchema, "x".repeat(129)), [
      "Use at most 128 characters for the password.",
    ]);
    assert.deepEqual(messagesOf(passwordSchema, " ".repeat(9)), [
      "The password cannot be only spaces.",
    ]);
    assert.deepEqual(messagesOf(passwordSchema, null), ["Enter a password."]);
  });

  test("a login's password is anything from 1 to 128 characters", () => {
    assert.equal(parsed(loginPasswordSchema, "x"), "x");
    assert.deepEqual(messagesOf(loginPasswordSchema, ""), ["Enter your password."]);
    assert.deepEqual(messagesOf(loginPasswordSchema, "x".repeat(129)), ["Enter your password."]);
    assert.deepEqual(messagesOf(loginPasswordSchema, 1), ["Enter your password."]);
    assert.equal(parsed(loginPasswordSchema, "x".repeat(128)), "x".repeat(128));
  });

  test("the current password: needed where asked, optional as a fresh proof", () => {
    assert.deepEqual(messagesOf(currentPasswordSchema, ""), ["Enter your current password."]);
    assert.deepEqual(messagesOf(currentPasswordSchema, 1), ["Enter your current password."]);
    assert.deepEqual(messagesOf(currentPasswordSchema, "x".repeat(129)), [
      "The current password is not right.",
    ]);
    assert.equal(parsed(currentPasswordSchema, "x".repeat(128)), "x".repeat(128));
    assert.equal(parsed(freshProofPasswordSchema, undefined), undefined);
    assert.equal(parsed(freshProofPasswordSchema, ""), "");
    assert.deepEqual(messagesOf(freshProofPasswordSchema, "x".repeat(129)), [
      "The current password is not right.",
    ]);
    assert.deepEqual(messagesOf(freshProofPasswordSchema, 7), ["Enter your current password."]);
  });

  test("a password may not be the e-mail address, in any case or spacing", () => {
    assert.equal(passwordIsEmail(" Ana@Example.org ", "ana@example.org"), true);
    assert.equal(passwordIsEmail("ana@example.org", " ANA@example.org "), true);
    assert.equal(passwordIsEmail("ana@example.org1", "ana@example.org"), false);
  });

  test("a new account: the confirmation matches, the password is not the address", () => {
    const account = {
      firstName: "Ana",
      lastName: "Ruiz",
      email: "ana@example.org",
      password: "long enough",
      confirmPassword: "long enough",
    };
    assert.deepEqual(parsed(newAccountSchema, account), account);
    const differs = newAccountSchema.safeParse({ ...account, confirmPassword: "long enougH" });
    assert.deepEqual(fieldErrors(differs.error!), { ConfirmPassword: [PASSWORDS_DIFFER] });
    const isEmail = newAccountSchema.safeParse({
      ...account,
      password: "Ana@Example.org",
      confirmPassword: "Ana@Example.org",
    });
    assert.deepEqual(fieldErrors(isEmail.error!), { Password: [PASSWORD_IS_EMAIL] });
    assert.equal(PASSWORDS_DIFFER, "The passwords do not match.");
    assert.equal(PASSWORD_IS_EMAIL, "The password cannot be the same as the e-mail address.");
    assert.deepEqual(messagesOf(newAccountSchema, { ...account, confirmPassword: 1 }), [
      "Confirm the password.",
    ]);
    assert.deepEqual(
      fieldErrors(newAccountSchema.safeParse({ ...account, firstName: " ", lastName: "" }).error!),
      { FirstName: ["Enter your first name."], LastName: ["Enter your last name."] },
    );
  });

  test("without an address in the body, only the confirmation is checked", () => {
    const schema = z
      .object({ newPassword: z.string(), confirmNewPassword: z.string() })
      .superRefine(passwordRules({ password: "newPassword", confirm: "confirmNewPassword" }));
    assert.equal(schema.safeParse({ newPassword: "a", confirmNewPassword: "a" }).success, true);
    assert.deepEqual(
      fieldErrors(schema.safeParse({ newPassword: "a", confirmNewPassword: "b" }).error!),
      { ConfirmNewPassword: [PASSWORDS_DIFFER] },
    );
  });

  test("an app's code: trimmed, up to 50 characters", () => {
    assert.equal(parsed(appCodeSchema, " 123 456 "), "123 456");
    assert.deepEqual(messagesOf(appCodeSchema, "  "), ["Enter the code from your app."]);
    assert.deepEqual(messagesOf(appCodeSchema, undefined), ["Enter the code from your app."]);
    assert.deepEqual(messagesOf(appCodeSchema, "1".repeat(51)), [WRONG_APP_CODE]);
    assert.equal(parsed(appCodeSchema, "1".repeat(50)), "1".repeat(50));
    assert.equal(WRONG_APP_CODE, "The code is not right. Try the newest code in your app.");
  });

  test("roles are the four of docs/product.md", () => {
    for (const role of ["Guest", "Student", "Coach", "Admin"]) {
      assert.equal(parsed(roleSchema, role), role);
    }
    assert.deepEqual(messagesOf(roleSchema, "admin"), [
      "Choose one of Guest, Student, Coach or Admin.",
    ]);
  });

  test("a mailed code is six digits; spaces pasted along are ignored", () => {
    const message = "Enter the 6-digit code from the e-mail.";
    assert.equal(parsed(codeSchema, " 123 456\n"), "123456");
    assert.deepEqual(messagesOf(codeSchema, "12345"), [message]);
    assert.deepEqual(messagesOf(codeSchema, "1234567"), [message]);
    assert.deepEqual(messagesOf(codeSchema, "12345a"), [message]);
    assert.deepEqual(messagesOf(codeSchema, 123456), [message]);
    assert.deepEqual(messagesOf(codeSchema, `123456${" ".repeat(95)}`), [message]);
    assert.equal(parsed(codeSchema, `123456${" ".repeat(94)}`), "123456");
  });

  test("a user token is {userId}.{32-character secret}", () => {
    assert.deepEqual(readUserToken(`7.${SECRET}`), { userId: 7, code: SECRET });
    assert.deepEqual(readUserToken(`2147483647.${"a-_9".repeat(8)}`), {
      userId: MAX_ID,
      code: "a-_9".repeat(8),
    });
    for (const token of [
      `0.${SECRET}`,
      `07.${SECRET}`,
      `2147483648.${SECRET}`,
      `12345678901.${SECRET}`,
      `7.${SECRET.slice(1)}`,
      `7.${SECRET}A`,
      `7.${SECRET.slice(1)}!`,
      `x7.${SECRET}`,
      `7${SECRET}`,
      `.${SECRET}`,
    ]) {
      assert.equal(readUserToken(token), null, token);
    }
  });

  test("a token field reads the token once and says the caller's message otherwise", () => {
    const field = userTokenSchema("The link is not right.");
    assert.deepEqual(parsed(field, `12.${SECRET}`), { userId: 12, code: SECRET });
    assert.deepEqual(messagesOf(field, "12.short"), ["The link is not right."]);
    assert.deepEqual(messagesOf(field, 12), ["The link is not right."]);
    assert.deepEqual(messagesOf(field, `12.${SECRET}${"A".repeat(70)}`), [
      "The link is not right.",
    ]);
  });
});
