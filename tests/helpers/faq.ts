/**
 * Helpers of the FAQ API tests: signed-in clients of each role, and the plain text of an FAQ's
 * question. Import tests/helpers/database.ts first, as every test file does.
 */
import assert from "node:assert/strict";

import type { UserRole } from "@/db/schema";
import { seedDemoContent } from "@/db/seed";
import { createUser } from "@/lib/data/users";

import { ApiClient, type TestApp } from "./app";
import { resetDatabase } from "./database";

export const PASSWORD = "correct horse battery";

let counter = 0;

export interface SignedIn {
  client: ApiClient;
  userId: number;
  email: string;
}

/** A new account of the role, signed in through the real login endpoint. */
export async function signIn(
  app: TestApp,
  role: UserRole,
  {
    verified = true,
    firstName = role,
    lastName = "Tester",
  }: { verified?: boolean; firstName?: string; lastName?: string } = {},
): Promise<SignedIn> {
  counter += 1;
  const email = `${role.toLowerCase()}-${String(counter)}-${String(process.pid)}@example.org`;
  const created = await createUser({
    firstName,
    lastName,
    email,
    password: PASSWORD,
    role,
    isVerified: verified,
  });
  assert.ok(created.ok, `account ${email} created`);
  const client = new ApiClient(app.url);
  const login = await client.login(email, PASSWORD);
  assert.equal(login.status, 200, JSON.stringify(login.body));
  return { client, userId: created.user.id, email };
}

/**
 * The two editors of the FAQ list and write tests, each a new account signed in: Ada the Admin
 * and Cora the Coach, whose first names the lists show as an FAQ's last editor.
 */
export async function signInEditors(app: TestApp): Promise<{ admin: SignedIn; coach: SignedIn }> {
  return {
    admin: await signIn(app, "Admin", { firstName: "Ada", lastName: "Admin" }),
    coach: await signIn(app, "Coach", { firstName: "Cora", lastName: "Coach" }),
  };
}

/** The plain text of a question's HTML. */
export { plainQuestion as questionText } from "./relevance-sets";

/** A query string from parameters. */
export function query(params: Record<string, string | number | boolean>): string {
  return new URLSearchParams(
    Object.entries(params).map(([name, value]) => [name, String(value)]),
  ).toString();
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
