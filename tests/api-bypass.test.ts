import { db, engine, resetDatabase } from "./helpers/database";

import assert from "node:assert/strict";
import { before, describe, test } from "node:test";

import { eq } from "drizzle-orm";

import { faqs, searchQueries } from "@/db/schema";
import { seedDemoContent } from "@/db/seed";
import { ENDPOINTS } from "@/lib/api/endpoints";
import { PORTAL_AREA, REDIRECTS, ROUTES, type PageRoute, type RouteName } from "@/lib/routes";

import { ApiClient } from "../harness/api-client";
import { startApp } from "../harness/app";
import {
  assertProblem,
  cookieHeader,
  inPool,
  rawRequest,
  type RawResponse,
  storedDataFingerprint,
} from "./helpers/attack";
import { query } from "../harness/api-client";
import { signIn } from "../harness/sign-in";
import { pagesOnDisk } from "./helpers/pages-on-disk";
import { until } from "../harness/until";
import {
  ACCESS_TABLE,
  accessOf as rowOf,
  type Caller as Column,
  refusalOf,
} from "./helpers/access-table";

/**
 * Issue 7 item 2: requests shaped to slip past proxy.ts (CVE-2025-29927's
 * x-middleware-subrequest, RSC and prefetch headers, encoded, doubled and dotted paths, other
 * letter cases) reach no portal page and no API data without the right session. proxy.ts is only
 * the first gate (docs/decisions/0002); these tests also send a forged session cookie, which gets
 * past it, so that the checks of every page and route handler are what answers.
 */

const app = await startApp();

type Identity = "anonymous" | "forged" | "unverified" | "Student" | "Coach";

/** The column of docs/api.md §4 each identity is: a forged cookie is no session. */
const COLUMN: Record<Identity, Column> = {
  anonymous: "anyone",
  forged: "anyone",
  unverified: "unverified",
  Student: "Student",
  Coach: "Coach",
};

/**
 * The refusal an identity gets from an endpoint, or null where docs/api.md §4 lets it through
 * (tests/helpers/access-table.ts, written from the page and not from the contract).
 */
function apiRefusal(identity: Identity, path: string): { status: number; title: string } | null {
  const cell = rowOf(path)[COLUMN[identity]];
  return cell === "yes" ? null : refusalOf(cell);
}

type PageAccess = "portal" | "admin";

interface PortalPage {
  /** The route as in app/(portal), e.g. `/faq/portal/edit-faq/[id]`. */
  route: string;
  access: PageAccess;
  /** Its heading, which only the page itself renders; none for a redirect. */
  heading?: string;
}

/** Headings that are not the page's title. */
const HEADINGS: Partial<Record<RouteName, string>> = {
  faqHistory: "History",
  faqVersion: "Compare with the current text",
};

const accessOf = (access: PageRoute["access"]): PageAccess =>
  access !== "anyone" && access.roles.includes("Coach") ? "portal" : "admin";

/**
 * The route table (lib/routes.ts): every portal page with who may see it, and the portal paths
 * that only redirect (next.config.ts), with the access of the page they lead to.
 */
const PORTAL_PAGES: PortalPage[] = [
  ...REDIRECTS.map(({ source, destination }) => {
    const target = Object.values(ROUTES).find((route) => route.path === destination);
    assert.ok(target, `${source} leads to a page of the table`);
    return { route: source, access: accessOf(target.access) };
  }),
  ...(Object.entries(ROUTES) as [RouteName, PageRoute][])
    .filter(([, route]) => route.path.startsWith(`${PORTAL_AREA}/`))
    .map(([name, route]) => ({
      route: route.path,
      access: accessOf(route.access),
      heading: HEADINGS[name] ?? route.title,
    })),
];

/**
 * Where docs/product.md §4's route guard sends an identity that may not see a page; null: it may.
 */
function pageDestination(identity: Identity, access: PageAccess): string | null {
  if (identity === "anonymous" || identity === "forged") return ROUTES.login.path;
  if (identity === "unverified") return ROUTES.verify.path;
  if (identity === "Coach" && access === "portal") return null;
  return ROUTES.unauthorized.path;
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const repeated = (value: string) => Array.from({ length: 5 }, () => value).join(":");

/**
 * A router state tree as Next's client sends it when the portal layout is already on screen
 * (the visitor is on Display FAQ's): the server then renders only what changes, without the
 * layout, so a page that left its check to the layout would be rendered unchecked.
 */
const PORTAL_LAYOUT_ON_SCREEN = encodeURIComponent(
  JSON.stringify([
    "",
    {
      children: [
        "(portal)",
        {
          children: [
            "faq",
            {
              children: ["portal", { children: ["display-faqs", { children: ["__PAGE__", {}] }] }],
            },
          ],
        },
      ],
    },
  ]),
);

/** Headers that ask Next.js for something other than a plain page or that skip middleware. */
const HEADER_VARIANTS: Record<string, string>[] = [
  {},
  { "x-middleware-subrequest": "middleware" },
  { "x-middleware-subrequest": "proxy" },
  { "x-middleware-subrequest": "src/middleware" },
  { "x-middleware-subrequest": "src/proxy" },
  { "x-middleware-subrequest": "pages/_middleware" },
  { "x-middleware-subrequest": repeated("middleware") },
  { "x-middleware-subrequest": repeated("proxy") },
  { "x-middleware-subrequest": repeated("src/middleware") },
  { "x-middleware-subrequest": repeated("src/proxy") },
  { RSC: "1" },
  { RSC: "1", "x-middleware-subrequest": repeated("middleware") },
  { RSC: "1", "Next-Router-Prefetch": "1" },
  { RSC: "1", "Next-Router-Prefetch": "1", "Next-Router-Segment-Prefetch": "/_tree" },
  { RSC: "1", "Next-Router-State-Tree": PORTAL_LAYOUT_ON_SCREEN },
  { "Next-Router-Prefetch": "1" },
  { Purpose: "prefetch" },
  { "x-nextjs-data": "1" },
  { "x-middleware-prefetch": "1" },
];

/** The few that go with every spelling of a path (the canonical spelling gets them all). */
const SHORT_HEADER_VARIANTS = [0, 7, 14].map((index) => HEADER_VARIANTS[index] ?? {});

/**
 * Every header variant with the canonical spelling, and a few with each other spelling;
 * the signed-in identities, which proxy.ts lets through anyway, get the first spellings only.
 */
function combinations<T extends { canonical: boolean }>(variants: T[], full: boolean) {
  const paths = full ? variants : variants.slice(0, 6);
  return paths.flatMap((variant, index) =>
    (index === 0 ? HEADER_VARIANTS : SHORT_HEADER_VARIANTS).map((headers) => ({
      variant,
      headers,
    })),
  );
}

/** Other spellings of a portal path: letter case, doubled slashes, dots, percent-encodings. */
function pagePathVariants(path: string): { path: string; canonical: boolean }[] {
  const rest = path.slice(PORTAL_AREA.length);
  const last = path.lastIndexOf("/");
  const encodedLast = `${path.slice(0, last + 1)}%${path.charCodeAt(last + 1).toString(16)}${path.slice(last + 2)}`;
  return [
    { path, canonical: true },
    { path: path.toUpperCase(), canonical: false },
    { path: `/FAQ/Portal${rest}`, canonical: false },
    { path: `/${path}`, canonical: false },
    { path: `/faq//portal${rest}`, canonical: false },
    { path: `${path}/`, canonical: false },
    { path: `/faq/./portal${rest}`, canonical: false },
    { path: `/faq/portal/../portal${rest}`, canonical: false },
    { path: `/faq/%70ortal${rest}`, canonical: false },
    { path: `/%66aq/portal${rest}`, canonical: false },
    { path: `/faq%2Fportal${rest}`, canonical: false },
    { path: encodedLast, canonical: false },
    { path: `${path}?_rsc=1&__nextDataReq=1`, canonical: false },
  ];
}

/** The same for an API path; the first three must reach the endpoint (docs/api.md §1). */
function apiPathVariants(path: string): { path: string; canonical: boolean }[] {
  const [, , group = "", name = ""] = path.split("/");
  const encodedName = `%${name.charCodeAt(0).toString(16)}${name.slice(1)}`;
  return [
    { path, canonical: true },
    { path: path.toLowerCase(), canonical: true },
    { path: path.toUpperCase(), canonical: true },
    { path: `/api/${group}/${encodedName}`, canonical: false },
    {
      path: `/api/%${group.charCodeAt(0).toString(16)}${group.slice(1)}/${name}`,
      canonical: false,
    },
    { path: `/api//${group}/${name}`, canonical: false },
    { path: `//api/${group}/${name}`, canonical: false },
    { path: `${path}/`, canonical: false },
    { path: `/api/${group}/./${name}`, canonical: false },
    { path: `/api/./${group}/${name}`, canonical: false },
    { path: `/api/${group}/../${group}/${name}`, canonical: false },
    { path: `/api/${group}%2F${name}`, canonical: false },
    { path: `${path}%2F`, canonical: false },
    { path: `/API/${group.toUpperCase()}/GETALL${group.toUpperCase()}S`, canonical: false },
  ];
}

interface Caller {
  cookie: string;
  xsrf: string | undefined;
}

/**
 * One test's requests: `collect` adds each (`add`), which counts how it ended (`count`). Runs them
 * six at a time, checks that nothing stored changed, and logs the outcomes.
 */
async function runAll(
  what: string,
  collect: (add: (task: () => Promise<void>) => void, count: (outcome: string) => void) => void,
): Promise<void> {
  const before = await storedDataFingerprint();
  const tasks: (() => Promise<void>)[] = [];
  const outcomes = new Map<string, number>();
  collect(
    (task) => tasks.push(task),
    (outcome) => outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1),
  );
  await inPool(tasks, 6);
  assert.equal(await storedDataFingerprint(), before, "nothing stored changed");
  console.log(
    `${what}: ${String(tasks.length)} requests; ${[...outcomes]
      .map(([outcome, count]) => `${outcome}: ${String(count)}`)
      .join(", ")}`,
  );
}

describe(`proxy bypass attempts on ${engine}`, () => {
  const callers = new Map<Identity, Caller>();
  /** Text that only a signed-in Admin (or, for the staff ones, a Coach) may ever be shown. */
  const secrets = {
    adminEmail: "",
    victimEmail: "",
    victimName: "Vespera",
    archivedQuestion: "Where does the zanzibar archive keep its ledgers?",
    editorName: "Quillon",
    searchSecret: "xylophonic periwinkle",
    /** A word of a group of search words (issue 13), which only the Admin's screen lists. */
    synonymSecret: "quaggamire",
  };
  let archivedFaqId = 0;
  /** The revision that holds the archived FAQ's secret question (issue 17). */
  let archivedRevisionId = 0;
  let activeFaqId = 0;
  let victimId = 0;
  let synonymGroupId = 0;
  /** Issue 40: a topic the Admin added, which the topic writes would change. */
  let topicId = 0;
  let admin: ApiClient;
  let requests = 0;

  before(async () => {
    await resetDatabase();
    // The demo's search history ends two days back, so that the search below, the only one of
    // today, heads User Searches (last search day first) whatever the time of day.
    await seedDemoContent({
      supportEmail: "help@example.org",
      now: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000),
    });

    const signedInAdmin = await signIn(app.url, {
      role: "Admin",
      firstName: "Quillon",
      lastName: "Scrivener",
    });
    admin = signedInAdmin.client;
    const victim = await signIn(app.url, {
      role: "Guest",
      firstName: "Vespera",
      lastName: "Hidden",
    });
    victimId = victim.userId;

    // An archived FAQ and an edit stamp, which only staff pages and endpoints show.
    const [first, second] = await db.select({ id: faqs.id }).from(faqs).orderBy(faqs.id).limit(2);
    assert.ok(first && second, "first and second are there");
    archivedFaqId = first.id;
    activeFaqId = second.id;
    const archive = await admin.patch("/api/Faq/PatchFaq", {
      id: archivedFaqId,
      question: `<p>${secrets.archivedQuestion}</p>`,
      answer: "<p>In the vault.</p>",
    });
    assert.equal(archive.status, 200, JSON.stringify(archive.body));
    assert.equal((await admin.post("/api/Faq/DeleteFaq", { id: archivedFaqId })).status, 200);
    const history = await admin.get(`/api/Faq/GetFaqRevisions?id=${String(archivedFaqId)}`);
    archivedRevisionId = (history.body as { id: number }[])[0]!.id;
    const edit = await admin.patch("/api/Faq/PatchFaq", {
      id: activeFaqId,
      question: "<p>Aardvark lessons: how do they start?</p>",
      answer: "<p>With letters.</p>",
    });
    assert.equal(edit.status, 200, JSON.stringify(edit.body));

    // A search that visitors made: User Searches shows it to staff only.
    const searched = await new ApiClient(app.url).get(
      `/api/Faq/GetQueriedFaqs?${query({ searchQuery: secrets.searchSecret })}`,
    );
    assert.equal(searched.status, 200);
    // It finds nothing, so Content Gaps (issue 16) lists it too.
    assert.deepEqual(searched.body, []);
    // The answer waits for the search to be kept; the server counts it into User Searches just
    // after (docs/decisions/0013).
    await until("the search is counted", async () => {
      const counted = await db
        .select({ id: searchQueries.id })
        .from(searchQueries)
        .where(eq(searchQueries.search, secrets.searchSecret));
      return counted.length > 0;
    });

    // A group of search words, which only the Admin's "Search words" screen and API show.
    const group = await admin.post("/api/Faq/PostSynonymGroup", {
      words: [secrets.synonymSecret, "bogland"],
    });
    assert.equal(group.status, 201, JSON.stringify(group.body));
    synonymGroupId = (group.body as { id: number }).id;
    const topic = await admin.post("/api/Faq/PostTopic", {
      nameEn: "Bypass topic",
      nameEs: "Tema de bypass",
      picture: "lock",
    });
    assert.equal(topic.status, 201, JSON.stringify(topic.body));
    topicId = (topic.body as { id: number }).id;

    secrets.adminEmail = signedInAdmin.email;
    secrets.victimEmail = victim.email;

    const anonymous = new ApiClient(app.url);
    await anonymous.get("/api/User/GetXsrfToken");
    callers.set("anonymous", { cookie: cookieHeader(anonymous), xsrf: anonymous.xsrfToken });
    // A session cookie that next-auth did not issue: it gets past proxy.ts, which only looks
    // for the cookie, so the page and handler checks behind it are what is tested.
    callers.set("forged", {
      cookie: `${cookieHeader(anonymous)}; authjs.session-token=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2Q0JDLUhTNTEyIn0..forged.forged.forged`,
      xsrf: anonymous.xsrfToken,
    });
    for (const [identity, signedIn] of [
      ["unverified", await signIn(app.url, { role: "Admin", verified: false })],
      ["Student", await signIn(app.url, { role: "Student" })],
      ["Coach", await signIn(app.url, { role: "Coach" })],
    ] as const) {
      callers.set(identity, {
        cookie: cookieHeader(signedIn.client),
        xsrf: signedIn.client.xsrfToken,
      });
    }
  });

  function pagePath(route: string): string {
    return route
      .replace("/edit-faq/[id]", `/edit-faq/${String(archivedFaqId)}`)
      .replace("/history/[revisionId]", `/history/${String(archivedRevisionId)}`)
      .replace("/edit/[id]", `/edit/${String(victimId)}`);
  }

  function secretsFor(identity: Identity): string[] {
    const { editorName, searchSecret, ...adminOnly } = secrets;
    return identity === "Coach"
      ? Object.values(adminOnly)
      : [...Object.values(adminOnly), editorName, searchSecret];
  }

  /** Text that a response shows, in HTML or in an RSC payload (quotes unescaped). */
  function shows(body: string, text: string): boolean {
    const flat = body.replace(/\\/g, "");
    const html = text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;");
    return flat.includes(`>${html}<`) || flat.includes(`"children":${JSON.stringify(text)}`);
  }

  function assertNothingShown(
    response: RawResponse,
    identity: Identity,
    headings: string[],
    label: string,
  ) {
    const flat = response.body.replace(/\\/g, "");
    for (const secret of secretsFor(identity)) {
      assert.ok(!flat.includes(secret), `${label}: the answer contains "${secret}"`);
    }
    for (const heading of headings) {
      assert.ok(!shows(response.body, heading), `${label}: the answer shows "${heading}"`);
    }
  }

  /**
   * Sends a request and follows the redirects that stay inside the guarded area (a doubled
   * slash or trailing slash made canonical, Next's `_rsc` cache-busting parameter), with the
   * same headers, checking every answer on the way; returns the last answer.
   */
  async function sendAndFollow(
    identity: Identity,
    method: string,
    path: string,
    headers: Record<string, string>,
    body: string | undefined,
    check: (response: RawResponse, label: string) => void,
  ): Promise<{ response: RawResponse; path: string }> {
    const caller = callers.get(identity);
    assert.ok(caller, "caller is there");
    let current = path;
    for (let hop = 0; ; hop++) {
      const response = await rawRequest(app.url, {
        method,
        path: current,
        headers: {
          Cookie: caller.cookie,
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
          ...(caller.xsrf && method !== "GET" ? { "X-XSRF-TOKEN": caller.xsrf } : {}),
          ...headers,
        },
        body,
      });
      requests += 1;
      const label = `${identity} ${method} ${current} ${JSON.stringify(headers).slice(0, 90)} → ${String(response.status)}`;
      check(response, label);
      const location = response.headers.location;
      const target =
        response.status >= 300 && response.status < 400 && location
          ? new URL(location, new URL(current, app.url))
          : undefined;
      // Next's cache-busting `_rsc` parameter: the same request again, as its client would.
      const again = target?.searchParams.has("_rsc") === true;
      const next = target ? safeDecode(target.pathname) : redirectOf(response);
      if (!again && (next === undefined || !/^\/(faq\/portal|api)(\/|$)/i.test(next))) {
        return { response, path: current };
      }
      assert.ok(hop < 5, `${label}: too many redirects`);
      current = target ? `${target.pathname}${target.search}` : (next ?? "");
    }
  }

  /**
   * Next.js answers a request marked `x-middleware-prefetch` (a Pages Router prefetch) with a
   * bare `{}` once proxy.ts lets it through, without rendering the page or running the handler
   * (next/dist/server/base-server.js: "bail early to avoid unexpected SSR invocations").
   */
  function nothingRan(response: RawResponse): boolean {
    return (
      response.status === 200 &&
      response.body === "{}" &&
      response.headers["x-middleware-skip"] === "1" &&
      response.headers["content-type"] === undefined
    );
  }

  /** The redirect an answer carries: its Location, or the digest of an RSC payload. */
  function redirectOf(response: RawResponse): string | undefined {
    if (response.status >= 300 && response.status < 400 && response.headers.location) {
      return new URL(response.headers.location, app.url).pathname;
    }
    return /"digest":"NEXT_REDIRECT;[a-z]+;([^;"]+);/.exec(response.body.replace(/\\/g, ""))?.[1];
  }

  test("the route table lists every portal page and the API every endpoint", () => {
    assert.deepEqual(
      PORTAL_PAGES.filter((page) => page.heading)
        .map((page) => page.route)
        .sort(),
      pagesOnDisk("app/(portal)"),
    );
    assert.deepEqual(
      Object.keys(ACCESS_TABLE).sort(),
      ENDPOINTS.map((endpoint) => endpoint.path).sort(),
    );
  });

  test("the markers are real: an Admin sees every heading and secret where they belong", async () => {
    const adminCookie = cookieHeader(admin);
    for (const page of PORTAL_PAGES) {
      const response = await rawRequest(app.url, {
        method: "GET",
        path: pagePath(page.route),
        headers: { Cookie: adminCookie },
      });
      if (page.heading) {
        assert.equal(response.status, 200, page.route);
        assert.ok(shows(response.body, page.heading), `${page.route} shows ${page.heading}`);
      } else {
        assert.equal(response.status, 307, page.route);
      }
    }
    const pageText = async (path: string, headers: Record<string, string> = {}) => {
      let current = path;
      for (;;) {
        const response = await rawRequest(app.url, {
          method: "GET",
          path: current,
          headers: { Cookie: adminCookie, ...headers },
        });
        if (response.status !== 307 || !response.headers.location?.includes("_rsc")) {
          return response.body.replace(/\\/g, "");
        }
        current = response.headers.location;
      }
    };
    const {
      archivedQuestion,
      adminEmail,
      victimEmail,
      victimName,
      editorName,
      searchSecret,
      synonymSecret,
    } = secrets;
    const expectations: [string, Record<string, string>, string[]][] = [
      [ROUTES.faqArchive.path, {}, [archivedQuestion]],
      [ROUTES.faqArchive.path, { RSC: "1" }, [archivedQuestion]],
      [pagePath(ROUTES.editFaq.path), {}, [archivedQuestion]],
      [pagePath(ROUTES.faqHistory.path), {}, [archivedQuestion]],
      [pagePath(ROUTES.faqVersion.path), {}, [archivedQuestion]],
      [pagePath(ROUTES.editUser.path), {}, [victimEmail, victimName]],
      [ROUTES.account.path, {}, [adminEmail]],
      [ROUTES.displayFaqs.path, {}, [editorName, "Exit Portal"]],
      [ROUTES.displayFaqs.path, { RSC: "1" }, [editorName]],
      [ROUTES.userSearches.path, {}, [searchSecret]],
      [ROUTES.contentGaps.path, {}, [searchSecret]],
      [ROUTES.searchWords.path, {}, [synonymSecret]],
      [ROUTES.searchWords.path, { RSC: "1" }, [synonymSecret]],
      [ROUTES.activity.path, {}, [adminEmail]],
      [ROUTES.activity.path, { RSC: "1" }, [adminEmail]],
    ];
    for (const [path, headers, texts] of expectations) {
      const text = await pageText(path, headers);
      for (const expected of texts) {
        assert.ok(text.includes(expected), `${path} ${JSON.stringify(headers)} shows ${expected}`);
      }
    }
    const users = await admin.get("/api/User/GetUsers?limit=100");
    assert.ok(
      JSON.stringify(users.body).includes(victimEmail),
      "JSON.stringify(users.body).includes(victimEmail)",
    );
    const groups = await admin.get("/api/Faq/GetSynonymGroups");
    assert.ok(
      JSON.stringify(groups.body).includes(synonymSecret),
      "JSON.stringify(groups.body).includes(synonymSecret)",
    );
  });

  for (const identity of ["anonymous", "forged", "unverified", "Student", "Coach"] as const) {
    test(`portal pages turn away ${identity} whatever the path and headers`, () =>
      runAll(`pages as ${identity}`, (add, count) => {
        const full = identity === "anonymous" || identity === "forged";
        for (const page of PORTAL_PAGES) {
          const destination = pageDestination(identity, page.access);
          if (destination === null) continue;
          // Any portal heading counts: a Coach may see the portal's own pages, not the Admin's.
          const headings = PORTAL_PAGES.filter(
            (other) => other.heading && (identity !== "Coach" || other.access === "admin"),
          ).map((other) => other.heading ?? "");
          if (identity !== "Coach") headings.push("Exit Portal");
          for (const { variant, headers } of combinations(
            pagePathVariants(pagePath(page.route)),
            full,
          )) {
            add(async () => {
              const { response, path } = await sendAndFollow(
                identity,
                "GET",
                variant.path,
                headers,
                undefined,
                (answer, label) => {
                  assertNothingShown(answer, identity, headings, label);
                },
              );
              const label = `${identity} GET ${variant.path} → ${path} ${JSON.stringify(headers).slice(0, 90)} → ${String(response.status)}`;
              const redirect = redirectOf(response);
              const skipped = nothingRan(response);
              const outcome =
                response.status === 404
                  ? "404"
                  : redirect
                    ? `${String(response.status)} → ${redirect}`
                    : skipped
                      ? "200 {} (middleware prefetch, nothing rendered)"
                      : `${String(response.status)} ${String(response.headers["content-type"])}`;
              count(outcome);
              if (skipped) {
                assert.ok("x-middleware-prefetch" in headers, label);
                return;
              }
              if (response.status === 404) {
                assert.ok(!variant.canonical, `${label}: the page itself must redirect`);
                return;
              }
              if (redirect !== undefined) {
                assert.equal(redirect, destination, label);
                return;
              }
              // What is left is an RSC answer that rendered nothing of the page (a prefetch of
              // the route tree, or a tree the client claims to have): no redirect needed.
              assert.equal(response.status, 200, label);
              assert.equal(response.headers["content-type"], "text/x-component", label);
              assert.ok("RSC" in headers, label);
              assert.ok(
                "Next-Router-Prefetch" in headers || "Next-Router-State-Tree" in headers,
                `${label}: a plain RSC request of a guarded page must carry the redirect`,
              );
            });
          }
        }
      }));
  }

  /** A request each endpoint would act on if it were let through: writes that would show. */
  function apiCall(path: string): { query: string; body: unknown } {
    const bodies: Record<string, unknown> = {
      "/api/Faq/PostFaq": { question: "<p>Bypassed?</p>", answer: "<p>Yes.</p>", tags: "x" },
      "/api/Faq/PatchFaq": { id: activeFaqId, question: "<p>Bypassed?</p>", answer: "<p>Y</p>" },
      "/api/Faq/DeleteFaq": { id: activeFaqId },
      "/api/Faq/RestoreFaq": { id: archivedFaqId },
      "/api/Faq/RestoreFaqRevision": { id: archivedRevisionId },
      "/api/Faq/PostSynonymGroup": { words: ["bypass", "passed"] },
      "/api/Faq/PatchSynonymGroup": { id: synonymGroupId, words: ["bypass", "passed"] },
      "/api/Faq/DeleteSynonymGroup": { id: synonymGroupId },
      "/api/Faq/DismissContentGap": { kind: "faq", id: activeFaqId },
      "/api/Faq/LinkContentGap": { id: 1, faqId: activeFaqId },
      "/api/Faq/AcceptPhrasingSuggestion": {
        faqId: activeFaqId,
        reading: "bypass",
        phrasings: ["bypass"],
      },
      "/api/Faq/RejectPhrasingSuggestion": { faqId: activeFaqId, reading: "bypass" },
      "/api/Faq/PostTopic": { nameEn: "Bypassed", nameEs: "Saltado", picture: "star" },
      "/api/Faq/PatchTopic": { id: topicId, nameEn: "Bypassed" },
      "/api/Faq/MoveTopic": { id: topicId, position: 1 },
      "/api/Faq/DeleteTopic": { id: topicId },
      "/api/User/Register": {
        firstName: "By",
        lastName: "Passer",
        email: "bypass@example.org",
        password: "bypass password 1",
        confirmPassword: "bypass password 1",
      },
      "/api/User/PatchUser": { id: victimId, role: "Admin" },
      "/api/User/DeleteUser": { id: victimId },
      "/api/User/ChangeName": { firstName: "By", lastName: "Passed" },
      "/api/User/ChangeEmail": { email: "bypass-new@example.org" },
      "/api/User/ChangePassword": {
        oldPassword: "correct horse battery",
        newPassword: "another long pass",
        confirmNewPassword: "another long pass",
      },
      "/api/User/VerifyEmail": { token: "123456" },
      "/api/User/VerifyPassword": { token: "123456" },
      "/api/User/VerifyAccount": { token: "123456" },
    };
    return {
      query: query({
        id: path.startsWith("/api/Faq/") ? archivedFaqId : victimId,
        searchQuery: "zanzibar",
        isPhantomDeleted: true,
        limit: 100,
      }),
      body: bodies[path] ?? {},
    };
  }

  for (const identity of ["anonymous", "forged", "unverified", "Student", "Coach"] as const) {
    test(`the API refuses ${identity} whatever the path and headers`, () =>
      runAll(`API as ${identity}`, (add, count) => {
        const full = identity === "anonymous" || identity === "forged";
        for (const endpoint of ENDPOINTS) {
          const refusal = apiRefusal(identity, endpoint.path);
          if (!refusal) continue;
          const call = apiCall(endpoint.path);
          const body = endpoint.method === "GET" ? undefined : JSON.stringify(call.body);
          for (const { variant, headers } of combinations(apiPathVariants(endpoint.path), full)) {
            const path = endpoint.method === "GET" ? `${variant.path}?${call.query}` : variant.path;
            add(async () => {
              const { response } = await sendAndFollow(
                identity,
                endpoint.method,
                path,
                headers,
                body,
                (answer, label) => {
                  assertNothingShown(answer, identity, [], label);
                },
              );
              const label = `${identity} ${endpoint.method} ${path} ${JSON.stringify(headers).slice(0, 90)} → ${String(response.status)}`;
              if (nothingRan(response)) {
                assert.ok("x-middleware-prefetch" in headers, label);
                const outcome = "200 {} (middleware prefetch, handler not run)";
                count(outcome);
                return;
              }
              const problem = assertProblem(response, label);
              const outcome = `${String(response.status)} ${String(problem.title)}`;
              count(outcome);
              if (variant.canonical || response.status !== 404) {
                assert.equal(response.status, refusal.status, label);
                assert.equal(problem.title, refusal.title, label);
              }
            });
          }
        }
      }));
  }

  test("the archived FAQ, the victim and the search words are as they were", async () => {
    const [archived] = await db.select().from(faqs).where(eq(faqs.id, archivedFaqId));
    assert.equal(archived?.isPhantomDeleted, true);
    const [active] = await db.select().from(faqs).where(eq(faqs.id, activeFaqId));
    assert.equal(active?.isPhantomDeleted, false);
    const victim = await admin.get(`/api/User/GetUserById?id=${String(victimId)}`);
    assert.equal(victim.status, 200);
    assert.equal(victim.body.role, "Guest");
    const groups = await admin.get("/api/Faq/GetSynonymGroups");
    assert.equal(groups.status, 200);
    const bypassed = (groups.body as { id: number; words: string[] }[]).filter(
      (group) => group.id === synonymGroupId || group.words.includes("bypass"),
    );
    assert.deepEqual(
      bypassed.map((group) => [group.id, group.words]),
      [[synonymGroupId, [secrets.synonymSecret, "bogland"]]],
    );
    console.log(`bypass attempts: ${String(requests)} requests in all`);
  });
});
