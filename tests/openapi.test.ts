// A database of its own for the app it starts, never the repository's .data folder.
import "./helpers/database";

import assert from "node:assert/strict";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, test } from "node:test";

import { Validator } from "@seriousme/openapi-schema-validator";

import { ENDPOINT_LIST } from "@/lib/contract";
import { openApiDocument } from "@/lib/contract/openapi";

import { startApp } from "../harness/app";

/**
 * Decision 0022: the OpenAPI document is made from the contract, so it lists every endpoint the
 * contract declares and every route folder under app/api/Faq and app/api/User, each with who may
 * call it and the problem details it can answer; it is valid OpenAPI 3.1, and /api/openapi.json
 * serves exactly it.
 */

const document = openApiDocument();

interface Operation {
  "x-access"?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, unknown> }>;
}

function operation(method: string, path: string): Operation {
  const item = document.paths?.[path] as Record<string, Operation> | undefined;
  const found = item?.[method.toLowerCase()];
  assert.ok(found, `${method} ${path} is in the document`);
  return found;
}

function routeFolders(): string[] {
  return ["Faq", "User"].flatMap((group) =>
    readdirSync(join(process.cwd(), "app", "api", group)).map((name) => `/api/${group}/${name}`),
  );
}

describe("the OpenAPI document", () => {
  test("is valid OpenAPI 3.1", async () => {
    const result = await new Validator().validate(JSON.parse(JSON.stringify(document)));
    assert.deepEqual(result.errors, undefined);
    assert.equal(result.valid, true);
    assert.equal(document.openapi, "3.1.0");
  });

  test("lists the 62 endpoints of the contract and every route folder, and nothing else", () => {
    assert.equal(ENDPOINT_LIST.length, 62);
    const documented = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item as object).map((method) => `${method.toUpperCase()} ${path}`),
    );
    assert.deepEqual(
      documented.sort(),
      ENDPOINT_LIST.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort(),
    );
    assert.deepEqual(Object.keys(document.paths ?? {}).sort(), routeFolders().sort());
  });

  test("gives each endpoint its access, security, success answer and problem answers", () => {
    for (const endpoint of ENDPOINT_LIST) {
      const found = operation(endpoint.method, endpoint.path);
      assert.equal(found["x-access"], endpoint.access, endpoint.path);
      const schemes = Object.keys(found.security?.[0] ?? {}).sort();
      const expected = [
        ...(endpoint.access === "public" ? [] : ["sessionCookie"]),
        ...(endpoint.method === "GET" ? [] : ["xsrfCookie", "xsrfToken"]),
      ].sort();
      assert.deepEqual(schemes, expected, `${endpoint.path} security`);
      assert.ok(
        found.responses[String(endpoint.status)]?.content?.["application/json"],
        `${endpoint.path} answers JSON`,
      );
      const problems = Object.keys(found.responses).filter((status) => Number(status) >= 400);
      assert.deepEqual(problems, endpoint.problemStatuses.map(String), endpoint.path);
      for (const status of problems) {
        assert.ok(
          found.responses[status]?.content?.["application/problem+json"],
          `${endpoint.path} ${status} is problem details`,
        );
      }
      // Every endpoint can meet an unreachable database; every one with a session can meet none.
      assert.ok(problems.includes("503"), endpoint.path);
      if (endpoint.access !== "public") assert.ok(problems.includes("401"), endpoint.path);
    }
  });

  test("GET /api/openapi.json, in any letter case, answers the document, cacheable", async () => {
    const app = await startApp();
    for (const path of ["/api/openapi.json", "/API/OpenAPI.json"]) {
      const response = await fetch(`${app.url}${path}`);
      assert.equal(response.status, 200, path);
      assert.match(response.headers.get("content-type") ?? "", /^application\/json/);
      assert.match(response.headers.get("cache-control") ?? "", /public/);
      assert.deepEqual(await response.json(), JSON.parse(JSON.stringify(document)));
    }
    const post = await fetch(`${app.url}/api/openapi.json`, { method: "POST" });
    await post.arrayBuffer();
    assert.equal(post.status, 405);
  });
});
