import { engine, rows } from "./helpers/database";
import { mailbox } from "./helpers/smtp";
import { startAs } from "./helpers/account-start";

import assert from "node:assert/strict";
import { beforeEach, describe, test } from "node:test";

import { sql } from "drizzle-orm";

import type { User } from "@/db/schema";
import { changeRole, deleteUser } from "@/lib/data/user-admin";

import {
  assertArgon2id,
  insertUsers,
  makeUser,
  newAccount,
  PEOPLE,
  userByEmail,
  userRow,
} from "./helpers/accounts";
import { PASSWORD } from "../harness/accounts";
import { signIn } from "../harness/sign-in";
import { TestClient } from "../harness/api-client";
import { startApp } from "../harness/app";

const app = await startApp();

async function userCount(): Promise<number> {
  const [row] = await rows<{ count: number }>(sql`select count(*)::int as count from users`);
  return row?.count ?? 0;
}

describe(`user administration API on ${engine}`, () => {
  let ada: User;
  let admin: TestClient;

  beforeEach(async () => {
    ({ user: ada, client: admin } = await startAs(app.url, PEOPLE.ada));
  });

  describe("GetUsers", () => {
    beforeEach(async () => {
      await insertUsers([
        { firstName: "bea", lastName: "Zimmer", email: "zz@example.org" },
        { firstName: "Bea", lastName: "Young", email: "bb@example.org", role: "Coach" },
        { firstName: "Carl", lastName: "abbott", email: "aa@example.org" },
        { firstName: "Gone", lastName: "Away", email: "gone@example.org" },
      ]);
      await rows(sql`update users set deleted_at = now() where email = 'gone@example.org'`);
    });

    test("orders by first name, last name or e-mail (case-insensitive, ties by id), never lists deleted users", async () => {
      const byFirst = await admin.user.getUsers();
      assert.equal(byFirst.status, 200);
      assert.deepEqual(
        byFirst.body.map((user: { email: string }) => user.email),
        ["ada@example.org", "zz@example.org", "bb@example.org", "aa@example.org"],
      );
      assert.deepEqual(byFirst.body[2], {
        id: byFirst.body[2].id,
        firstName: "Bea",
        lastName: "Young",
        email: "bb@example.org",
        role: "Coach",
        isVerified: true,
      });
      const byLast = await admin.user.getUsers("orderBy=1");
      assert.deepEqual(
        byLast.body.map((user: { lastName: string }) => user.lastName),
        ["abbott", "Admin", "Young", "Zimmer"],
      );
      const byEmail = await admin.user.getUsers("orderBy=2");
      assert.deepEqual(
        byEmail.body.map((user: { email: string }) => user.email),
        ["aa@example.org", "ada@example.org", "bb@example.org", "zz@example.org"],
      );
    });

    test("pages with Limit and skip (any case), and a skip past the end answers []", async () => {
      const page = await admin.user.getUsers("LIMIT=2&Skip=1&OrderBy=2");
      assert.deepEqual(
        page.body.map((user: { email: string }) => user.email),
        ["ada@example.org", "bb@example.org"],
      );
      const past = await admin.user.getUsers("limit=5&skip=50");
      assert.deepEqual(past.body, []);
    });

    test("the default page is 15 users (docs/product.md §9)", async () => {
      await insertUsers(
        Array.from({ length: 20 }, (_, i) => ({
          firstName: `Many${String(i).padStart(2, "0")}`,
          lastName: "Person",
          email: `many${String(i)}@example.org`,
        })),
      );
      const page = await admin.user.getUsers();
      assert.equal(page.body.length, 15);
    });

    test("a Limit, skip or orderBy out of range is a 400 naming the field", async () => {
      const cases = [
        ["Limit=0", "Limit"],
        ["limit=101", "Limit"],
        ["limit=abc", "Limit"],
        ["limit=1.5", "Limit"],
        ["skip=-1", "Skip"],
        ["skip=99999999999999999999", "Skip"],
        ["orderBy=3", "OrderBy"],
        ["orderBy=first", "OrderBy"],
      ] as const;
      for (const [query, field] of cases) {
        const answer = await admin.user.getUsers(query);
        assert.equal(answer.status, 400, query);
        assert.equal(answer.body.title, "One or more validation errors occurred.");
        assert.deepEqual(Object.keys(answer.body.errors), [field], query);
      }
    });
  });

  describe("QueryUsers", () => {
    beforeEach(async () => {
      await insertUsers([
        { firstName: "Rosa", lastName: "Reader", email: "rosa@example.org" },
        { firstName: "Ros", lastName: "Quill", email: "quill@school.example" },
        { firstName: "Percy", lastName: "Cent", email: "per%cent@example.org" },
        { firstName: "Rosalind", lastName: "Gone", email: "gone@example.org" },
      ]);
      await rows(sql`update users set deleted_at = now() where email = 'gone@example.org'`);
    });

    const search = async (text: string) => {
      const answer = await admin.user.queryUsers(`SearchQuery=${encodeURIComponent(text)}`);
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      return (answer.body as { email: string }[]).map((user) => user.email);
    };

    test("finds partial, case-insensitive matches in first name, last name, full name or e-mail", async () => {
      assert.deepEqual(await search("ROS"), ["quill@school.example", "rosa@example.org"]);
      assert.deepEqual(await search("quil"), ["quill@school.example"]);
      assert.deepEqual(await search("SCHOOL.EX"), ["quill@school.example"]);
      assert.deepEqual(await search("rosa reader"), ["rosa@example.org"]);
      assert.deepEqual(await search("nobody"), []);
    });

    test("LIKE wildcards in the text match only themselves", async () => {
      assert.deepEqual(await search("%"), ["per%cent@example.org"]);
      assert.deepEqual(await search("_"), []);
    });

    test("a missing, blank or over-long SearchQuery is a 400 on SearchQuery", async () => {
      for (const query of [
        "",
        "?SearchQuery=",
        "?searchquery=%20%20",
        `?SearchQuery=${"a".repeat(201)}`,
      ]) {
        const answer = await admin.get(`/api/User/QueryUsers${query}`);
        assert.equal(answer.status, 400, query);
        assert.deepEqual(Object.keys(answer.body.errors), ["SearchQuery"]);
      }
      assert.equal(
        (await admin.get(`/api/User/QueryUsers?SearchQuery=${"a".repeat(200)}`)).status,
        200,
      );
    });
  });

  describe("GetUserById", () => {
    test("answers one user with id, names, e-mail, verified flag and role", async () => {
      const [nora] = await insertUsers([
        { firstName: "Nora", lastName: "N", email: "nora@example.org", role: "Student" },
      ]);
      assert.ok(nora, "nora is there");
      const answer = await admin.user.getUserById(`Id=${String(nora.id)}`);
      assert.equal(answer.status, 200);
      assert.deepEqual(answer.body, {
        id: nora.id,
        firstName: "Nora",
        lastName: "N",
        email: "nora@example.org",
        role: "Student",
        isVerified: true,
      });
    });

    test("an unknown or deleted id is 404, a malformed id 400 on Id", async () => {
      const [gone] = await insertUsers([{ firstName: "G", lastName: "G", email: "g@example.org" }]);
      assert.ok(gone, "gone is there");
      await rows(sql`update users set deleted_at = now() where id = ${gone.id}`);
      for (const id of [gone.id, 9999]) {
        const answer = await admin.user.getUserById(`id=${String(id)}`);
        assert.equal(answer.status, 404);
        assert.equal(answer.body.title, "Not Found");
      }
      for (const query of ["", "?id=abc", "?id=0", "?id=-3", "?id=2.5", "?id=99999999999"]) {
        const answer = await admin.get(`/api/User/GetUserById${query}`);
        assert.equal(answer.status, 400, query);
        assert.deepEqual(Object.keys(answer.body.errors), ["Id"], query);
      }
    });
  });

  describe("Register", () => {
    test("creates an unverified Guest with an argon2id hash and mails it a verification code", async () => {
      const answer = await admin.user.register({
        ...newAccount,
        email: "  Nora@Example.ORG ",
      });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      assert.equal(answer.body.message, "User registered successfully.");
      assert.deepEqual(answer.body.user, {
        id: answer.body.user.id,
        firstName: "Nora",
        lastName: "Newcomer",
        email: "nora@example.org",
        role: "Guest",
        isVerified: false,
      });
      const row = await userByEmail("nora@example.org");
      assert.ok(row, "row is there");
      assert.equal(row.role, "Guest");
      assert.equal(row.isVerified, false);
      assertArgon2id(row.passwordHash);

      const mail = await mailbox.next({ to: "nora@example.org" });
      assert.match(mail.subject, /verification code/i);
      assert.match(mail.code ?? "", /^\d{6}$/);

      // The new account signs in unverified and verifies itself with the mailed code.
      const nora = await signIn(app.url, {
        email: "nora@example.org",
        password: newAccount.password,
      });
      assert.deepEqual((await nora.user.getUserRole()).body, {
        userRole: "Guest",
        isVerified: false,
      });
      const verified = await nora.user.verifyAccount({ token: mail.code });
      assert.equal(verified.status, 200, JSON.stringify(verified.body));
      assert.equal(verified.body.message, "Account Verified");
    });

    test("a taken address, in any case, is a 409 with a sentence and nothing is written", async () => {
      const answer = await admin.user.register({
        ...newAccount,
        email: "ADA@example.org",
      });
      assert.equal(answer.status, 409);
      assert.equal(answer.body.title, "An account with this e-mail address already exists.");
      assert.equal(await userCount(), 1);
    });

    test("refused input is a 400 naming each field, and nothing is written", async () => {
      const cases: [unknown, string][] = [
        ["{not json", "Body"],
        ["[1,2]", "Body"],
        [{ ...newAccount, firstName: undefined }, "FirstName"],
        [{ ...newAccount, lastName: 42 }, "LastName"],
        [{ ...newAccount, firstName: "x".repeat(101) }, "FirstName"],
        [{ ...newAccount, lastName: "   " }, "LastName"],
        [{ ...newAccount, email: "not an address" }, "Email"],
        [{ ...newAccount, email: `${"e".repeat(250)}@example.org` }, "Email"],
        [{ ...newAccount, password: "short", confirmPassword: "short" }, "Password"],
        [
          { ...newAccount, password: "p".repeat(129), confirmPassword: "p".repeat(129) },
          "Password",
        ],
        [{ ...newAccount, password: "         ", confirmPassword: "         " }, "Password"],
        [{ ...newAccount, password: ["array"] }, "Password"],
        [{ ...newAccount, confirmPassword: "something else" }, "ConfirmPassword"],
        [{ ...newAccount, confirmPassword: undefined }, "ConfirmPassword"],
        [
          { ...newAccount, password: "Nora@Example.org", confirmPassword: "Nora@Example.org" },
          "Password",
        ],
        // Issue 14 item 9: a common password, and a name that would break the lines of a mail.
        [{ ...newAccount, password: "12345678", confirmPassword: "12345678" }, "Password"],
        [{ ...newAccount, password: "Password1", confirmPassword: "Password1" }, "Password"],
        [{ ...newAccount, firstName: "Nora\r\nBcc: all@example.org" }, "FirstName"],
      ];
      for (const [body, field] of cases) {
        const answer = await admin.user.register(body);
        assert.equal(answer.status, 400, JSON.stringify(body));
        assert.equal(answer.body.title, "One or more validation errors occurred.");
        assert.ok(field in answer.body.errors, `${field} in ${JSON.stringify(answer.body.errors)}`);
        assert.ok(
          answer.body.errors[field].every((message: string) => message.length > 10),
          "answer.body.errors[field].every((message: string) => message.length > 10)",
        );
      }
      assert.equal(await userCount(), 1);
      assert.equal(mailbox.to("nora@example.org").length, 0);
    });

    test("50 parallel registrations of one address create one account and mail once", async () => {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          admin.user.register({ ...newAccount, firstName: `Nora${String(i)}` }),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      assert.equal(statuses.filter((status) => status === 200).length, 1, statuses.join(","));
      assert.equal(statuses.filter((status) => status === 409).length, 49, statuses.join(","));
      const [row] = await rows<{ count: number }>(
        sql`select count(*)::int as count from users where email = 'nora@example.org'`,
      );
      assert.equal(row?.count, 1);
      await mailbox.next({ to: "nora@example.org" });
      assert.equal(mailbox.to("nora@example.org").length, 1);
    });
  });

  describe("PatchUser", () => {
    test("a new role is saved and ends the user's sessions on their very next request", async () => {
      const cole = await makeUser({ email: "cole@example.org", role: "Coach" });
      const coach = await signIn(app.url, "cole@example.org");
      assert.equal((await coach.user.getUserRole()).status, 200);

      const answer = await admin.user.patchUser({ id: cole.id, role: "Student" });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      assert.equal(answer.body.message, "User edited successfully.");
      assert.equal(answer.body.user.role, "Student");
      assert.equal((await userRow(cole.id)).role, "Student");
      assert.equal((await coach.user.getUserRole()).status, 401);

      const again = await signIn(app.url, "cole@example.org");
      assert.deepEqual((await again.user.getUserRole()).body, {
        userRole: "Student",
        isVerified: true,
      });
    });

    test("an Admin cannot demote themself (409) but may keep their own role", async () => {
      const answer = await admin.user.patchUser({ id: ada.id, role: "Coach" });
      assert.equal(answer.status, 409);
      assert.equal(answer.body.title, "You cannot take the Admin role away from yourself.");
      assert.equal((await userRow(ada.id)).role, "Admin");
      const same = await admin.user.patchUser({ id: ada.id, role: "Admin" });
      assert.equal(same.status, 200);
      assert.equal((await admin.user.getUserRole()).status, 200, "session goes on");
    });

    test("the last Admin cannot be demoted (409) and nothing changes", async () => {
      // Reachable only when another request demoted the caller meanwhile: the data layer directly.
      const cole = await makeUser({ email: "cole@example.org", role: "Coach" });
      const result = await changeRole({ actorId: cole.id, id: ada.id, role: "Guest" });
      assert.deepEqual(result, { ok: false, reason: "demote-last-admin" });
      assert.equal((await userRow(ada.id)).role, "Admin");
    });

    test("admins demoting each other at once always leave at least one Admin", async () => {
      const others = await Promise.all(
        ["bo", "cy"].map((name) => makeUser({ email: `${name}@example.org` })),
      );
      const all = [ada, ...others];
      const clients = [admin, ...(await Promise.all(others.map((u) => signIn(app.url, u.email))))];
      const requests = clients.flatMap((client, i) =>
        all.filter((_, j) => j !== i).map((target) => ({ client, target })),
      );
      const answers = await Promise.all(
        requests.map(({ client, target }) =>
          client.user.patchUser({ id: target.id, role: "Coach" }),
        ),
      );
      for (const [i, answer] of answers.entries()) {
        // A caller demoted meanwhile has lost their session: its anti-forgery token is bound to
        // the session, so apiRoute refuses the PATCH (400) before the guard would (401).
        assert.ok([200, 400, 401, 409].includes(answer.status), JSON.stringify(answer.body));
        if (answer.status === 400) assert.equal(answer.body.title, "Invalid anti-forgery token.");
        const target = requests[i]?.target;
        if (answer.status === 200 && target) {
          assert.equal((await userRow(target.id)).role, "Coach", "a 200 means the role changed");
        }
      }
      const [row] = await rows<{ count: number }>(
        sql`select count(*)::int as count from users where role = 'Admin' and deleted_at is null`,
      );
      assert.ok((row?.count ?? 0) >= 1, "an Admin remains");
    });

    test("an unknown or deleted id is 404; a bad id or role is a 400 and nothing changes", async () => {
      const [gone] = await insertUsers([{ firstName: "G", lastName: "G", email: "g@example.org" }]);
      assert.ok(gone, "gone is there");
      await rows(sql`update users set deleted_at = now() where id = ${gone.id}`);
      for (const id of [gone.id, 9999]) {
        const answer = await admin.user.patchUser({ id, role: "Coach" });
        assert.equal(answer.status, 404);
      }
      const cases: [unknown, string][] = [
        ["nope", "Body"],
        [{ role: "Coach" }, "Id"],
        [{ id: String(ada.id), role: "Coach" }, "Id"],
        [{ id: 1.5, role: "Coach" }, "Id"],
        [{ id: 2 ** 40, role: "Coach" }, "Id"],
        [{ id: gone.id }, "Role"],
        [{ id: gone.id, role: "Superuser" }, "Role"],
        [{ id: gone.id, role: "admin".repeat(1000) }, "Role"],
      ];
      for (const [body, field] of cases) {
        const answer = await admin.user.patchUser(body);
        assert.equal(answer.status, 400, JSON.stringify(body));
        assert.ok(field in answer.body.errors, `${field}: ${JSON.stringify(answer.body.errors)}`);
      }
      assert.equal((await userRow(ada.id)).role, "Admin");
    });
  });

  describe("DeleteUser", () => {
    test("soft-deletes: the row stays, sessions end at once, sign-in fails and the address is free", async () => {
      const cole = await makeUser({ email: "cole@example.org", role: "Coach" });
      const coach = await signIn(app.url, "cole@example.org");
      const answer = await admin.user.deleteUser({ id: cole.id });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      assert.equal(answer.body.message, "User deleted successfully.");

      const row = await userRow(cole.id);
      assert.ok(row.deletedAt, "the row stays, marked deleted");
      assert.equal((await coach.user.getUserRole()).status, 401);
      const login = await new TestClient(app.url).login("cole@example.org", PASSWORD);
      assert.equal(login.status, 401);
      assert.equal((await admin.user.getUserById(`id=${String(cole.id)}`)).status, 404);
      assert.equal((await admin.user.deleteUser({ id: cole.id })).status, 404);

      const reuse = await admin.user.register({
        ...newAccount,
        email: "cole@example.org",
      });
      assert.equal(reuse.status, 200, JSON.stringify(reuse.body));
    });

    test("a deleted user's live codes die with the account", async () => {
      const register = await admin.user.register(newAccount);
      await mailbox.next({ to: newAccount.email });
      assert.equal((await admin.user.deleteUser({ id: register.body.user.id })).status, 200);
      const [live] = await rows<{ count: number }>(
        sql`select count(*)::int as count from one_time_codes where used_at is null and revoked_at is null`,
      );
      assert.equal(live?.count, 0);
    });

    test("an Admin cannot delete themself, nor anyone the last Admin (409)", async () => {
      const self = await admin.user.deleteUser({ id: ada.id });
      assert.equal(self.status, 409);
      assert.equal(self.body.title, "You cannot delete your own account.");
      assert.equal((await userRow(ada.id)).deletedAt, null);
      assert.equal((await admin.user.getUserRole()).status, 200);

      const cole = await makeUser({ email: "cole@example.org", role: "Coach" });
      const result = await deleteUser({ actorId: cole.id, id: ada.id });
      assert.deepEqual(result, { ok: false, reason: "delete-last-admin" });
      assert.equal((await userRow(ada.id)).deletedAt, null);
    });

    test("two admins deleting each other at once leave one Admin", async () => {
      const bo = await makeUser({ email: "bo@example.org" });
      const boClient = await signIn(app.url, "bo@example.org");
      const answers = await Promise.all([
        admin.user.deleteUser({ id: bo.id }),
        boClient.user.deleteUser({ id: ada.id }),
      ]);
      assert.equal(answers.filter((answer) => answer.status === 200).length, 1);
      const [row] = await rows<{ count: number }>(
        sql`select count(*)::int as count from users where role = 'Admin' and deleted_at is null`,
      );
      assert.equal(row?.count, 1);
    });

    test("a bad id is a 400 on Id; an unknown one 404", async () => {
      for (const body of [{}, { id: "1" }, { id: -1 }, { id: null }, "[]"]) {
        const answer = await admin.user.deleteUser(body);
        assert.equal(answer.status, 400, JSON.stringify(body));
      }
      assert.equal((await admin.user.deleteUser({ id: 4242 })).status, 404);
      assert.equal(await userCount(), 1);
    });
  });
});
