import assert from "node:assert/strict";
import { test } from "node:test";

import { ENDPOINTS } from "@/lib/api/endpoints";

import { endpointsOf, fuzzEndpoints } from "./helpers/fuzz";

// Issue 7 item 3, for the /api/User endpoints (tests/helpers/fuzz.ts).
fuzzEndpoints("account", endpointsOf("account"));

test("every endpoint is fuzzed, by this file or tests/api-fuzz-faq.test.ts", () => {
  const fuzzed = [...endpointsOf("FAQ"), ...endpointsOf("account")].map(
    (endpoint) => endpoint.path,
  );
  assert.deepEqual(
    ENDPOINTS.map((endpoint) => endpoint.path).filter((path) => !fuzzed.includes(path)),
    [],
  );
  assert.equal(fuzzed.length, ENDPOINTS.length);
});
