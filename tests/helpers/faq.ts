/**
 * Helpers of the FAQ API tests: the two editors signed in, field errors, the demo content. Import tests/helpers/database.ts first, as every test file does.
 */
import assert from "node:assert/strict";

import { seedDemoContent } from "@/db/seed";

import type { ApiClient } from "../../harness/api-client";
import type { TestApp } from "../../harness/app";
import { type SignedIn, signIn } from "../../harness/sign-in";

import { resetDatabase } from "./database";

/**
 * The two editors of the FAQ list and write tests, each a new account signed in: Ada the Admin
 * and Cora the Coach, whose first names the lists show as an FAQ's last editor.
 */
export async function signInEditors(app: TestApp): Promise<{ admin: SignedIn; coach: SignedIn }> {
  return {
    admin: await signIn(app.url, { role: "Admin", firstName: "Ada", lastName: "Admin" }),
    coach: await signIn(app.url, { role: "Coach", firstName: "Cora", lastName: "Coach" }),
  };
}

/** Each query of `cases` is a 400 that names its field among the errors (docs/api.md §1). */
export async function assertFieldErrors(
  client: ApiClient,
  path: string,
  cases: [params: string, field: string][],
): Promise<void> {
  for (const [params, field] of cases) {
    const response = await client.get(`${path}?${params}`);
    assert.equal(response.status, 400, params);
    assert.ok(response.body.errors[field], params);
  }
}

/** An empty database with the demo content (55 FAQs, search words, search history) seeded. */
export async function resetToDemoContent(): Promise<void> {
  await resetDatabase();
  await seedDemoContent({ supportEmail: "help@example.org" });
}
