import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, test, type TestContext } from "node:test";

import { like } from "drizzle-orm";

import { rateLimits } from "@/db/schema";

import { type NginxFront, startNginxFront } from "../scripts/ops/nginx-front";
import { ANONYMOUS_ACTIONS } from "@/lib/api/front-door.mjs";

import { TestClient } from "../harness/api-client";
import { fetchPage } from "../harness/page-fetch";
import { addTravellingFaq, editTravellingFaq, TRAVELLING_FAQ } from "./helpers/travelling-faq";
import { freePort } from "../harness/ports";
import { ServerProcess } from "../harness/server-process";
import { signIn } from "../harness/sign-in";
import {
  anonymousActionCall,
  assertResetAnsweredMeanwhile,
  slowBodyRequest,
} from "./helpers/slow-body";
import { until } from "../harness/until";
import { postgresOnlyDatabase } from "./helpers/postgres-only-database";
import { ServerPair, serverPairEnv } from "./helpers/server-pair";
import { ROUTES, searchPath, pathTo } from "@/lib/routes";
import { faqPath } from "@/lib/faq/path";

/**
 * Issue item 5: deploy/nginx.conf in front of two real production servers (`npm start`) on one
 * PostgreSQL, started by scripts/ops/nginx-front.ts with Debian's nginx (docs/decisions/0031). Every
 * request below goes through nginx: a session holds on both servers, the per-address login
 * limit keys on the address of the connection to nginx (each client connects from an address of
 * its own on 127/8, and sends a made-up X-Forwarded-For that nginx must replace), an FAQ edit
 * shows within 5 seconds although nginx caches /faq, and a portal page never comes from nginx's
 * cache. PostgreSQL only, like tests/multi-server.test.ts.
 */

const { db } = await postgresOnlyDatabase();
const { makeUser } = await import("./helpers/accounts");

/** The limit for an FAQ edit to reach visitors through nginx. */
const PROPAGATION_LIMIT_MS = 5_000;
const LOGIN_LIMIT = 6;
const LISTENING = "listening for FAQ changes on PostgreSQL";

const dataDir = mkdtempSync(path.join(tmpdir(), "faq-nginx-front-"));
const nginxDir = mkdtempSync(path.join(tmpdir(), "faq-nginx-front-nginx-"));
// nginx runs on this machine: its X-Forwarded-For is believed (README, deploy/nginx.conf).
const env = serverPairEnv({ dataDir, loginAttemptsPerMinute: LOGIN_LIMIT });

let lastSource = 1;
/** A source address of its own on the loopback network, for one client: 127.0.0.2, .3, … */
function nextSource(): string {
  lastSource += 1;
  return `127.0.${String(lastSource >> 8)}.${String(lastSource & 255)}`;
}

/**
 * One request with node:http from `source` (fetch cannot choose the address it connects from),
 * answered as a fetch Response.
 */
function requestFrom(
  source: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown },
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: init.method ?? "GET",
      headers: init.headers,
      localAddress: source,
      agent: false,
    });
    request.once("error", reject);
    request.once("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.once("error", reject);
      response.once("end", () => {
        const headers = new Headers();
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          headers.append(response.rawHeaders[i] ?? "", response.rawHeaders[i + 1] ?? "");
        }
        const status = response.statusCode ?? 0;
        const empty = status === 204 || status === 304;
        resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers }));
      });
    });
    if (typeof init.body === "string") request.write(init.body);
    request.end();
  });
}

/**
 * A browser-like client (cookies, anti-forgery token) that reaches nginx from an address of its
 * own, and also sends a made-up X-Forwarded-For (TestClient's), which nginx must replace.
 */
class Visitor extends TestClient {
  readonly source: string;

  constructor(
    baseUrl: string,
    { source = nextSource(), forged }: { source?: string; forged?: string } = {},
  ) {
    super(baseUrl, forged);
    this.source = source;
  }

  protected override send(
    url: string,
    init: RequestInit & { headers: Record<string, string> },
  ): Promise<Response> {
    return requestFrom(this.source, url, init);
  }
}

/** A signed-out visitor's page through nginx: status, nginx's cache status, the server, the HTML. */
async function page(front: NginxFront, pathname: string) {
  const answer = await fetchPage(front.url, pathname, { cacheHeader: "x-cache-status" });
  return { ...answer, upstream: answer.headers.get("x-upstream") };
}

describe("nginx (deploy/nginx.conf) in front of two app servers on one PostgreSQL", () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let front: NginxFront;
  const servers = new ServerPair(env);
  /** The upstream addresses as nginx names them in X-Upstream. */
  let upstreams: string[];

  before(async () => {
    [a, b] = await servers.start();
    upstreams = [a, b].map((server) => `127.0.0.1:${String(server.port)}`);
    front = await startNginxFront({
      upstreams: [a.port, b.port],
      port: await freePort(),
      dir: nginxDir,
    });
    await until(
      "both servers listen for FAQ changes",
      () => Promise.resolve([a, b].every((server) => server.output.includes(LISTENING))),
      10_000,
    );
    // Each server renders its first public page once, straight (a second or so on a cold
    // process), so that the timings below measure nginx and the change, not a cold start.
    for (const server of [a, b]) {
      for (const pathname of [
        ROUTES.faq.path,
        pathTo(ROUTES.faqPage, { id: 1, slug: "warm-up" }),
        "/sitemap.xml",
      ]) {
        await (await fetch(`${server.url}${pathname}`)).arrayBuffer();
      }
    }
  });

  after(async () => {
    await front.stop();
    await servers.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(nginxDir, { recursive: true, force: true });
  });

  /** A new account (makeUser's), signed in through nginx from an address of its own. */
  async function signedInVisitor(person: Parameters<typeof makeUser>[0]): Promise<Visitor> {
    await makeUser(person);
    const visitor = new Visitor(front.url);
    await signIn(front.url, person.email, { client: visitor });
    return visitor;
  }

  test("a session signed in through nginx holds on both servers, and its logout on both", async () => {
    const una = await signedInVisitor({
      email: "una@example.org",
      firstName: "Una",
      lastName: "User",
      role: "Coach",
    });

    const answeredBy = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const role = await una.user.getUserRole();
      assert.equal(role.status, 200, JSON.stringify(role.body));
      assert.deepEqual(role.body, { userRole: "Coach", isVerified: true });
      answeredBy.add(String(role.headers.get("x-upstream")));
      // A write, with the anti-forgery token one of the servers handed out.
      const renamed = await una.user.changeName({
        firstName: "Una",
        lastName: `Round ${String(i)}`,
      });
      assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
      answeredBy.add(String(renamed.headers.get("x-upstream")));
    }
    assert.deepEqual([...answeredBy].sort(), [...upstreams].sort());

    assert.equal((await una.user.logout()).status, 200);
    const after = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const role = await una.user.getUserRole();
      assert.equal(role.status, 401);
      after.add(String(role.headers.get("x-upstream")));
    }
    assert.equal(after.size, 2, "both servers refused the ended session");
  });

  test("the per-address login limit counts the address that reached nginx, not what the client wrote", async () => {
    const source = nextSource();
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_LIMIT; i++) {
      // Each attempt names another made-up address in X-Forwarded-For.
      const visitor = new Visitor(front.url, { source, forged: `198.51.100.${String(i + 1)}` });
      const answer = await visitor.login(`nobody.${String(i)}@example.org`, "not the password");
      statuses.push(answer.status);
    }
    assert.deepEqual(statuses, [...Array<number>(LOGIN_LIMIT).fill(401), 429]);

    // Another address behind the same nginx has a limit of its own.
    const other = new Visitor(front.url);
    assert.equal((await other.login("nobody.else@example.org", "not the password")).status, 401);

    // The app servers counted the connections' addresses: never the forged ones, never nginx's.
    const counted = await db
      .select({ key: rateLimits.key, hits: rateLimits.hits })
      .from(rateLimits)
      .where(like(rateLimits.key, "login-ip:%"));
    const keys = new Map(counted.map((row) => [row.key, row.hits]));
    assert.ok((keys.get(`login-ip:${source}`) ?? 0) >= LOGIN_LIMIT, JSON.stringify([...keys]));
    assert.equal(keys.get(`login-ip:${other.source}`), 1);
    for (const key of keys.keys()) {
      assert.doesNotMatch(key, /^login-ip:(198\.51\.100\.|10\.|127\.0\.0\.1$)/);
    }
  });

  test("an FAQ edited through nginx shows through nginx within 5 seconds, though nginx caches /faq", async (t: TestContext) => {
    const admin = await signedInVisitor({
      email: "ada@example.org",
      firstName: "Ada",
      lastName: "Admin",
    });

    // nginx has /faq and the sitemap cached before the FAQ exists.
    await until(
      "/faq from nginx's cache",
      async () => (await page(front, ROUTES.faq.path)).cache === "HIT",
    );
    await until(
      "the sitemap from nginx's cache",
      async () => (await page(front, "/sitemap.xml")).cache === "HIT",
    );

    const { question } = TRAVELLING_FAQ;
    const created = { body: await addTravellingFaq(admin) };
    const faqPage = faqPath({ id: created.body.id, question });
    const added = await until(
      "the new FAQ on /faq through nginx",
      async () => (await page(front, ROUTES.faq.path)).html.includes(question),
      PROPAGATION_LIMIT_MS,
    );
    const inSitemap = await until(
      "the new FAQ in the sitemap through nginx",
      async () => (await page(front, "/sitemap.xml")).html.includes(faqPage),
      PROPAGATION_LIMIT_MS,
    );

    // Both pages served from nginx's cache before the edit.
    await until("/faq from nginx's cache", async () => {
      const cached = await page(front, ROUTES.faq.path);
      return cached.cache === "HIT" && cached.html.includes("Forty minutes, first version.");
    });
    await until("the FAQ's page from nginx's cache", async () => {
      const cached = await page(front, faqPage);
      return cached.cache === "HIT" && cached.html.includes("Forty minutes, first version.");
    });

    await editTravellingFaq(admin, created.body);
    const onList = await until(
      "the edit on /faq through nginx",
      async () =>
        (await page(front, ROUTES.faq.path)).html.includes("Forty-five minutes, second version."),
      PROPAGATION_LIMIT_MS,
    );
    const onPage = await until(
      "the edit on the FAQ's page through nginx",
      async () => (await page(front, faqPage)).html.includes("Forty-five minutes, second version."),
      PROPAGATION_LIMIT_MS - onList,
    );
    // Then nginx serves it from its cache again.
    await until("the edited /faq from nginx's cache", async () => {
      const cached = await page(front, ROUTES.faq.path);
      return cached.cache === "HIT" && cached.html.includes("Forty-five minutes, second version.");
    });

    t.diagnostic(
      `through nginx, after the write's answer: added ${added.toFixed(0)} ms (/faq), ${inSitemap.toFixed(0)} ms more (sitemap); edited ${onList.toFixed(0)} ms (/faq) + ${onPage.toFixed(0)} ms (its page)`,
    );
  });

  test("nginx revalidates an expired page with the app (304), which keeps its own cache", async () => {
    await until(
      "/faq from nginx's cache",
      async () => (await page(front, ROUTES.faq.path)).cache === "HIT",
    );
    // Past the micro-cache's second, nginx asks the app with If-None-Match; unchanged, it is
    // REVALIDATED, not fetched again.
    await until(
      "/faq revalidated by nginx",
      async () => (await page(front, ROUTES.faq.path)).cache === "REVALIDATED",
      10_000,
    );
  });

  test("signed in, nothing comes from nginx's cache; signed out, /faq does and a portal page never", async () => {
    const coach = { lastName: "Coach", role: "Coach" } as const;
    const cleo = await signedInVisitor({ ...coach, email: "cleo@example.org", firstName: "Cleo" });
    const max = await signedInVisitor({ ...coach, email: "max@example.org", firstName: "Max" });

    // The cache is on: signed out, the second /faq in a row comes from it.
    await until(
      "/faq from nginx's cache",
      async () => (await page(front, ROUTES.faq.path)).cache === "HIT",
    );

    for (let i = 0; i < 4; i++) {
      for (const [visitor, email] of [
        [cleo, "cleo@example.org"],
        [max, "max@example.org"],
      ] as const) {
        const account = await visitor.get(ROUTES.account.path);
        assert.equal(account.status, 200);
        assert.notEqual(account.headers.get("x-cache-status"), "HIT");
        assert.ok(String(account.body).includes(email), "each person's own account page");
        // Signed in, even the public pages are not taken from the cache, nor put in it.
        const faq = await visitor.get(ROUTES.faq.path);
        assert.equal(faq.status, 200);
        assert.equal(faq.headers.get("x-cache-status"), "BYPASS");
      }
    }
    // Signed out, the portal still sends to the sign-in page: no signed-in page was kept.
    const signedOut = await page(front, ROUTES.account.path);
    assert.equal(signedOut.status, 307);
    assert.equal(signedOut.location, ROUTES.login.path);
    assert.equal(signedOut.cache, null);

    // Nor the sign-in page, the API or a search.
    for (const pathname of [ROUTES.login.path, "/api/health", searchPath("coach")]) {
      await page(front, pathname);
      const again = await page(front, pathname);
      assert.equal(again.status, 200, pathname);
      assert.ok(
        again.cache === null || again.cache === "BYPASS",
        `${pathname}: ${String(again.cache)}`,
      );
    }
  });

  test("slow request bodies end at nginx after 10 s without reaching the app; password reset answers meanwhile (issue 27)", async () => {
    // More than one server's turns of the anonymous account actions (4), on all three of them.
    const slow = Array.from({ length: 2 * ANONYMOUS_ACTIONS.atOnce + 2 }, (_, i) =>
      slowBodyRequest({
        port: Number(new URL(front.url).port),
        localAddress: nextSource(),
        ...anonymousActionCall(i),
      }),
    );
    await assertResetAnsweredMeanwhile(new Visitor(front.url), slow);

    for (const { status, closedAfterMs } of await Promise.all(slow)) {
      // nginx ends the connection without an answer (it cannot answer a body timeout).
      assert.equal(status, 0, "no answer");
      assert.ok(
        closedAfterMs >= 10_000 && closedAfterMs < 15_000,
        `closed after ${String(closedAfterMs)} ms (nginx's default would be 60 s)`,
      );
    }
    const timedOut = front
      .accessLog()
      .split("\n")
      .filter((line) => /"(POST|PATCH) \/api\/User\/\w+" 408 .* upstream=- /.test(line));
    assert.equal(timedOut.length, slow.length, front.accessLog().slice(-3_000));
    for (const server of [a, b]) {
      assert.doesNotMatch(server.output, /request body too slow/, "no slow body reached the app");
    }
  });

  test("health through nginx: both servers answer /api/health; with one stopped, the other takes every request", async () => {
    const seen = new Set<string>();
    await until("/api/health answered by both servers", async () => {
      const health = await page(front, "/api/health");
      assert.equal(health.status, 200);
      assert.equal((JSON.parse(health.html) as { status: string }).status, "ok");
      seen.add(String(health.upstream));
      return seen.size === 2;
    });

    await b.kill("SIGTERM", 5_000);
    for (let i = 0; i < 6; i++) {
      const health = await page(front, "/api/health");
      assert.equal(health.status, 200, health.html);
      // A request that met the stopped server was tried again on A ("B, A").
      assert.equal(health.upstream?.split(", ").at(-1), `127.0.0.1:${String(a.port)}`);
    }
    const faq = await page(front, `${ROUTES.faq.path}?fresh`);
    assert.equal(faq.status, 200);
  });
});
