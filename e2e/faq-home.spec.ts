import { expect, test, type Page } from "@playwright/test";

import { seedFaqs } from "../db/seed-data";
import { htmlToText } from "../lib/text/plain-text";
import { E2E_EXTRA_FAQS } from "./accounts";
import { ROUTES, searchPath } from "@/lib/routes";

/** The seeded FAQs in the public list's first order: alphabetical by question text. */
const alphabetical = [...seedFaqs]
  .map((faq) => ({
    question: htmlToText(faq.question),
    answer: htmlToText(faq.answer),
    ranking: faq.ranking,
  }))
  .sort((a, b) => (a.question.toLowerCase() < b.question.toLowerCase() ? -1 : 1));
const firstPage = alphabetical.slice(0, 15);
const mostSearched = [...seedFaqs].sort((a, b) => b.ranking - a.ranking)[0];

const items = (page: Page) => page.locator(".faq-list > li");

const tips = (page: Page) => page.getByRole("complementary", { name: "Tips" });

/** The tips banner is shown; its Close button is pressed. */
async function closeTips(page: Page) {
  const banner = tips(page);
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: "Close tips" }).click();
  return banner;
}

/** Once the page has loaded, the tips banner stays away. */
async function expectTipsClosed(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(tips(page)).toBeHidden();
}

test.describe("the public FAQ home (docs/product.md §2)", () => {
  test("/ redirects permanently to /faq", async ({ request }) => {
    const response = await request.get("/", { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toMatch(/\/faq$/);
  });

  test("the server's HTML holds the first 15 questions and their answers", async ({ request }) => {
    const html = await (await request.get(ROUTES.faq.path)).text();
    for (const faq of firstPage) {
      expect(html).toContain(faq.question.replaceAll("'", "&#x27;").replaceAll("&", "&amp;"));
    }
    expect(html).toContain("<h1>Frequently Asked Questions</h1>");
  });

  test("without JavaScript every question of the first page is there", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(ROUTES.faq.path);
    for (const faq of firstPage) {
      await expect(page.getByRole("button", { name: faq.question })).toBeAttached();
    }
    await context.close();
  });

  test("a question expands and collapses its answer", async ({ page }) => {
    await page.goto(ROUTES.faq.path);
    const first = firstPage[0]!;
    const question = page.getByRole("button", { name: first.question });
    const answer = page.getByText(first.answer.slice(0, 40));
    await expect(question).toHaveAttribute("aria-expanded", "false");
    await expect(answer).toBeHidden();
    await question.click();
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await expect(answer).toBeVisible();
    await question.click();
    await expect(answer).toBeHidden();
  });

  test("the tips banner stays closed once closed", async ({ page }) => {
    await page.goto(ROUTES.faq.path);
    const banner = await closeTips(page);
    await expect(banner).toBeHidden();
    await page.reload();
    await expectTipsClosed(page);
  });

  test("a shared search address shows the tips banner too, until it is closed", async ({
    page,
  }) => {
    await page.goto(searchPath("reading"));
    await closeTips(page);
    await page.goto(ROUTES.faq.path);
    await expectTipsClosed(page);
  });

  test("Enter searches, the URL follows, matches are marked, and Clear returns to page one", async ({
    page,
  }) => {
    await page.goto(ROUTES.faq.path);
    const box = page.getByRole("searchbox", { name: "Search the questions" });
    await box.fill("phonics");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/faq\?q=phonics$/);
    await expect(items(page).first()).toContainText(/phonics/i);
    await expect(page.locator(".faq-list mark").first()).toBeVisible();
    await page.getByRole("button", { name: "Clear" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(box).toHaveValue("");
    await expect(items(page).first()).toContainText(firstPage[0]!.question);
    await expect(items(page)).toHaveCount(15);
  });

  test("the Search button searches too, and forgives a typo", async ({ page }) => {
    await page.goto(ROUTES.faq.path);
    await page.getByRole("searchbox", { name: "Search the questions" }).fill("redaing");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(items(page).first()).toContainText(/read/i);
  });

  test("an empty search says so, and two in a row emphasise the support hint", async ({ page }) => {
    await page.goto(ROUTES.faq.path);
    const box = page.getByRole("searchbox", { name: "Search the questions" });
    const hint = page.locator(".support-hint");
    await expect(hint).toContainText(
      "Having trouble? Can't find what your looking for? Connect with us to add your question:",
    );
    await expect(hint.getByRole("link")).toHaveAttribute("href", /^mailto:/);
    await box.fill("qqxyzzy");
    await box.press("Enter");
    await expect(page.getByText("No results found....")).toBeVisible();
    await expect(page.getByText("No results found! Please broaden your search.")).toBeVisible();
    await expect(hint).not.toHaveClass(/support-hint-emphasised/);
    await box.fill("wqqzzv");
    await box.press("Enter");
    await expect(hint).toHaveClass(/support-hint-emphasised/);
  });

  test("a search on /faq renders the search results on the server, with highlights", async ({
    request,
  }) => {
    const response = await request.get(searchPath("reading"));
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<mark>reading<\/mark>/i);
    expect(html).toContain('value="reading"');
  });

  test("scrolling near the bottom loads more FAQs", async ({ page }) => {
    await page.goto(ROUTES.faq.path);
    await expect(items(page)).toHaveCount(15);
    // Each wheel to the end brings the next page in, however long it takes on a busy machine.
    for (const shown of [30, 45]) {
      await page.mouse.wheel(0, 20_000);
      await expect
        .poll(() => items(page).count(), { timeout: 20_000 })
        .toBeGreaterThanOrEqual(shown);
    }
  });

  test("a visitor who reaches the bottom while a page is arriving gets the next one without scrolling again", async ({
    page,
  }) => {
    await page.goto(ROUTES.faq.path);
    await expect(items(page)).toHaveCount(15);
    const secondPage = page.waitForResponse(
      (response) =>
        response.url().includes("/api/Faq/GetFaqs") && response.url().includes("skip=15"),
    );
    await page.mouse.wheel(0, 20_000);
    await secondPage;
    await expect(items(page)).toHaveCount(30);
    // To the very bottom inside the 200 ms guard between loads (docs/product.md §9): no scroll
    // event can follow, so the list itself must look again once the guard ends.
    await page.mouse.wheel(0, 20_000);
    await expect.poll(() => items(page).count()).toBeGreaterThanOrEqual(45);
  });

  test("at most 500 FAQs are kept: the oldest 15 go when more arrive", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(ROUTES.faq.path);
    const last = `Zz practice question ${String(E2E_EXTRA_FAQS).padStart(3, "0")}?`;
    let most = 0;
    for (let round = 0; round < 120; round += 1) {
      if (await items(page).last().getByText(last).isVisible()) break;
      const lastShown = (await items(page).last().textContent()) ?? "";
      await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
      });
      // The next page is in once the list ends with another FAQ.
      await expect(items(page).last()).not.toHaveText(lastShown);
      const count = await items(page).count();
      most = Math.max(most, count);
      expect(count).toBeLessThanOrEqual(500);
    }
    // All 534 FAQs went through the list, never more than 500 at once, the first ones dropped.
    await expect(items(page).last()).toContainText(last);
    expect(most).toBeGreaterThan(480);
    await expect(items(page).first()).not.toContainText(firstPage[0]!.question);
  });

  test("the order choice is kept across visits", async ({ page }) => {
    await page.goto(ROUTES.faq.path);
    await page.getByRole("button", { name: "Order by Most Searched" }).click();
    await expect(items(page).first()).toContainText(htmlToText(mostSearched!.question));
    await page.reload();
    await expect(page.getByRole("button", { name: "Order by Most Searched" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(items(page).first()).toContainText(htmlToText(mostSearched!.question));
    await page.getByRole("button", { name: "Order Alphabetically" }).click();
    await expect(items(page).first()).toContainText(firstPage[0]!.question);
  });

  test("Scroll to Top and Scroll to Bottom appear once the visitor has scrolled", async ({
    page,
  }) => {
    await page.goto(ROUTES.faq.path);
    await page.getByRole("button", { name: firstPage[0]!.question }).click();
    for (let round = 0; round < 3; round += 1) {
      const shown = await items(page).count();
      await page.mouse.wheel(0, 20_000);
      // Each wheel to the end brings the next page in.
      await expect.poll(() => items(page).count()).toBeGreaterThan(shown);
    }
    await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight / 2);
    });
    await page.getByRole("button", { name: "Scroll to Top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole("button", { name: "Scroll to Top" })).toBeHidden();
  });

  test("each answer has a Listen button where the browser can speak", async ({ page }) => {
    await page.goto(ROUTES.faq.path);
    const hasSpeech = await page.evaluate(() => "speechSynthesis" in window);
    await page.getByRole("button", { name: firstPage[0]!.question }).click();
    const listen = page.getByRole("button", { name: "Listen" }).first();
    if (hasSpeech) await expect(listen).toBeVisible();
    else await expect(listen).toBeHidden();
  });
});

test.describe("search engines (issue #5 SEO)", () => {
  test("/faq has a title, description, canonical URL and Open Graph tags", async ({
    page,
    baseURL,
  }) => {
    await page.goto(ROUTES.faq.path);
    await expect(page).toHaveTitle("Frequently Asked Questions");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /literacy/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${baseURL!}${ROUTES.faq.path}`,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      "Frequently Asked Questions",
    );
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      "content",
      `${baseURL!}${ROUTES.faq.path}`,
    );
  });

  test("/faq carries FAQPage JSON-LD for the questions on the page", async ({ page }) => {
    await page.goto(ROUTES.faq.path);
    const json = await page.locator('script[type="application/ld+json"]').textContent();
    const data = JSON.parse(json ?? "{}");
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity).toHaveLength(15);
    expect(data.mainEntity[0]).toEqual({
      "@type": "Question",
      name: firstPage[0]!.question,
      acceptedAnswer: { "@type": "Answer", text: firstPage[0]!.answer },
    });
  });

  test("robots.txt keeps crawlers out of the portal and sign-in, and names the sitemap", async ({
    request,
    baseURL,
  }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toContain("Disallow: /faq/portal");
    expect(text).toContain("Disallow: /faq-corner");
    expect(text).toContain(`Sitemap: ${baseURL!}/sitemap.xml`);
  });
});
