import { engine } from "./helpers/database";

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { ROUTES } from "@/lib/routes";

import { makeUser } from "./helpers/accounts";
import { signIn } from "../harness/sign-in";
import { type TestClient } from "../harness/api-client";
import { startApp } from "../harness/app";

/**
 * Issue "client architecture" item 9: a portal page reads the session (the token, then the
 * account in the users table) once per request, however many layouts and pages guard it
 * (lib/auth/session.ts getCurrentSession, in React's cache()). The count is the one
 * lib/auth/session.ts keeps on globalThis, shared with the app this process serves.
 */

const app = await startApp();

/** How many times the session was read while the app served `path` to `client`. */
async function sessionReadsFor(client: TestClient, path: string): Promise<number> {
  const counter = (globalThis as typeof globalThis & Record<symbol, { count: number } | undefined>)[
    Symbol.for("faq-corner.session-reads")
  ];
  assert.ok(counter, "the app counts its session reads");
  const before = counter.count;
  const response = await client.get(path);
  assert.equal(response.status, 200, path);
  return counter.count - before;
}

describe(`one session read per page on ${engine}`, () => {
  test("a portal page and an admin page, each guarded by two or three layouts and the page", async () => {
    const admin = await makeUser({ email: "once@example.org", role: "Admin" });
    const client = await signIn(app.url, admin.email);
    // The portal layout, the page's own layout and the page each ask for the session.
    assert.equal(await sessionReadsFor(client, ROUTES.displayFaqs.path), 1);
    // The portal layout, the admin layout and the page.
    assert.equal(await sessionReadsFor(client, ROUTES.faqArchive.path), 1);
    assert.equal(await sessionReadsFor(client, ROUTES.account.path), 1);
  });
});
