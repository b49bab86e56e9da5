/**
 * The one sign-in of the tests, the benchmark and Playwright's setup: through the real login
 * endpoint, as an existing account or as a new account of a role.
 */
import assert from "node:assert/strict";

import type { UserRole } from "@/db/schema";

import { PASSWORD } from "./accounts";
import { ApiClient, TestClient } from "./api-client";

/** An existing account: its e-mail address and password (PASSWORD unless given). */
export interface Account {
  email: string;
  password?: string;
}

/** A new account of `role`, made through the data layer (argon2id-hashed, as registration does). */
export interface NewAccount {
  role: UserRole;
  /** Made up for it: a NewAccount names none. */
  email?: never;
  verified?: boolean;
  firstName?: string;
  lastName?: string;
}

export interface SignedIn {
  client: ApiClient;
  userId: number;
  email: string;
}

let counter = 0;

/**
 * Signs in through the real login endpoint. An existing account (its address, or an Account such
 * as E2E_ACCOUNTS.admin) signs in from an address of its own (TestClient), so that tests never
 * share the per-address limits; a new account of a role from the test's own address, and the
 * answer names the account too. `client` signs in a client of the caller's instead (Playwright's
 * setup gives one without an address of its own).
 */
export async function signIn(baseUrl: string, who: string | Account): Promise<TestClient>;
export async function signIn<C extends ApiClient>(
  baseUrl: string,
  who: string | Account,
  options: { client: C },
): Promise<C>;
export async function signIn(baseUrl: string, who: NewAccount): Promise<SignedIn>;
export async function signIn(
  baseUrl: string,
  who: string | Account | NewAccount,
  { client = new TestClient(baseUrl) }: { client?: ApiClient } = {},
): Promise<ApiClient | SignedIn> {
  const account = typeof who === "string" ? { email: who } : who;
  if (account.email === undefined) return signInNewAccount(baseUrl, account);
  await login(client, account.email, account.password ?? PASSWORD);
  return client;
}

async function signInNewAccount(
  baseUrl: string,
  { role, verified = true, firstName = role, lastName = "Tester" }: NewAccount,
): Promise<SignedIn> {
  // Loaded here, so that Playwright's specs, which sign in only as existing accounts, load no
  // database.
  const { createUser } = await import("@/lib/data/users");
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
  const client = new ApiClient(baseUrl);
  await login(client, email, PASSWORD);
  return { client, userId: created.user.id, email };
}

async function login(client: ApiClient, email: string, password: string): Promise<void> {
  const answer = await client.login(email, password);
  assert.equal(answer.status, 200, `login of ${email}: ${JSON.stringify(answer.body)}`);
}

/** A signed-out client that holds an anti-forgery token, as a browser that opened a page. */
export function signedOut(baseUrl: string): Promise<TestClient> {
  return new TestClient(baseUrl).openPage();
}
