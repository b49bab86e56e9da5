import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";

import { TestClient } from "../harness/api-client";
import { browserState } from "../harness/browser-session";
import type { ServerProcess } from "../harness/server-process";
import { signIn } from "../harness/sign-in";
import { expectNoAxeViolations } from "./fixtures/axe";
import { searchOnFaqPage } from "./fixtures/faqs";
import { htmlToText } from "../lib/text/plain-text";
import { toast, uniqueWord } from "./fixtures/portal";
import { recordSession } from "./fixtures/secrets";
import { twoServersForTests } from "./fixtures/two-servers";
import { ROUTES } from "@/lib/routes";

/**
 * Issue 38 "Visitors teach, staff decide", in a real browser: two visitors say the same FAQ
 * answered the same weak search ("This answers my question", and a "Yes" under the FAQ reached
 * from the search); staff see the suggestion on Content Gaps and accept it; the next search of
 * those words finds the FAQ first, on this app server and on a second one sharing the database.
 *
 * A visitor is told apart by their address, and several app servers need PostgreSQL, so this
 * spec brings its own: a PostgreSQL cluster (harness/postgres-cluster.ts; it fails, not skips,
 * when none is installed) with the demo content, and two production servers on it (npm start)
 * that trust X-Forwarded-For from loopback, as behind a balancer on this machine: each browser
 * context sends an address of its own. The suite's own server (playwright.config.ts) is not used.
 */

/** The FAQ of the demo content that the visitors find. */
const TARGET = "What is phonics?";
/**
 * "phonics" and two made-up words the FAQs never use: the search is weak (one made-up word alone
 * is not enough on the demo content) and lists the phonics FAQ among its closest few.
 */
const WORDING = `phonics ${uniqueWord()} ${uniqueWord()}`;
const WEAK_MESSAGE = "We could not find an answer to that. These might help:";
/** Issue 8's bound for a change to reach the other server; issue 38 promises about a second. */
const PROPAGATION_LIMIT_MS = 5_000;
/** Each browser context's own address (TEST-NET-3), sent as X-Forwarded-For. */
const ADDRESS = {
  firstVisitor: "203.0.113.1",
  secondVisitor: "203.0.113.2",
  admin: "203.0.113.3",
  visitorOnB: "203.0.113.4",
};

/** Its answer to a public search, as the visitor's page fetches it. */
interface Found {
  first: number | undefined;
  confidence: string | undefined;
}

/** The public search of `text` made by `page`'s browser: its first FAQ and its confidence. */
function searchFrom(page: Page, text: string): Promise<Found> {
  return page.evaluate(async (searchQuery) => {
    const response = await fetch(
      `/api/Faq/GetQueriedFaqs?searchQuery=${encodeURIComponent(searchQuery)}`,
    );
    if (!response.ok) throw new Error(`GetQueriedFaqs: ${String(response.status)}`);
    const found = (await response.json()) as { id: number }[];
    const interpretation = JSON.parse(response.headers.get("Search-Interpretation") ?? "{}") as {
      confidence?: string;
    };
    return { first: found[0]?.id, confidence: interpretation.confidence };
  }, text);
}

/** The confidence of a search made on /faq (GetQueriedFaqs' Search-Interpretation header). */
async function confidenceOf(searched: Awaited<ReturnType<typeof searchOnFaqPage>>) {
  expect(searched.status()).toBe(200);
  const header = (await searched.headerValue("search-interpretation")) ?? "{}";
  return (JSON.parse(header) as { confidence?: string }).confidence;
}

/** A visitor searches the wording on /faq: weak, with the FAQ among the few shown; they open it. */
async function searchAndOpen(page: Page): Promise<{ faqId: number; item: Locator }> {
  const searched = await searchOnFaqPage(page, WORDING);
  expect(await confidenceOf(searched)).toBe("weak");
  const found = (await searched.json()) as { id: number; question: string }[];
  const faq = found.find(({ question }) => htmlToText(question) === TARGET);
  if (!faq) throw new Error(`"${TARGET}" is not among the results of "${WORDING}"`);
  await expect(page.getByText(WEAK_MESSAGE)).toBeVisible();
  const item = page.locator(".faq-list > li").filter({ hasText: TARGET });
  await item.getByRole("button", { name: TARGET, exact: true }).click();
  return { faqId: faq.id, item };
}

test.describe("Suggested phrasings (issue 38): visitors teach, staff decide", () => {
  /** Server A, which the browsers use, and server B, which only searches. */
  const two = twoServersForTests(
    "e2e/suggested-phrasings.spec.ts",
    { firstName: "Sue", lastName: "Admin" },
    { TRUSTED_PROXIES: "loopback" },
  );

  /** A browser context on `server` from `address` (X-Forwarded-For, which the servers trust). */
  async function visitorOn(
    browser: Browser,
    server: ServerProcess,
    address: string,
    storageState?: ReturnType<typeof browserState>,
  ): Promise<Page> {
    const context = await browser.newContext({
      baseURL: server.url,
      extraHTTPHeaders: { "X-Forwarded-For": address },
      ...(storageState ? { storageState } : {}),
    });
    two.contexts.push(context);
    return context.newPage();
  }

  test("two visitors say an FAQ answered their weak search; an Admin accepts it on Content Gaps; the next search finds the FAQ first on both servers", async ({
    browser,
  }) => {
    const { a, b } = two.started();

    // Visitor 1, on server A: "This answers my question" under the FAQ of the weak search.
    const first = await visitorOn(browser, a, ADDRESS.firstVisitor);
    const { faqId, item: firstItem } = await searchAndOpen(first);
    const answered = first.waitForResponse(/\/api\/Faq\/PostSearchAnswered/);
    await firstItem.getByRole("button", { name: "This answers my question" }).click();
    expect((await answered).status()).toBe(200);
    await expect(firstItem.getByText("Thank you. This helps us answer others.")).toBeVisible();

    // Visitor 2, another address on server A: "Yes" to "Was this helpful?", which sends the search.
    const second = await visitorOn(browser, a, ADDRESS.secondVisitor);
    const { item: secondItem } = await searchAndOpen(second);
    const voted = second.waitForResponse(/\/api\/Faq\/RateFaq/);
    await secondItem
      .getByRole("group", { name: "Was this helpful?" })
      .getByRole("button", { name: "Yes" })
      .click();
    const vote = await voted;
    expect(vote.status()).toBe(200);
    expect(vote.request().postDataJSON()).toMatchObject({
      id: faqId,
      helpful: true,
      searchQuery: WORDING,
    });
    await expect(secondItem.getByText("Thank you! Your answer helps us improve.")).toBeVisible();

    // Server B, before any staff decision: the same search is weak there too.
    const onB = await visitorOn(browser, b, ADDRESS.visitorOnB);
    await onB.goto(ROUTES.privacyPolicy.path);
    expect(await searchFrom(onB, WORDING)).toMatchObject({ confidence: "weak" });

    // An Admin, signed in through the API and handed to a browser of their own address.
    const client = await signIn(a.url, two.admin, { client: new TestClient(a.url, ADDRESS.admin) });
    const state = browserState(client);
    recordSession(state.cookies, client.xsrfToken);
    const staff = await visitorOn(browser, a, ADDRESS.admin, state);
    await staff.goto(ROUTES.contentGaps.path);
    await expect(staff.getByRole("heading", { level: 1, name: "Content Gaps" })).toBeVisible();
    const suggestions = staff.getByRole("region", { name: "Suggested phrasings" });
    const suggestion = suggestions.getByRole("listitem").filter({ hasText: TARGET });
    await expect(suggestion).toHaveCount(1);
    await expect(suggestion).toContainText("Suggested by 2 visitors");
    const way = suggestion.getByRole("checkbox");
    await expect(way).toHaveCount(1);
    await expect(way).toHaveAccessibleName(`“${WORDING}” (2 visitors)`);
    await expect(way).toBeChecked();
    await expectNoAxeViolations(staff);

    const accepting = staff.waitForResponse(/\/api\/Faq\/AcceptPhrasingSuggestion/);
    // Chromium names it "Accept : What is phonics?", a space before the hidden part.
    await suggestion.getByRole("button", { name: /^Accept\b/ }).click();
    expect((await accepting).status()).toBe(200);
    const acceptedAt = performance.now();

    /** Polls `page`'s server until the wording finds the FAQ first and surely: the time it took. */
    async function foundFirst(page: Page, server: string): Promise<number> {
      let foundAt: number | undefined;
      await expect
        .poll(
          async () => {
            const found = await searchFrom(page, WORDING);
            if (found.first === faqId && found.confidence === "good") foundAt ??= performance.now();
            return found;
          },
          {
            message: `"${WORDING}" finds "${TARGET}" first on ${server}`,
            timeout: PROPAGATION_LIMIT_MS,
            intervals: [25],
          },
        )
        .toEqual({ first: faqId, confidence: "good" });
      return (foundAt ?? performance.now()) - acceptedAt;
    }
    // Both servers are asked while the Admin's page is checked; a failure is reported below.
    const found = Promise.all([foundFirst(first, "server A"), foundFirst(onB, "server B")]);
    found.catch(() => undefined);

    await expect(toast(staff, "Accepted. The search now knows these words.")).toBeVisible();
    await expect(suggestion).toHaveCount(0);
    await staff.reload();
    await expect(suggestions.getByText("No suggestions yet.")).toBeVisible();

    const [onA, onOther] = await found;
    const timing = `the accepted wording found its FAQ first ${onA.toFixed(0)} ms after the accept on server A, ${onOther.toFixed(0)} ms on server B`;
    console.log(`suggested phrasings: ${timing}`);
    test.info().annotations.push({ type: "timing", description: timing });

    // And a visitor on B sees it so: the FAQ first, and no "could not find" any more.
    await searchOnFaqPage(onB, WORDING);
    await expect(onB.locator(".faq-list > li").first()).toContainText(TARGET);
    await expect(onB.getByText(WEAK_MESSAGE)).toHaveCount(0);
  });
});
