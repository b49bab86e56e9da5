/**
 * Helpers of the FAQ API tests: the two editors signed in, a saved edit, field errors, the demo content. Import tests/helpers/database.ts first, as every test file does.
 */
import assert from "node:assert/strict";
import { before } from "node:test";

import { seedDemoContent } from "@/db/seed";

import type { Answer, ApiClient } from "../../harness/api-client";
import type { TestApp } from "../../harness/app";
import { type SignedIn, signIn } from "../../harness/sign-in";

import { resetDatabase } from "./database";

/** The FAQ API tests' two editors. */
export interface Editors {
  admin: SignedIn;
  coach: SignedIn;
}

/**
 * The two editors of the FAQ list and write tests, each a new account signed in: Ada the Admin
 * and Cora the Coach, whose first names the lists show as an FAQ's last editor.
 */
export async function signInEditors(app: TestApp): Promise<Editors> {
  return {
    admin: await signIn(app.url, { role: "Admin", firstName: "Ada", lastName: "Admin" }),
    coach: await signIn(app.url, { role: "Coach", firstName: "Cora", lastName: "Coach" }),
  };
}

/**
 * The suite's two editors, signed in by a before hook on an empty database (on the demo content
 * with `demoContent`). Call it in a describe, ahead of its own hooks: the objects it returns are
 * filled in before the describe's other hooks and tests run.
 */
export function suiteEditors(app: TestApp, { demoContent = false } = {}): Editors {
  const editors: Editors = { admin: {} as SignedIn, coach: {} as SignedIn };
  before(() => startOver(app, editors, { demoContent }));
  return editors;
}

/** Empties the database (or brings back the demo content) and signs the suite's editors in anew. */
export async function startOver(
  app: TestApp,
  editors: Editors,
  { demoContent = false } = {},
): Promise<void> {
  await (demoContent ? resetToDemoContent() : resetDatabase());
  const signedIn = await signInEditors(app);
  Object.assign(editors.admin, signedIn.admin);
  Object.assign(editors.coach, signedIn.coach);
}

/** A PatchFaq that the test expects to be saved (200). */
export async function editFaq(client: ApiClient, body: Record<string, unknown>): Promise<Answer> {
  const edit = await client.faq.patchFaq(body);
  assert.equal(edit.status, 200, JSON.stringify(edit.body));
  return edit;
}

/** Marks an FAQ's Spanish translation as current (issue 38's "Mark as current"), expecting 200. */
export async function markSpanishCurrent(client: ApiClient, id: number): Promise<Answer> {
  const loaded = await client.faq.getFaq(`id=${String(id)}`);
  return editFaq(client, {
    id,
    translations: { es: { markCurrent: true, editedAt: loaded.body.translations.es.editedAt } },
  });
}

/**
 * Each query of `cases` is a 400 that names its field among the errors (docs/api.md §1); with
 * `only`, a validation problem whose errors name that field and no other.
 */
export async function assertFieldErrors(
  client: ApiClient,
  path: string,
  cases: [params: string, field: string][],
  { only = false } = {},
): Promise<void> {
  for (const [params, field] of cases) {
    const response = await client.get(`${path}?${params}`);
    assert.equal(response.status, 400, params);
    assert.ok(response.body.errors[field], params);
    if (!only) continue;
    assert.equal(response.headers.get("content-type"), "application/problem+json", params);
    assert.equal(response.body.title, "One or more validation errors occurred.", params);
    assert.deepEqual(Object.keys(response.body.errors as object), [field], params);
  }
}

/** An empty database with the demo content (55 FAQs, search words, search history) seeded. */
export async function resetToDemoContent(): Promise<void> {
  await resetDatabase();
  await seedDemoContent({ supportEmail: "help@example.org" });
}
