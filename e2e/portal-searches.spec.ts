import { expect, test, type Page } from "@playwright/test";

import { ROUTES } from "../lib/routes";

import { expectNoAxeViolations } from "./fixtures/axe";
import { openScreen } from "./fixtures/portal";
import { signInAs, signInEachTestAs } from "./fixtures/session";

/**
 * FAQ Corner's User Searches screen (docs/product.md §2 "User searches", §4 sort reloads, §9 paging
 * and chart rules; docs/api.md §6 search orders).
 */

const PATH = ROUTES.userSearches.path;
const items = (page: Page) => page.locator(".search-list > li");
const toggles = (page: Page) => items(page).locator("button[aria-expanded]");
const sortButton = (page: Page, name: string) =>
  page.getByRole("group", { name: "Sort the searches" }).getByRole("button", { name, exact: true });

/**
 * A search text that no FAQ answers: nonsense words, and a number to keep it new. The tail is a
 * number, not letters: a made-up run of consonants can sound like a real word ("ckdds" sounds
 * like "kids") and then finds FAQs, while numbers only ever match exactly.
 */
function gapSearch(): string {
  return `zzqxj vvkrt ${String(Date.now())}${String(Math.floor(Math.random() * 1000))}`;
}

/** Runs a visitor's search through the public API, as the FAQ page does (docs/api.md §6). */
async function searchAsVisitor(page: Page, text: string): Promise<number> {
  const response = await page.request.get(
    `/api/Faq/GetQueriedFaqs?SearchQuery=${encodeURIComponent(text)}`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as unknown[]).length;
}

const itemFor = (page: Page, search: string) =>
  items(page).filter({ has: page.locator(".search-text", { hasText: search }) });

test.describe("User Searches (docs/product.md §2)", () => {
  signInEachTestAs("admin");

  test("opens sorted by 'Sort Date/Popularity', with totals and last-searched dates", async ({
    page,
  }) => {
    await openScreen(page, PATH, "User Searches");
    await expect(sortButton(page, "Sort Date/Popularity")).toHaveAttribute("aria-pressed", "true");
    await expect(sortButton(page, "Sort Date")).toHaveAttribute("aria-pressed", "false");
    await expect(sortButton(page, "Sort Popularity")).toHaveAttribute("aria-pressed", "false");

    await expect(items(page)).toHaveCount(15);
    for (const total of await items(page).locator(".search-total").allTextContents()) {
      expect(total).toMatch(/^(1 Total Search|([02-9]|\d{2,}) Total Searches)$/);
    }
    await expect(items(page).first().locator("time")).toHaveText(/\d/);
  });

  test("'1 Total Search' and '2 Total Searches'; a search that found nothing is marked, with an Add FAQ link that starts the question", async ({
    page,
  }) => {
    const once = gapSearch();
    const twice = gapSearch();
    expect(await searchAsVisitor(page, once)).toBe(0);
    expect(await searchAsVisitor(page, twice)).toBe(0);
    expect(await searchAsVisitor(page, twice)).toBe(0);

    await page.goto(PATH);
    await sortButton(page, "Sort Date").click();
    await expect(sortButton(page, "Sort Date")).toHaveAttribute("aria-pressed", "true");
    // Most recent first (docs/api.md §6 order 0): the two searches just made.
    await expect(items(page).nth(0).locator(".search-text")).toHaveText(twice);
    await expect(items(page).nth(1).locator(".search-text")).toHaveText(once);

    const onceItem = itemFor(page, once);
    await expect(onceItem.locator(".search-total")).toHaveText("1 Total Search");
    await expect(itemFor(page, twice).locator(".search-total")).toHaveText("2 Total Searches");
    await expect(onceItem.getByText("Found nothing")).toBeVisible();

    const addLink = onceItem.getByRole("link", { name: /Add an FAQ for this/ });
    await expect(addLink).toHaveAttribute(
      "href",
      `${ROUTES.addFaq.path}?question=${encodeURIComponent(once)}`,
    );
    await addLink.click();
    await expect(page).toHaveURL(/\/faq\/portal\/add-faq\?question=/);
    await expect(page.getByRole("textbox", { name: "Question" })).toHaveText(once);
  });

  test("searches that found something carry no content-gap marker", async ({ page }) => {
    await page.goto(PATH);
    await sortButton(page, "Sort Popularity").click();
    const reading = itemFor(page, "reading").first();
    await expect(reading).toBeVisible();
    await expect(reading.getByText("Found nothing")).toHaveCount(0);
    await expect(reading.getByRole("link", { name: /Add an FAQ/ })).toHaveCount(0);
  });

  test("changing the sort clears the list and reloads it from the start in the new order", async ({
    page,
  }) => {
    await page.goto(PATH);
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("GetFaqSearchQuerySummaries")) requests.push(request.url());
    });

    await sortButton(page, "Sort Popularity").click();
    await expect(sortButton(page, "Sort Popularity")).toHaveAttribute("aria-pressed", "true");
    await expect(sortButton(page, "Sort Date/Popularity")).toHaveAttribute("aria-pressed", "false");
    await expect(items(page)).toHaveCount(15);
    const totals = (await items(page).locator(".search-total").allTextContents()).map((text) =>
      Number.parseInt(text, 10),
    );
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(requests[0]).toMatch(/skip=0/);
    expect(requests[0]).toMatch(/orderBy=1/);

    await sortButton(page, "Sort Date").click();
    await expect(sortButton(page, "Sort Date")).toHaveAttribute("aria-pressed", "true");
    await expect(items(page)).toHaveCount(15);
    const times = await items(page)
      .locator("time")
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("datetime") ?? ""));
    expect(times).toEqual([...times].sort().reverse());
    expect(requests.at(-1)).toMatch(/skip=0/);
    expect(requests.at(-1)).toMatch(/orderBy=0/);
  });

  test("expanding one search shows its chart and collapses the other", async ({ page }) => {
    await page.goto(PATH);
    const first = toggles(page).nth(0);
    const second = toggles(page).nth(1);

    // The list holds no search times: an opened item fetches its searches per day.
    const days = page.waitForResponse((response) =>
      response.url().includes("/api/Faq/GetFaqSearchQueryDays?"),
    );
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    const firstText = (await items(page).nth(0).locator(".search-text").textContent()) ?? "";
    expect(new URL((await days).url()).searchParams.get("search")).toBe(firstText);
    const firstChart = items(page).nth(0).locator("canvas");
    await expect(firstChart).toBeVisible();
    await expect(firstChart).toHaveAttribute("aria-label", /Line chart of searches per day/);
    // docs/product.md §9: the series starts with a zero point a month before the first search.
    await expect(
      items(page).nth(0).locator("table tbody tr").first().locator("td").nth(1),
    ).toHaveText("0");
    await expect(items(page).nth(0).locator("table th").nth(1)).toHaveText("Search Amount");
    // Every search of the text is on the chart: its days add up to its total.
    const total = Number.parseInt(
      (await items(page).nth(0).locator(".search-total").textContent()) ?? "",
      10,
    );
    const perDay = await items(page)
      .nth(0)
      .locator("table tbody tr td:nth-child(2)")
      .allTextContents();
    expect(perDay.reduce((sum, count) => sum + Number(count), 0)).toBe(total);

    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(items(page).nth(1).locator("canvas")).toBeVisible();
    await expect(firstChart).toHaveCount(0);

    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator(".search-list canvas")).toHaveCount(0);
  });

  test("scrolling near the bottom loads the next pages, until an empty page; Scroll to Top goes back", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto(PATH);
    await expect(items(page)).toHaveCount(15);
    const arrived = { emptyPage: false };
    const emptyPage = page
      .waitForResponse(
        async (response) =>
          response.url().includes("GetFaqSearchQuerySummaries") &&
          ((await response.json()) as unknown[]).length === 0,
      )
      .then(() => {
        arrived.emptyPage = true;
      });
    // Wheel down, one page at a time, until the empty page has come (docs/product.md §2: loading
    // stops there), however long each page takes on a busy machine.
    for (let pages = 0; !arrived.emptyPage; pages += 1) {
      expect(pages, "the empty page comes within 10 pages").toBeLessThan(10);
      const shown = await items(page).count();
      await page.mouse.wheel(0, 20_000);
      await expect
        .poll(async () => arrived.emptyPage || (await items(page).count()) > shown, {
          timeout: 20_000,
        })
        .toBe(true);
    }
    await emptyPage;
    const count = await items(page).count();
    // The demo data holds 45 search texts; other tests may have added a few.
    expect(count).toBeGreaterThanOrEqual(45);
    const texts = await items(page).locator(".search-text").allTextContents();
    expect(new Set(texts).size).toBe(texts.length);

    const toTop = page.getByRole("button", { name: "Scroll to Top" });
    await expect(toTop).toBeVisible();
    await expect(page.getByRole("button", { name: "Scroll to Bottom" })).toHaveCount(0);
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("an empty list says 'No results found....'", async ({ page }) => {
    await page.goto(PATH);
    await page.route("**/api/Faq/GetFaqSearchQuerySummaries**", (route) =>
      route.fulfill({ json: [] }),
    );
    await sortButton(page, "Sort Popularity").click();
    await expect(page.getByText("No results found....")).toBeVisible();
    await expect(items(page)).toHaveCount(0);
  });

  test("has no axe violations, with a chart open", async ({ page }) => {
    await page.goto(PATH);
    await expect(items(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await toggles(page).first().click();
    await expect(items(page).first().locator("canvas")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("User Searches for a Coach (docs/product.md §6)", () => {
  test("a Coach sees the searches and the content gaps, but no Add FAQ link", async ({ page }) => {
    const search = gapSearch();
    expect(await searchAsVisitor(page, search)).toBe(0);
    await signInAs(page, "coach");
    await page.goto(PATH);
    await sortButton(page, "Sort Date").click();
    const item = itemFor(page, search);
    await expect(item.getByText("Found nothing")).toBeVisible();
    await expect(page.getByRole("link", { name: /Add an FAQ for this/ })).toHaveCount(0);
  });
});
