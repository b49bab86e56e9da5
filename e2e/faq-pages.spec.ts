import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

import { seedFaqs } from "../db/seed-data";
import { faqPath } from "../lib/faq/path";
import { htmlToText } from "../lib/text/plain-text";
import { E2E_ACCOUNTS } from "../harness/accounts";
import { faqIdByQuestion } from "./fixtures/faqs";
import { staffSession } from "./fixtures/staff";
import { ROUTES, pathTo } from "@/lib/routes";

/** Each FAQ's own page, the sitemap, and what archiving does to them (issue #5: 3, 7). */

const shipping = seedFaqs.find(
  (faq) => htmlToText(faq.question) === "Do you ship to other countries?",
)!;

const jsonLd = (page: Page) => page.locator('script[type="application/ld+json"]').textContent();

test("an FAQ's own page has its question as title and its answer as description", async ({
  page,
  baseURL,
}) => {
  await page.goto(ROUTES.faq.path);
  const question = htmlToText(shipping.question);
  const button = page.getByRole("button", { name: question });
  await button.click();
  await page
    .locator(".faq-item", { has: button })
    .getByRole("link", { name: "Open this question on its own page" })
    .click();
  await expect(page).toHaveURL(/\/faq\/q\/\d+\/do-you-ship-to-other-countries$/);
  await expect(page.getByRole("heading", { level: 1, name: question })).toBeVisible();
  await expect(page).toHaveTitle(`${question} | Literacy Programme FAQ`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    new RegExp(`^${htmlToText(shipping.answer).slice(0, 30)}`),
  );
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).toBe(`${baseURL!}${new URL(page.url()).pathname}`);
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
  );
  expect(data["@type"]).toBe("FAQPage");
  expect(data.mainEntity).toEqual([
    {
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: htmlToText(shipping.answer) },
    },
  ]);
});

test("an FAQ page's old or mistyped address leads to the current one", async ({ request }) => {
  const id = await faqIdByQuestion(request, htmlToText(shipping.question));
  const response = await request.get(pathTo(ROUTES.faqPage, { id, slug: "old-wording" }), {
    maxRedirects: 0,
  });
  expect(response.status()).toBe(308);
  // Next.js repeats the (identical) Location header on a page's first render; browsers take it.
  expect([...new Set(response.headers().location?.split(", "))]).toEqual([
    faqPath({ id, question: shipping.question }),
  ]);
  expect(
    (await request.get(pathTo(ROUTES.faqPage, { id: 999999, slug: "nothing" }))).status(),
  ).toBe(404);
  expect((await request.get(pathTo(ROUTES.faqPage, { id: "abc", slug: "nothing" }))).status()).toBe(
    404,
  );
});

test("the sitemap lists /faq, the privacy policy and every active FAQ with its last change", async ({
  request,
  baseURL,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(xml).toContain(`<loc>${baseURL!}/faq</loc>`);
  expect(xml).toContain(`<loc>${baseURL!}/faq/privacy-policy</loc>`);
  const id = await faqIdByQuestion(request, htmlToText(shipping.question));
  expect(xml).toContain(`<loc>${baseURL!}${faqPath({ id, question: shipping.question })}</loc>`);
  expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
  expect((xml.match(/<url>/g) ?? []).length).toBeGreaterThanOrEqual(2 + seedFaqs.length);
});

test("an archived FAQ leaves its page, the sitemap and the home page's JSON-LD at once, and comes back on restore", async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await staffSession(playwright, baseURL!, E2E_ACCOUNTS.admin);
  const first = seedFaqs
    .map((faq) => ({ ...faq, text: htmlToText(faq.question) }))
    .sort((a, b) => (a.text.toLowerCase() < b.text.toLowerCase() ? -1 : 1))[0]!;
  const id = await faqIdByQuestion(page.request, first.text);
  const path = faqPath({ id, question: first.question });

  // Visit first, so that the pages are in Next's cache before the change.
  expect((await page.request.get(path)).status()).toBe(200);
  await page.goto(ROUTES.faq.path);
  expect(await jsonLd(page)).toContain(first.text);

  expect((await admin.post("Faq/DeleteFaq", { id })).status()).toBe(200);
  try {
    expect((await page.request.get(path)).status()).toBe(404);
    expect(await (await page.request.get("/sitemap.xml")).text()).not.toContain(path);
    await page.goto(ROUTES.faq.path);
    expect(await jsonLd(page)).not.toContain(first.text);
    await expect(page.getByRole("button", { name: first.text })).toHaveCount(0);
  } finally {
    expect((await admin.post("Faq/RestoreFaq", { id })).status()).toBe(200);
  }
  expect((await page.request.get(path)).status()).toBe(200);
  expect(await (await page.request.get("/sitemap.xml")).text()).toContain(path);
  await admin.dispose();
});

for (const viewport of [
  { name: "desktop", width: 1280, height: 900 },
  { name: "mobile", width: 390, height: 844 },
]) {
  test(`axe finds no violations on an FAQ page (${viewport.name})`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const id = await faqIdByQuestion(request, htmlToText(shipping.question));
    await page.goto(faqPath({ id, question: shipping.question }));
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
}
