import { db, engine, resetDatabase } from "./database";
import "./smtp";

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";

import fc from "fast-check";

import { faqs, searchQueries, synonymGroups } from "@/db/schema";
import { seedDemoContent } from "@/db/seed";
import { ENDPOINTS, type Endpoint } from "@/lib/api/endpoints";

import { answeredSearchesClosed } from "@/lib/server/content-gap-closer";

import { insertUsers } from "./accounts";
import { ApiClient } from "../../harness/api-client";
import { startApp } from "../../harness/app";
import {
  assertDatabaseInvariants,
  assertProblem,
  cookieHeader,
  rawRequest,
  rowCounts,
  storedDataFingerprint,
} from "./attack";
import { signIn } from "../../harness/sign-in";
import type { Who } from "./fuzz/contract-fields";
import type { Targets } from "./fuzz/field-values";
import { type FuzzRequest, requestArbitrary } from "./fuzz/requests";

/**
 * Issue 7 item 3: every endpoint of the contract (lib/contract) gets at least 500 generated requests
 * (wrong types, huge strings, unicode with lone surrogates, right-to-left marks and NUL, deeply
 * nested JSON, arrays for objects, missing and extra fields, odd and repeated query parameters,
 * bodies that are not JSON, other content types), mostly from an identity that the endpoint lets
 * in, so that its validation is what answers. docs/api.md §1: no input gives a 5xx, every refusal
 * is ProblemDetails, and a refused request changes nothing stored. Requests that happen to be valid
 * may succeed; they are counted apart.
 *
 * The run is random; a failure prints fast-check's seed and path. FUZZ_SEED=<seed> replays it.
 */

/**
 * 500 by default. scripts/test/test.sh runs the full 500 in its PostgreSQL pass and sets FUZZ_RUNS lower
 * for its PGlite pass, where the same validation answers (docs/decisions/0034).
 */
const RUNS_PER_ENDPOINT = runsPerEndpoint(process.env.FUZZ_RUNS);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

function runsPerEndpoint(value: string | undefined): number {
  if (value === undefined || value === "") return 500;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`FUZZ_RUNS: a whole number above 0, not ${value}`);
  return runs;
}

const app = await startApp();

interface Tally {
  sent: number;
  succeeded: number;
  refused: number;
  statuses: Map<number, number>;
}

/** The two parts the endpoints are fuzzed in, by path; every endpoint is in one of them. */
export const FUZZ_PARTS = { FAQ: "/api/Faq/", account: "/api/User/" } as const;

export function endpointsOf(part: keyof typeof FUZZ_PARTS): Endpoint[] {
  return ENDPOINTS.filter((endpoint) => endpoint.path.startsWith(FUZZ_PARTS[part]));
}

/**
 * Fuzzes `endpoints`. The endpoints are split between two test files (tests/api-fuzz-faq.test.ts
 * and tests/api-fuzz-user.test.ts), which the test run can run side by side: at 500 requests per
 * endpoint one file was most of the PostgreSQL pass (docs/decisions/0035).
 */
export function fuzzEndpoints(part: string, endpoints: readonly Endpoint[]): void {
  describe(`fuzzing the ${part} endpoints on ${engine}`, () => {
    const clients = new Map<Who, ApiClient>();
    let signedOut: ApiClient;
    let targets: Targets;
    let adminId = 0;
    const tallies = new Map<string, Tally>();
    let fingerprint = "";
    const startedAt = Date.now();

    before(async () => {
      await resetDatabase();
      await seedDemoContent({ supportEmail: "help@example.org" });
      const admin = await signIn(app.url, { role: "Admin" });
      adminId = admin.userId;
      clients.set("admin", admin.client);
      clients.set("unverified", (await signIn(app.url, { role: "Guest", verified: false })).client);
      clients.set("leaving", (await signIn(app.url, { role: "Student" })).client);
      const anonymous = new ApiClient(app.url);
      await anonymous.get("/api/User/GetXsrfToken");
      clients.set("anonymous", anonymous);
      signedOut = anonymous;
      // Users that PatchUser and DeleteUser may hit; the Admin's own id is among the targets, which
      // the API must refuse (docs/api.md §4: no Admin demotes or deletes themself).
      const victims = await insertUsers(
        Array.from({ length: 12 }, (_, index) => ({
          firstName: "Victim",
          lastName: String(index),
          email: `victim-${String(index)}@example.org`,
          role: index % 4 === 0 ? ("Admin" as const) : ("Guest" as const),
        })),
      );
      const faqRows = await db.select({ id: faqs.id }).from(faqs);
      const groupRows = await db.select({ id: synonymGroups.id }).from(synonymGroups);
      const searchRows = await db.select({ id: searchQueries.id }).from(searchQueries);
      targets = {
        faqIds: faqRows.map((row) => row.id),
        searchIds: searchRows.map((row) => row.id),
        userIds: [...victims.map((victim) => victim.id), adminId],
        synonymGroupIds: groupRows.map((row) => row.id),
        adminEmail: admin.email,
      };
      fingerprint = await storedDataFingerprint();
    });

    after(() => {
      const rows = [...tallies].map(([path, tally]) => ({
        endpoint: path,
        requests: tally.sent,
        "2xx": tally.succeeded,
        "4xx": tally.refused,
        statuses: [...tally.statuses]
          .sort(([a], [b]) => a - b)
          .map(([status, count]) => `${String(status)}×${String(count)}`)
          .join(" "),
      }));
      console.log(
        `fuzz on ${engine}: ${String(rows.reduce((sum, row) => sum + row.requests, 0))} requests in ${String(Math.round((Date.now() - startedAt) / 1000))} s`,
      );
      console.table(rows);
    });

    async function send(request: FuzzRequest) {
      const { who, token } = request.sender;
      const client = who === "signed-out" ? signedOut : clients.get(who);
      assert.ok(client, "client is there");
      const headers: Record<string, string> = {
        Cookie: cookieHeader(client),
        "X-Forwarded-For": "192.0.2.10",
      };
      if (request.contentType) headers["Content-Type"] = request.contentType;
      if (client.xsrfToken && token) {
        headers["X-XSRF-TOKEN"] = client.xsrfToken;
      }
      return rawRequest(app.url, {
        method: request.method,
        path: request.path,
        headers,
        body: request.body,
      });
    }

    for (const endpoint of endpoints) {
      test(`${endpoint.method} ${endpoint.path}: ${String(RUNS_PER_ENDPOINT)} generated requests`, async () => {
        const tally: Tally = { sent: 0, succeeded: 0, refused: 0, statuses: new Map() };
        const writes = endpoint.method !== "GET";
        tallies.set(endpoint.path, tally);
        await fc.assert(
          fc.asyncProperty(requestArbitrary(endpoint, targets), async (request) => {
            const response = await send(request);
            // What a write does just after its answer (Content Gaps) belongs to that write.
            await answeredSearchesClosed();
            tally.sent += 1;
            tally.statuses.set(response.status, (tally.statuses.get(response.status) ?? 0) + 1);
            const label = `${request.sender.who}${request.sender.token ? "" : " without token"} ${request.method} ${request.path.slice(0, 200)} (${request.shape}) → ${String(response.status)} ${response.body.slice(0, 300)}`;
            assert.ok(response.status < 500, `a server error: ${label}`);
            assert.ok(
              (response.status >= 200 && response.status < 300) ||
                (response.status >= 400 && response.status < 500),
              `neither a success nor a refusal: ${label}`,
            );
            if (response.status >= 400) {
              tally.refused += 1;
              assertProblem(response, label);
            } else {
              tally.succeeded += 1;
            }
            // A refused write must leave the stored data as it was, checked after each one. A read
            // may change nothing at all, succeeded or not: checked every 50 and at the end.
            if (writes || tally.sent % 50 === 0) {
              const now = await storedDataFingerprint();
              if (!writes || response.status >= 400) {
                assert.equal(
                  now,
                  fingerprint,
                  `stored data changed by ${writes ? "a refused" : "a"} request (${label})`,
                );
              }
              fingerprint = now;
            }
          }),
          {
            numRuns: RUNS_PER_ENDPOINT,
            includeErrorInReport: true,
            ...(seed === undefined ? {} : { seed }),
          },
        );
        assert.ok(tally.sent >= RUNS_PER_ENDPOINT, "tally.sent >= RUNS_PER_ENDPOINT");
        assert.equal(await storedDataFingerprint(), fingerprint, "stored data changed");
      });
    }

    test("afterwards the data is whole and the Admin is still an Admin", async () => {
      await assertDatabaseInvariants();
      const admin = clients.get("admin");
      assert.ok(admin, "admin is there");
      const role = await admin.get("/api/User/GetUserRole");
      assert.equal(role.status, 200);
      assert.equal(role.body.userRole, "Admin");
      const counts = await rowCounts();
      console.log(`rows after fuzzing: ${JSON.stringify(counts)}`);
    });
  });
}
