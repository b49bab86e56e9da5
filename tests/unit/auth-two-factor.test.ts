import "./auth-env";

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import {
  hashRecoveryCode,
  newRecoveryCodes,
  newTwoFactorSecret,
  readRecoveryCode,
  readSecondFactorCode,
  RECOVERY_CODE_COUNT,
  totpCode,
  totpStep,
  twoFactorSetup,
} from "@/lib/auth/two-factor";

// Two-step login (docs/decisions/0021), in this process: RFC 6238 codes, the window of one step
// either side, the set-up's key and address, and the recovery codes.

/** RFC 6238's test secret, "12345678901234567890", in base32. */
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

describe("time-based codes", () => {
  test("the codes of RFC 6238 (SHA-1), cut to six digits", () => {
    assert.equal(totpCode(RFC_SECRET, 59_000), "287082");
    assert.equal(totpCode(RFC_SECRET, 1_111_111_109_000), "081804");
    assert.equal(totpCode(RFC_SECRET, 2_000_000_000_000), "279037");
  });

  test("a code is right for its own step and one either side, and says which step", () => {
    const now = 1_700_000_015_000;
    const step = Math.floor(now / 30_000);
    assert.equal(totpStep(RFC_SECRET, totpCode(RFC_SECRET, now), now), step);
    assert.equal(totpStep(RFC_SECRET, totpCode(RFC_SECRET, now - 30_000), now), step - 1);
    assert.equal(totpStep(RFC_SECRET, totpCode(RFC_SECRET, now + 30_000), now), step + 1);
    assert.equal(totpStep(RFC_SECRET, totpCode(RFC_SECRET, now - 60_000), now), null);
    assert.equal(totpStep(RFC_SECRET, totpCode(RFC_SECRET, now + 60_000), now), null);
  });

  test("a wrong code is wrong", () => {
    const now = 1_700_000_015_000;
    const right = totpCode(RFC_SECRET, now);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, "0");
    assert.equal(totpStep(RFC_SECRET, wrong, now), null);
    assert.equal(totpStep(newTwoFactorSecret(), right, now), null);
  });

  test("the code of now, by default", () => {
    const secret = newTwoFactorSecret();
    assert.equal(totpStep(secret, totpCode(secret)), Math.floor(Date.now() / 30_000));
  });
});

describe("setting it up", () => {
  test("a new secret is 160 random bits in base32", () => {
    const secret = newTwoFactorSecret();
    assert.match(secret, /^[A-Z2-7]{32}$/);
    assert.notEqual(newTwoFactorSecret(), secret);
  });

  test("the key to type, in groups of four, and the address an app reads, also as a QR code", async () => {
    const setup = await twoFactorSetup(RFC_SECRET, "ana@example.org");
    assert.equal(setup.key, "GEZD GNBV GY3T QOJQ GEZD GNBV GY3T QOJQ");
    const uri = new URL(setup.otpauthUri);
    assert.equal(uri.protocol, "otpauth:");
    assert.equal(uri.host, "totp");
    assert.equal(decodeURIComponent(uri.pathname), "/FAQ Corner:ana@example.org");
    assert.deepEqual(Object.fromEntries(uri.searchParams), {
      issuer: "FAQ Corner",
      secret: RFC_SECRET,
      algorithm: "SHA1",
      digits: "6",
      period: "30",
    });
    assert.match(setup.qrCodeSvg, /^<svg [^>]*viewBox="0 0 (\d+) \1"/);
    assert.equal((await twoFactorSetup("GEZDGNBV", "a@b.c")).key, "GEZD GNBV");
  });
});

describe("recovery codes", () => {
  test("ten different codes of 16 characters of Crockford's alphabet, in fours", () => {
    const codes = newRecoveryCodes();
    assert.equal(RECOVERY_CODE_COUNT, 10);
    assert.equal(codes.length, 10);
    assert.equal(new Set(codes).size, 10);
    for (const code of codes) {
      assert.match(code, /^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/);
      assert.equal(readRecoveryCode(code), code.replaceAll("-", ""));
    }
  });

  test("a code as typed: any case, spaces or dashes, I, L and O read as digits", () => {
    assert.equal(readRecoveryCode(" ABCD-EFGH jkmn\tpqrs "), "abcdefghjkmnpqrs");
    assert.equal(readRecoveryCode("IlOo-0000-0000-0000"), "11000000000000000".slice(0, 16));
    assert.equal(readRecoveryCode("abcd-efgh-jkmn-pqr"), null);
    assert.equal(readRecoveryCode("abcd-efgh-jkmn-pqrst"), null);
    assert.equal(readRecoveryCode("abcd-efgh-jkmn-pqru"), null);
    assert.equal(readRecoveryCode("abcd_efgh_jkmn_pqrs"), null);
    assert.equal(readRecoveryCode("x abcdefghjkmnpqrs"), null);
  });

  test("stored as SHA-256 in base64url", () => {
    assert.equal(hashRecoveryCode("abc"), "ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0");
  });

  test("what was typed at the code step: an app's six digits, a recovery code, or neither", () => {
    assert.deepEqual(readSecondFactorCode(" 123 456 "), { kind: "app", code: "123456" });
    assert.deepEqual(readSecondFactorCode("abcd-efgh-jkmn-pqrs"), {
      kind: "recovery",
      code: "abcdefghjkmnpqrs",
    });
    for (const typed of ["12345", "1234567", "12345a", "a123456", "1234567b", ""]) {
      assert.deepEqual(readSecondFactorCode(typed), { kind: "unreadable" }, typed);
    }
  });
});
