import { engine, resetDatabase } from "./helpers/database";

import assert from "node:assert/strict";
import { beforeEach, describe, test } from "node:test";

import { countUsers, createUser, getActiveUserByEmail } from "@/lib/data/users";
import { verifyPassword } from "@/lib/auth/password";

const account = {
  firstName: "Rosa",
  lastName: "Reader",
  email: "rosa@example.org",
  password: "a long enough password",
  role: "Coach" as const,
  isVerified: true,
};

describe(`users on ${engine}`, () => {
  beforeEach(resetDatabase);

  test("a new account's password is kept as an argon2id hash at OWASP's minimum or above", async () => {
    const result = await createUser(account);
    assert.ok(result.ok, "result.ok is there");
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(result.user.passwordHash);
    assert.ok(match, result.user.passwordHash);
    assert.ok(
      Number(match[1]) >= 19456 && Number(match[2]) >= 2 && Number(match[3]) >= 1,
      "Number(match[1]) >= 19456 && Number(match[2]) >= 2 && Number(match[3]) >= 1",
    );
    assert.equal(await verifyPassword(result.user.passwordHash, account.password), true);
    assert.equal(await verifyPassword(result.user.passwordHash, "wrong password"), false);
  });

  test("an address is found whatever its case", async () => {
    await createUser(account);
    const found = await getActiveUserByEmail({ email: "  ROSA@Example.ORG " });
    assert.equal(found?.firstName, "Rosa");
  });

  test("a taken address is refused and nothing is written", async () => {
    assert.ok((await createUser(account)).ok, "(await createUser(account)).ok");
    const again = await createUser({ ...account, firstName: "Other" });
    assert.deepEqual(again, { ok: false, reason: "email-taken" });
    assert.equal(await countUsers(), 1);
  });

  test("parallel sign-ups for one address create one account", async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        createUser({ ...account, firstName: `Rosa${String(i)}` }),
      ),
    );
    assert.equal(results.filter((result) => result.ok).length, 1);
    assert.equal(await countUsers(), 1);
  });
});
