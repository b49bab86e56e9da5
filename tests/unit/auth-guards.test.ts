import "./auth-env";

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { ApiProblem } from "@/lib/api/problem";
import type { ApiContext } from "@/lib/api/route";
import {
  GUARDS,
  guardFor,
  requireAdmin,
  requireSession,
  requireStaff,
  requireStaffAccount,
  requireVerified,
} from "@/lib/auth/guards";
import type { CurrentSession } from "@/lib/auth/session";

// Who may call what (docs/api.md §4), guard by guard, in this process: each refusal's status and
// title, and the order of the checks (signed in, then verified, then role, then two-step login).

type Role = "Guest" | "Student" | "Coach" | "Admin";

function sessionOf(role: Role, { verified = true, twoFactor = false } = {}): CurrentSession {
  return {
    user: {
      id: 1,
      role,
      isVerified: verified,
      twoFactorEnabledAt: twoFactor ? new Date() : null,
    } as CurrentSession["user"],
    sessionId: "session",
    // Fresh: an older one would be re-issued, which needs a request of Next.js.
    issuedAt: Date.now(),
    signedInAt: Date.now(),
  };
}

function contextOf(session: CurrentSession | null): ApiContext {
  return {
    session: () => Promise.resolve(session),
    tokenSessionId: () => Promise.resolve(session?.sessionId),
  } as ApiContext;
}

/** The status and title a guard refuses with, or "allowed". */
async function outcome(
  guard: (context: ApiContext) => Promise<CurrentSession>,
  session: CurrentSession | null,
): Promise<string> {
  try {
    const passed = await guard(contextOf(session));
    assert.equal(passed, session, "a guard hands on the session it checked");
    return "allowed";
  } catch (error) {
    assert.ok(error instanceof ApiProblem, `not a problem: ${String(error)}`);
    return `${String(error.status)} ${error.title}`;
  }
}

const UNAUTHORIZED = "401 Unauthorized";
const UNVERIFIED = "403 Email Verification Required";
const FORBIDDEN = "403 Forbidden";
const TWO_FACTOR = "403 Two-Step Login Required";

describe("the API's guards", () => {
  test("no session: every guard answers 401", async () => {
    for (const guard of [
      requireSession,
      requireVerified,
      requireStaffAccount,
      requireStaff,
      requireAdmin,
    ]) {
      assert.equal(await outcome(guard, null), UNAUTHORIZED, guard.name);
    }
  });

  test("session: any signed-in account, verified or not", async () => {
    assert.equal(await outcome(requireSession, sessionOf("Guest", { verified: false })), "allowed");
    assert.equal(await outcome(requireSession, sessionOf("Admin")), "allowed");
  });

  test("verified: an unverified account is told to verify, whatever its role", async () => {
    assert.equal(await outcome(requireVerified, sessionOf("Guest")), "allowed");
    for (const guard of [requireVerified, requireStaffAccount, requireStaff, requireAdmin]) {
      assert.equal(await outcome(guard, sessionOf("Admin", { verified: false })), UNVERIFIED);
    }
  });

  test("staff: Coaches and Admins; an Admin without two-step login sets it up first", async () => {
    for (const role of ["Guest", "Student"] as const) {
      assert.equal(await outcome(requireStaffAccount, sessionOf(role)), FORBIDDEN, role);
      assert.equal(await outcome(requireStaff, sessionOf(role)), FORBIDDEN, role);
    }
    assert.equal(await outcome(requireStaffAccount, sessionOf("Coach")), "allowed");
    assert.equal(await outcome(requireStaffAccount, sessionOf("Admin")), "allowed");
    assert.equal(await outcome(requireStaff, sessionOf("Coach")), "allowed");
    assert.equal(await outcome(requireStaff, sessionOf("Admin")), TWO_FACTOR);
    assert.equal(await outcome(requireStaff, sessionOf("Admin", { twoFactor: true })), "allowed");
  });

  test("admin: Admins with two-step login only", async () => {
    assert.equal(await outcome(requireAdmin, sessionOf("Coach", { twoFactor: true })), FORBIDDEN);
    assert.equal(await outcome(requireAdmin, sessionOf("Student")), FORBIDDEN);
    assert.equal(await outcome(requireAdmin, sessionOf("Admin")), TWO_FACTOR);
    assert.equal(await outcome(requireAdmin, sessionOf("Admin", { twoFactor: true })), "allowed");
  });

  test("each declared access has its guard; public has none", () => {
    assert.deepEqual(GUARDS, {
      public: null,
      session: requireSession,
      verified: requireVerified,
      staff: requireStaff,
      admin: requireAdmin,
    });
  });

  test("an endpoint's guard is its access's; two-step set-up is open to staff without it", () => {
    const path = "/api/Faq/Example";
    assert.equal(guardFor({ path, access: "public" }), null);
    assert.equal(guardFor({ path, access: "staff" }), requireStaff);
    assert.equal(guardFor({ path, access: "admin" }), requireAdmin);
    assert.equal(guardFor({ path, access: "staff", beforeTwoFactor: true }), requireStaffAccount);
    assert.equal(guardFor({ path, access: "admin", beforeTwoFactor: true }), requireAdmin);
    assert.equal(guardFor({ path, access: "session", beforeTwoFactor: true }), requireSession);
  });

  test("an endpoint that declares no access, or one not known, has no guard: an error", () => {
    const message = {
      message: "/api/Faq/Example declares no access (docs/api.md §4), so it has no guard",
    };
    // ["staff"] reads as "staff" as a key: only a string names an access.
    for (const access of [undefined, "", "staffs", "toString", "constructor", 1, ["staff"]]) {
      assert.throws(
        () => guardFor({ path: "/api/Faq/Example", access: access as never }),
        message,
        String(access),
      );
    }
  });
});
