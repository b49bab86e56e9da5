import "./auth-env";

import assert from "node:assert/strict";
import { availableParallelism } from "node:os";
import { describe, test } from "node:test";

import { dictionary } from "@zxcvbn-ts/language-common";

import { HashingBusyError, hashPassword, verifyPassword } from "@/lib/auth/password";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "@/lib/password-policy";

// Passwords (docs/api.md §5), in this process: argon2id at OWASP's minimum, verification that
// never throws on a bad hash, the hashing queue that refuses a flood, and the common passwords.

interface Slots {
  busy: number;
  waiting: unknown[];
  computed: number;
}
const slots = () =>
  (globalThis as unknown as Record<symbol, Slots | undefined>)[
    Symbol.for("faq-corner.password-hashing-slots")
  ];

describe("password hashes", () => {
  test("argon2id, 19 MiB, 2 iterations, 1 lane, 32 bytes; the right password verifies", async () => {
    const hash = await hashPassword("correct horse");
    assert.match(hash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    assert.equal(await verifyPassword(hash, "correct horse"), true);
    assert.equal(await verifyPassword(hash, "correct horsE"), false);
    assert.notEqual(await hashPassword("correct horse"), hash, "each hash has its own salt");
  });

  test("a hash that cannot be read verifies nothing, and says so without throwing", async () => {
    assert.equal(await verifyPassword("not a hash", "anything"), false);
    assert.equal(await verifyPassword("", ""), false);
  });

  test("a flood waits its turn up to 32 deep, then is refused at once; the queue drains", async () => {
    const hashingSlots = Math.max(1, Math.min(3, availableParallelism() - 1));
    const before = slots()?.computed ?? 0;
    // Unreadable hashes: each takes a slot, fails fast, and verifies nothing.
    const burst = Array.from({ length: hashingSlots + 33 }, () =>
      verifyPassword("not a hash", "x").then(
        (valid) => (valid ? "valid" : "false"),
        (error: unknown) => (error instanceof HashingBusyError ? "busy" : "other"),
      ),
    );
    const outcomes = await Promise.all(burst);
    assert.deepEqual(outcomes, [
      ...Array.from({ length: hashingSlots + 32 }, () => "false"),
      "busy",
    ]);
    const after = slots();
    assert.equal(after?.computed, before + hashingSlots + 32);
    assert.equal(after.busy, 0, "every slot is given back");
    assert.equal(after.waiting.length, 0);
    assert.equal(
      await verifyPassword("not a hash", "x"),
      false,
      "a request after the flood is served",
    );
    const busy = new HashingBusyError("hashing queue full");
    assert.equal(busy.name, "HashingBusyError");
  });
});

describe("common passwords", () => {
  const common = dictionary["passwords-common"];

  test("the 10,000 most common are refused, in any case and with spaces around", () => {
    assert.equal(isCommonPassword("password1"), true);
    assert.equal(isCommonPassword("  PassWord1 "), true);
    assert.equal(isCommonPassword(String(common[9_999])), true);
    assert.equal(isCommonPassword(String(common[10_000])), false);
    assert.equal(isCommonPassword("a rather uncommon phrase"), false);
    assert.equal(
      COMMON_PASSWORD_MESSAGE,
      "Many people use this password. Choose one that is harder to guess.",
    );
  });
});
