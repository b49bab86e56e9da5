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
 * method as apiRoute of its own endpoint's declaration, which parses its input and checks the
 * access the contract states (tests/api-guards.test.ts), and declares no schema of its own.
 */

/** The guards from the least to the most demanding; the index of each access's own. */
const ALL_GUARDS = [
  "requireSession",
  "requireVerified",
  "requireStaffAccount",
  "requireStaff",
  "requireAdmin",
];
const ACCESS_GUARD = { public: -1, session: 0, verified: 1, staff: 3, admin: 4 } as const;

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
    const wrapped = `export const ${endpoint.method} = apiRoute\\(\\s*(faq|userApi)\\.${key},`;
    assert.match(source, new RegExp(wrapped), "apiRoute of its own declaration");
    const uses = new RegExp(`\\b(faq|userApi)\\.${key}\\b`);
    assert.match(source, uses, `refers to its own declaration (${key})`);
    const other = [...source.matchAll(/\b(?:faq|userApi)\.(\w+)\b/g)].map((match) => match[1]);
    assert.deepEqual([...new Set(other)], [key], "refers to no other endpoint");
    // apiRoute parses the input and answers with the contract's type (typed by EndpointHandler).
    assert.doesNotMatch(source, /\bparseBody\(|\bparseQuery\(/, "parses nothing again");
    // apiRoute runs the guard of its access; a handler may only ask for more (GetAdminFaqs).
    const guards = ALL_GUARDS.filter((guard) => new RegExp(`\\b${guard}\\(`).test(source));
    const declared = ACCESS_GUARD[endpoint.access];
    assert.ok(
      guards.every((guard) => ALL_GUARDS.indexOf(guard) > declared),
      `asks for no less than ${endpoint.access} access (${guards.join(", ") || "no guard"})`,
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
