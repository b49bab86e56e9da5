/**
 * Accounts for the account API tests (tests/api-users*.test.ts): made through the data layer,
 * read back, and a session aged. Signing in is harness/sign-in.ts's.
 */
import assert from "node:assert/strict";

import { decode, encode } from "@auth/core/jwt";
import { eq } from "drizzle-orm";

import { type User, type UserRole, users } from "@/db/schema";
import { createUser } from "@/lib/data/users";
import { getEnv } from "@/lib/server/env";
import { hashPassword } from "@/lib/auth/password";

import { PASSWORD } from "../../harness/accounts";
import type { TestClient } from "../../harness/api-client";
import { signIn } from "../../harness/sign-in";
import { db } from "./database";

/** A Register body that an Admin may send (docs/api.md §4): Nora, a newcomer. */
export const newAccount = {
  firstName: "Nora",
  lastName: "Newcomer",
  email: "nora@example.org",
  password: "a brand new password",
  confirmPassword: "a brand new password",
};

/** The people the account API tests sign in as, each before every test of their file. */
export const PEOPLE = {
  /** A Student, for My Account (tests/api-users-account.test.ts). */
  rosa: { email: "rosa@example.org", firstName: "Rosa", lastName: "Reader", role: "Student" },
  /** An unverified Coach, for the one-time codes (tests/api-users-codes.test.ts). */
  una: {
    email: "una@example.org",
    firstName: "Una",
    lastName: "Unverified",
    role: "Coach",
    isVerified: false,
  },
  /** The Admin of user administration (tests/api-users-admin.test.ts). */
  ada: { email: "ada@example.org", firstName: "Ada", lastName: "Admin" },
} as const satisfies Record<string, Parameters<typeof makeUser>[0]>;

/** Creates an account through the data layer (argon2id-hashed, as registration does). */
export async function makeUser({
  email,
  role = "Admin",
  isVerified = true,
  firstName = "Test",
  lastName = "Person",
  password = PASSWORD,
}: {
  email: string;
  role?: UserRole;
  isVerified?: boolean;
  firstName?: string;
  lastName?: string;
  password?: string;
}): Promise<User> {
  const result = await createUser({ firstName, lastName, email, password, role, isVerified });
  assert.ok(result.ok, `could not create ${email}`);
  return result.user;
}

let sharedHash: Promise<string> | undefined;

/** Many accounts at once for list tests, sharing one hash (of PASSWORD) to stay fast. */
export async function insertUsers(
  people: { firstName: string; lastName: string; email: string; role?: UserRole }[],
): Promise<User[]> {
  sharedHash ??= hashPassword(PASSWORD);
  const passwordHash = await sharedHash;
  return db
    .insert(users)
    .values(
      people.map((person) => ({
        role: "Guest" as const,
        isVerified: true,
        passwordHash,
        ...person,
      })),
    )
    .returning();
}

/** A new account (see makeUser), signed in through the real login endpoint. */
export async function signInNew(
  baseUrl: string,
  person: Parameters<typeof makeUser>[0],
): Promise<{ user: User; client: TestClient }> {
  const user = await makeUser(person);
  return { user, client: await signIn(baseUrl, person) };
}

export async function userRow(id: number): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  assert.ok(row, `user ${String(id)} exists`);
  return row;
}

export async function userByEmail(email: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

/** A problem body without its per-request trace id, for comparing two answers. */
export function withoutTraceId(body: Record<string, unknown>): Record<string, unknown> {
  const { traceId: _traceId, ...rest } = body;
  return rest;
}

/** docs/api.md §5: argon2id at OWASP's minimum (m ≥ 19456 KiB) or above. */
export function assertArgon2id(hash: string): void {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(hash);
  assert.ok(match, `not an argon2id hash: ${hash.slice(0, 30)}`);
  assert.ok(Number(match[1]) >= 19456, `memory ${String(match[1])} KiB is below 19456`);
  assert.ok(Number(match[2]) >= 2, "fewer than 2 iterations");
}

const SESSION_COOKIE = "authjs.session-token";

/** Makes the client's session token say it signed in `ms` ago, as if it had. */
export async function ageSignIn(client: TestClient, ms: number): Promise<void> {
  const secret = getEnv().authSecret;
  const token = await decode({
    token: client.cookies.get(SESSION_COOKIE),
    secret,
    salt: SESSION_COOKIE,
  });
  assert.ok(token, "a session token");
  const aged = await encode({
    token: { ...token, sat: Date.now() - ms },
    secret,
    salt: SESSION_COOKIE,
  });
  client.cookies.set(SESSION_COOKIE, aged);
}
