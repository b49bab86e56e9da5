import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";

import { anyCaseApiRewrites, API_PATHS } from "@/lib/api/api-paths";
import { OPENAPI_PATH } from "@/lib/api/openapi-path";
import { ENDPOINT_LIST, type Endpoint } from "@/lib/contract";

/**
 * Decision 0022: every route handler under app/api/Faq and app/api/User takes its schema from the
 * contract. The contract's endpoints are the route folders; each handler exports the contract's
 * method, parses with its own endpoint's declaration (parseBody/parseQuery), declares no schema of
 * its own, and checks the access the contract states.
 */

const GUARDS = {
  public: [],
  session: ["requireSession"],
  verified: ["requireVerified"],
  staff: ["requireStaff", "requireStaffAccount"],
  admin: ["requireAdmin"],
} as const;

const ALL_GUARDS = [
  "requireSession",
  "requireVerified",
  "requireStaffAccount",
  "requireStaff",
  "requireAdmin",
];

test("the contract's endpoints are the route folders on disk", () => {
  const folders = ["Faq", "User"].flatMap((group) =>
    readdirSync(join(process.cwd(), "app", "api", group)).map((name) => `/api/${group}/${name}`),
  );
  assert.deepEqual(ENDPOINT_LIST.map((endpoint) => endpoint.path).sort(), folders.sort());
});

for (const endpoint of ENDPOINT_LIST as readonly Endpoint[]) {
  test(`${endpoint.path} takes its schema, method and answer from the contract`, () => {
    const source = readFileSync(join(process.cwd(), "app", endpoint.path, "route.ts"), "utf8");
    const key = endpoint.name.charAt(0).toLowerCase() + endpoint.name.slice(1);
    assert.doesNotMatch(source, /from "zod"/, "no zod of its own");
    assert.doesNotMatch(source, /\bz\.\w+\(/, "no schema of its own");
    assert.doesNotMatch(source, /\breadJson\(|\breadQuery\(/, "parses through the contract");
    assert.match(source, new RegExp(`export const ${endpoint.method} = apiRoute\\(`));
    const uses = new RegExp(`\\b(faq|userApi)\\.${key}\\b`);
    assert.match(source, uses, `refers to its own declaration (${key})`);
    const other = [...source.matchAll(/\b(?:faq|userApi)\.(\w+)\b/g)].map((match) => match[1]);
    assert.deepEqual([...new Set(other)], [key], "refers to no other endpoint");
    if (endpoint.body) assert.match(source, /parseBody\(context, /);
    if (endpoint.query) assert.match(source, /parseQuery\(context, /);
    // A sign-in answers through lib/api/sign-in.ts, typed SignedIn by the contract.
    assert.match(source, /\breply\(|\bsignedIn\(/, "answers with the contract's type");
    // The guards the handler calls, in the order they are written.
    const guards = ALL_GUARDS.map((guard) => ({
      guard,
      at: source.search(new RegExp(`\\b${guard}\\(`)),
    }))
      .filter(({ at }) => at >= 0)
      .sort((a, b) => a.at - b.at)
      .map(({ guard }) => guard);
    const expected: readonly string[] = GUARDS[endpoint.access];
    assert.ok(
      expected.length === 0 ? guards.length === 0 : expected.includes(guards[0] ?? ""),
      `checks ${endpoint.access} access first (${guards.join(", ") || "no guard"})`,
    );
  });
}

test("next.config.ts's any-case rewrites cover every endpoint, the health check and the OpenAPI document", () => {
  const expected = [...ENDPOINT_LIST.map((endpoint) => endpoint.path), "/api/health", OPENAPI_PATH];
  assert.deepEqual([...API_PATHS].sort(), expected.sort());
  const rewrites = anyCaseApiRewrites();
  assert.equal(rewrites.length, API_PATHS.length);
  const login = rewrites.find((rewrite) => rewrite.destination === "/api/User/Login");
  assert.ok(login, "login is there");
  const pattern = new RegExp(
    `^${login.source.replace(/:p\d+\(([^)]*)\)/g, "($1)")}$`.replaceAll("/", "\\/"),
  );
  for (const spelling of ["/api/User/Login", "/api/user/login", "/API/USER/LOGIN"]) {
    assert.match(spelling, pattern);
  }
  assert.doesNotMatch("/api/user/logins", pattern);
  const openapi = rewrites.find((rewrite) => rewrite.destination === OPENAPI_PATH);
  assert.equal(
    openapi?.source,
    "/:p1([aA][pP][iI])/:p2([oO][pP][eE][nN][aA][pP][iI]\\.[jJ][sS][oO][nN])",
  );
});
