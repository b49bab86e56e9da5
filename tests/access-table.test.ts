import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { type Access, ENDPOINT_LIST } from "@/lib/contract";

import {
  ACCESS_TABLE,
  CALLERS,
  type Caller,
  type Cell,
  NAMED_ENDPOINTS,
  type Row,
} from "./helpers/access-table";

/**
 * Issue 42 item 2: the contract's declared access of every endpoint says what docs/api.md §4 says,
 * as tests/helpers/access-table.ts copies it. The authorization and bypass tests prove the app
 * keeps that table; this proves the contract does, so a wrong `access` in lib/contract fails here
 * even where no test calls the endpoint as the caller it would let in or keep out.
 */

/** What each declared access means for §4's callers (lib/contract/endpoint.ts ACCESS). */
const MEANING: Record<Access, Row> = {
  public: cells({}),
  session: cells({ anyone: 401 }),
  verified: cells({ anyone: 401, unverified: "verify" }),
  staff: cells({ anyone: 401, unverified: "verify", Student: 403, Guest: 403 }),
  admin: cells({ anyone: 401, unverified: "verify", Student: 403, Guest: 403, Coach: 403 }),
};

/** "yes" for every caller but the refusals named. */
function cells(refusals: Partial<Record<Caller, Cell>>): Row {
  return Object.fromEntries(CALLERS.map((caller) => [caller, refusals[caller] ?? "yes"])) as Row;
}

describe("the access table of docs/api.md §4 and the contract", () => {
  test("every endpoint of the contract has a row, and every row is an endpoint", () => {
    const declared = ENDPOINT_LIST.map((endpoint) => endpoint.path as string);
    const tabled = Object.keys(ACCESS_TABLE);
    assert.deepEqual(
      declared.filter((path) => !tabled.includes(path)),
      [],
      "endpoints of lib/contract without a row in tests/helpers/access-table.ts",
    );
    assert.deepEqual(
      tabled.filter((path) => !declared.includes(path)),
      [],
      "rows of tests/helpers/access-table.ts that are no endpoint of lib/contract",
    );
    assert.deepEqual(
      NAMED_ENDPOINTS.filter((path, i) => NAMED_ENDPOINTS.indexOf(path) !== i),
      [],
      "endpoints named on two lines of tests/helpers/access-table.ts: which line is §4's?",
    );
  });

  for (const endpoint of ENDPOINT_LIST) {
    test(`${endpoint.path} declares the access §4 gives it`, () => {
      const tabled = ACCESS_TABLE[endpoint.path];
      assert.ok(tabled, `${endpoint.path} has a row`);
      const declared = (Object.keys(MEANING) as Access[]).find((access) =>
        CALLERS.every((caller) => MEANING[access][caller] === tabled[caller]),
      );
      assert.equal(
        endpoint.access,
        declared,
        `${endpoint.path}: the contract says ${endpoint.access}, docs/api.md §4 ${JSON.stringify(tabled)}`,
      );
    });
  }
});
