import { engine, resetDatabase } from "./helpers/database";

import assert from "node:assert/strict";
import { beforeEach, describe, test } from "node:test";

import { createUser } from "@/lib/data/users";

import { ApiClient } from "../harness/api-client";
import { startApp } from "../harness/app";

const app = await startApp();
const password = "correct horse battery";

describe(`sign-in API on ${engine}`, () => {
  beforeEach(async () => {
    await resetDatabase();
    await createUser({
      firstName: "Ada",
      lastName: "Admin",
      email: "ada@example.org",
      password,
      role: "Admin",
      isVerified: true,
    });
  });

  test("login answers the role, verified flag and a fresh anti-forgery token, then GetUserRole works", async () => {
    const client = new ApiClient(app.url);
    const anonymous = await client.user.getXsrfToken();
    assert.equal(anonymous.status, 200);
    const first = client.xsrfToken;
    const login = await client.post("/api/user/login", { email: "ADA@example.org", password });
    assert.equal(login.status, 200, JSON.stringify(login.body));
    assert.equal(login.body.userRole, "Admin");
    assert.equal(login.body.isVerified, true);
    assert.notEqual(login.body.crossSiteRequestForgeryToken, first);
    const role = await client.get("/api/user/getuserrole");
    assert.deepEqual(role.body, { userRole: "Admin", isVerified: true });
  });

  test("a wrong password is a 401 ProblemDetails", async () => {
    const client = new ApiClient(app.url);
    const login = await client.login("ada@example.org", "wrong password");
    assert.equal(login.status, 401);
    assert.equal(login.headers.get("content-type"), "application/problem+json");
    assert.equal(login.body.title, "Unauthorized");
    assert.ok(login.body.traceId, "login.body.traceId is there");
  });

  test("logout ends the session on the very next request", async () => {
    const client = new ApiClient(app.url);
    await client.login("ada@example.org", password);
    const stolen = new Map(client.cookies);
    const logout = await client.post("/api/user/logout");
    assert.equal(logout.status, 200, JSON.stringify(logout.body));
    assert.equal((await client.user.getUserRole()).status, 401);
    const thief = new ApiClient(app.url);
    for (const [name, value] of stolen) thief.cookies.set(name, value);
    assert.equal((await thief.user.getUserRole()).status, 401);
  });

  test("a POST without the anti-forgery token is refused", async () => {
    const client = new ApiClient(app.url);
    const login = await client.post("/api/user/login", { email: "ada@example.org", password });
    assert.equal(login.status, 400);
    assert.equal(login.body.title, "Invalid anti-forgery token.");
  });

  test("a POST from a session that has ended is a 401, not an anti-forgery refusal", async () => {
    const laptop = new ApiClient(app.url);
    const phone = new ApiClient(app.url);
    await laptop.login("ada@example.org", password);
    await phone.login("ada@example.org", password);
    assert.equal((await phone.post("/api/user/logout")).status, 200);
    const late = await laptop.user.changeName({ firstName: "Ada", lastName: "Late" });
    assert.equal(late.status, 401, JSON.stringify(late.body));
    assert.equal(late.body.title, "Unauthorized");
  });
});
