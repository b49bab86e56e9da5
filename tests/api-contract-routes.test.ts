import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";

import { API_ROUTES, HEALTH_PATH, OPENAPI_PATH, routeApiRequest } from "@/lib/api/api-routes.mjs";
import { ENDPOINT_LIST, type Endpoint } from "@/lib/contract";
import { searchPath } from "@/lib/routes";

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

test("the front door's table covers every endpoint with its method, the health check and the OpenAPI document", () => {
  const expected = [
    ...ENDPOINT_LIST.map(({ path, method }) => ({ path, methods: [method] })),
    { path: HEALTH_PATH, methods: ["GET", "HEAD"] },
    { path: OPENAPI_PATH, methods: ["GET", "HEAD"] },
  ];
  const byPath = (a: { path: string }, b: { path: string }) => a.path.localeCompare(b.path);
  assert.deepEqual([...API_ROUTES].sort(byPath), expected.sort(byPath));
});

test("the front door takes any letter case of a path to its route, and refuses the rest", () => {
  for (const spelling of ["/api/User/Login", "/api/user/login", "/API/USER/LOGIN"]) {
    assert.deepEqual(routeApiRequest("POST", spelling), { url: "/api/User/Login" }, spelling);
  }
  assert.deepEqual(routeApiRequest("GET", "/API/OpenAPI.json?x=1"), {
    url: "/api/openapi.json?x=1",
  });
  assert.deepEqual(routeApiRequest("GET", "/api/user/logins"), { status: 404 });
  assert.deepEqual(routeApiRequest("GET", "/api"), { status: 404 });
  assert.deepEqual(routeApiRequest("GET", "/api/User/Login"), { status: 405, allow: ["POST"] });
  // Not the API's: Next.js redirects a trailing slash away, and serves the pages.
  assert.equal(routeApiRequest("GET", "/api/User/Login/"), undefined);
  assert.equal(routeApiRequest("GET", searchPath("api")), undefined);
  assert.equal(routeApiRequest("GET", "/apis"), undefined);
});
