import { engine, resetDatabase } from "./helpers/database";

import assert from "node:assert/strict";
import { before, describe, test } from "node:test";

import { ENDPOINTS } from "@/lib/api/endpoints";
import type { UserRole } from "@/db/schema";

import { PASSWORD } from "../harness/accounts";
import { type Answer, ApiClient } from "../harness/api-client";
import { startApp } from "../harness/app";
import { signIn } from "../harness/sign-in";
import { ACCESS_TABLE, CALLERS, type Caller, refusalOf } from "./helpers/access-table";

/**
 * Issue 42 item 2: every User endpoint called by every caller of docs/api.md §4, as
 * tests/api-faq-authorization.test.ts does the FAQ endpoints, against the one table of
 * tests/helpers/access-table.ts. A caller let through gets the handler's answer to the input
 * below: a 2xx, or for a code or token made up here the handler's 400 on that field (or 409 for an
 * account already verified), never a guard's 401 or 403.
 */

// Each caller makes several account actions and sign-ins from this test's one address.
process.env.ACCOUNT_ACTIONS_PER_ADDRESS = "1000";
process.env.LOGIN_ATTEMPTS_PER_MINUTE = "1000";

const app = await startApp();

/** The account each signed-in caller is. */
const ACCOUNTS: Record<Exclude<Caller, "anyone">, { role: UserRole; verified?: boolean }> = {
  unverified: { role: "Admin", verified: false },
  Student: { role: "Student" },
  Guest: { role: "Guest" },
  Coach: { role: "Coach" },
  Admin: { role: "Admin" },
};

/** A caller that nobody else uses, for the calls that end or replace its session. */
async function freshCaller(caller: Caller): Promise<ApiClient> {
  if (caller === "anyone") return new ApiClient(app.url).openPage();
  return (await signIn(app.url, ACCOUNTS[caller])).client;
}

let made = 0;
/** An address no account has. */
const newEmail = () => `made-${String((made += 1))}-${String(process.pid)}@example.org`;

/** A person of the role, who is not one of the callers: whom the Admin endpoints act on. */
async function someone(): Promise<number> {
  return (await signIn(app.url, { role: "Guest" })).userId;
}

const MADE_UP_CODE = "000000";
/** A token of the `{userId}.{secret}` form that was never handed out. */
const MADE_UP_TOKEN = "1.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";

interface Row {
  /** The statuses of a caller let through, for this input. */
  through: number[];
  call: (client: ApiClient, caller: Caller) => Promise<Answer>;
}

/** One call of each User endpoint, with input the handler answers without a guard's refusal. */
const ROWS: Record<string, Row> = {
  GetXsrfToken: { through: [200], call: (client) => client.user.getXsrfToken() },
  Login: {
    through: [200],
    call: async (_, caller) => {
      const { email } = await signIn(app.url, { role: "Guest" });
      const client = await freshCaller(caller);
      return client.user.login({ email, password: PASSWORD });
    },
  },
  LoginSecondStep: {
    through: [400],
    call: (client) =>
      client.user.loginSecondStep({ twoFactorToken: MADE_UP_TOKEN, code: MADE_UP_CODE }),
  },
  ForgotPassword: {
    through: [200],
    call: (client) => client.user.forgotPassword({ email: newEmail() }),
  },
  ResetPassword: {
    through: [400],
    call: (client) =>
      client.user.resetPassword({
        email: newEmail(),
        password: "a new long password",
        confirmPassword: "a new long password",
        token: MADE_UP_CODE,
      }),
  },
  UndoEmailChange: {
    through: [400],
    call: (client) => client.user.undoEmailChange({ token: MADE_UP_TOKEN }),
  },
  Logout: {
    through: [200],
    call: async (_, caller) => (await freshCaller(caller)).user.logout(),
  },
  GetUserRole: { through: [200], call: (client) => client.user.getUserRole() },
  // A verified account is told it is verified already.
  VerifyAccount: {
    through: [400, 409],
    call: (client) => client.user.verifyAccount({ token: MADE_UP_CODE }),
  },
  ResendVerificationEmail: {
    through: [200, 409],
    call: (client) => client.user.resendVerificationEmail(),
  },
  GetUser: { through: [200], call: (client) => client.user.getUser() },
  ChangeName: {
    through: [200],
    call: (client) => client.user.changeName({ firstName: "Renamed", lastName: "Caller" }),
  },
  ChangeEmail: {
    through: [200],
    call: (client) => client.user.changeEmail({ email: newEmail(), password: PASSWORD }),
  },
  ChangePassword: {
    through: [200],
    call: (client) =>
      client.user.changePassword({
        oldPassword: PASSWORD,
        newPassword: "another long password",
        confirmNewPassword: "another long password",
      }),
  },
  VerifyEmail: {
    through: [400],
    call: (client) => client.user.verifyEmail({ token: MADE_UP_CODE }),
  },
  VerifyPassword: {
    through: [400],
    call: (client) => client.user.verifyPassword({ token: MADE_UP_CODE }),
  },
  StartTwoFactor: { through: [200], call: (client) => client.user.startTwoFactor() },
  TurnOnTwoFactor: {
    through: [400],
    call: async (client) => {
      await client.user.startTwoFactor();
      return client.user.turnOnTwoFactor({ code: MADE_UP_CODE, password: PASSWORD });
    },
  },
  TurnOffTwoFactor: {
    through: [200],
    call: (client) => client.user.turnOffTwoFactor({ password: PASSWORD }),
  },
  GetUsers: { through: [200], call: (client) => client.user.getUsers() },
  QueryUsers: { through: [200], call: (client) => client.user.queryUsers({ searchQuery: "a" }) },
  GetUserById: {
    through: [200],
    call: async (client) => client.user.getUserById({ id: await someone() }),
  },
  Register: {
    through: [200],
    call: (client) =>
      client.user.register({
        firstName: "New",
        lastName: "Person",
        email: newEmail(),
        password: "a long new password",
        confirmPassword: "a long new password",
      }),
  },
  PatchUser: {
    through: [200],
    call: async (client) => client.user.patchUser({ id: await someone(), role: "Student" }),
  },
  DeleteUser: {
    through: [200],
    call: async (client) => client.user.deleteUser({ id: await someone() }),
  },
  ResetTwoFactor: {
    through: [200],
    call: async (client) => client.user.resetTwoFactor({ id: await someone() }),
  },
  GetActivity: { through: [200], call: (client) => client.user.getActivity() },
};

describe(`User authorization (docs/api.md §4) on ${engine}`, () => {
  const callers = new Map<Caller, ApiClient>();

  before(async () => {
    await resetDatabase();
    for (const caller of CALLERS) callers.set(caller, await freshCaller(caller));
  });

  test("every User endpoint has a row and a call", () => {
    const paths = ENDPOINTS.filter((endpoint) => endpoint.path.startsWith("/api/User/")).map(
      (endpoint) => endpoint.path,
    );
    assert.deepEqual(
      paths.filter((path) => !ACCESS_TABLE[path]),
      [],
      "rows of §4",
    );
    assert.deepEqual(
      paths.map((path) => path.replace("/api/User/", "")).filter((name) => !ROWS[name]),
      [],
      "calls",
    );
  });

  for (const [name, { through, call }] of Object.entries(ROWS)) {
    test(`${name}: anyone, unverified, Student, Guest, Coach, Admin`, async () => {
      const cells = ACCESS_TABLE[`/api/User/${name}`];
      assert.ok(cells, `${name} has a row`);
      for (const caller of CALLERS) {
        const client = callers.get(caller);
        assert.ok(client, `${caller} is there`);
        const response = await call(client, caller);
        const cell = cells[caller];
        const label = `${name} as ${caller}: ${String(response.status)} ${JSON.stringify(response.body).slice(0, 200)}`;
        if (cell === "yes") {
          assert.ok(through.includes(response.status), label);
          // A 400 let through is the handler's, on a field: never the anti-forgery refusal.
          if (response.status === 400) assert.ok(response.body.errors, label);
          continue;
        }
        const refusal = refusalOf(cell);
        assert.equal(response.status, refusal.status, label);
        assert.equal(response.body.title, refusal.title, label);
        assert.equal(response.headers.get("content-type"), "application/problem+json", label);
      }
    });
  }
});
