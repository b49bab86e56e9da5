import { resetDatabase } from "./helpers/database";

import assert from "node:assert/strict";
import { before, describe, test } from "node:test";

import { ENDPOINT_LIST, type Endpoint, faq } from "@/lib/contract";

import type { ApiClient } from "../harness/api-client";
import { startApp } from "../harness/app";
import { signedOut, signIn } from "../harness/sign-in";
import { accessOf, type Caller as Column, refusalOf } from "./helpers/access-table";

/**
 * Issue 29: the contract drives every handler. Each endpoint's guard is the one of the access its
 * contract entry declares (lib/auth/guards.ts guardFor, run by lib/api/route.ts apiRoute), so a
 * handler cannot skip it: its route module must export apiRoute of its own declaration, an
 * endpoint without a declared access cannot be wrapped, and every endpoint refuses, over HTTP,
 * every caller docs/api.md §4 keeps out (tests/helpers/access-table.ts, not the contract).
 */

// Started first: Next.js sets up its request storage before the server's modules load here.
const app = await startApp();
const { apiRoute } = await import("@/lib/api/route");
const { guardFor } = await import("@/lib/auth/guards");

const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** The route module of an endpoint, as Next.js loads it from app/api. */
async function routeModule(endpoint: Endpoint): Promise<Record<string, unknown>> {
  return (await import(`../app${endpoint.path}/route.ts`)) as Record<string, unknown>;
}

describe("apiRoute takes the guard from the contract", () => {
  test("an endpoint without a declared access, or with one not known, is refused when wrapped", () => {
    const handler = () => [];
    for (const access of [undefined, "", "staf", "toString"]) {
      const endpoint = { ...faq.getFaqs, access } as unknown as Endpoint;
      assert.throws(
        () => apiRoute(endpoint, handler),
        /declares no access/,
        `access ${String(access)} is refused`,
      );
    }
  });

  test("each declared access has its guard, and only public has none", () => {
    for (const access of ["public", "session", "verified", "staff", "admin"] as const) {
      const guard = guardFor({ path: "/api/Faq/Example", access });
      assert.equal(guard === null, access === "public", `${access} has a guard`);
    }
    const setUp = guardFor({ path: "/api/User/Example", access: "staff", beforeTwoFactor: true });
    assert.ok(setUp, "two-step login's set-up has a guard of its own");
    assert.notEqual(setUp, guardFor({ path: "/api/User/Example", access: "staff" }));
  });

  for (const endpoint of ENDPOINT_LIST as readonly Endpoint[]) {
    test(`${endpoint.path} exports apiRoute of its own contract entry, and nothing else`, async () => {
      const exports = await routeModule(endpoint);
      const exported = HTTP_METHODS.filter((method) => method in exports);
      assert.deepEqual(exported, [endpoint.method], "exports the contract's method only");
      const route = exports[endpoint.method] as { endpoint?: Endpoint };
      assert.equal(route.endpoint, endpoint, "wrapped by apiRoute with its own declaration");
    });
  }
});

type Caller = "anonymous" | "unverified" | "Student" | "Coach";

/** The column of docs/api.md §4 (tests/helpers/access-table.ts) each caller is. */
const COLUMN: Record<Caller, Column> = {
  anonymous: "anyone",
  unverified: "unverified",
  Student: "Student",
  Coach: "Coach",
};

describe("every endpoint refuses the callers docs/api.md §4 keeps out", () => {
  const callers = new Map<Caller, ApiClient>();

  before(async () => {
    await resetDatabase();
    callers.set("anonymous", await signedOut(app.url));
    callers.set("unverified", (await signIn(app.url, { role: "Student", verified: false })).client);
    callers.set("Student", (await signIn(app.url, { role: "Student" })).client);
    callers.set("Coach", (await signIn(app.url, { role: "Coach" })).client);
  });

  for (const caller of ["anonymous", "unverified", "Student", "Coach"] as const) {
    test(`as ${caller}`, async () => {
      const client = callers.get(caller);
      assert.ok(client, `${caller} is signed in`);
      let refused = 0;
      for (const endpoint of ENDPOINT_LIST as readonly Endpoint[]) {
        const cell = accessOf(endpoint.path)[COLUMN[caller]];
        if (cell === "yes") continue;
        const expected = refusalOf(cell);
        const body = endpoint.method === "GET" ? undefined : {};
        const answer = await client.request(endpoint.method, endpoint.path, body);
        const label = `${caller} ${endpoint.method} ${endpoint.path}`;
        assert.equal(answer.status, expected.status, label);
        assert.equal((answer.body as { title?: string }).title, expected.title, label);
        refused += 1;
      }
      assert.ok(refused > 0, `${caller} is refused somewhere`);
    });
  }
});
