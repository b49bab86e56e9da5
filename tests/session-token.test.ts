import assert from "node:assert/strict";
import { describe, test } from "node:test";

import type { JWT } from "@auth/core/jwt";

import { sessionToken } from "@/lib/auth/next-auth";

/**
 * The session token's update path (issue 14 item 11): only server code renews a token's session
 * version (renewSession, after a password change; covered through VerifyPassword in
 * tests/api-users-account.test.ts). Data sent with an update is never read: Auth.js hands the
 * callback whatever a client posts to its session endpoint, and a version taken from there would
 * bring back a session that a logout or a password change ended.
 */
describe("the session token", () => {
  const token: JWT = { sub: "7", uid: 7, sv: 3, sid: "session-id", sat: Date.now() };
  const update = (session: unknown) =>
    sessionToken({ token, user: undefined as never, trigger: "update", session } as never);

  test("an update never takes a session version from the data it carries", async () => {
    for (const session of [{ sessionVersion: 4 }, { sessionVersion: 99 }, { sv: 4 }, undefined]) {
      const updated = await update(session);
      assert.ok(updated, JSON.stringify(session));
      assert.equal(updated.sv, 3, JSON.stringify(session));
      assert.equal(updated.uid, 7);
    }
  });

  test("a token past its 12 hours is ended by any update", async () => {
    const old = { ...token, sat: Date.now() - 13 * 60 * 60 * 1000 };
    assert.equal(
      await sessionToken({ token: old, user: undefined as never, trigger: "update" } as never),
      null,
    );
  });
});
