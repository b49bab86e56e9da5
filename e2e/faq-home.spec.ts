import { expect, test } from "@playwright/test";

import { seedFaqs } from "../db/seed-data";

/** The first page of the public list: the seeded questions in alphabetical order (SPEC §9: 15). */
const firstPage = seedFaqs
  .map((faq) => faq.question.replace(/<[^>]+>/g, "").trim())
  .sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1))
  .slice(0, 15);

test("/ redirects permanently to /faq", async ({ request }) => {
  const response = await request.get("/", { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toMatch(/\/faq$/);
});

test("the server's HTML of /faq holds the seeded questions", async ({ request }) => {
  const response = await request.get("/faq");
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const question of firstPage) {
    expect(html).toContain(question.replaceAll("'", "&#x27;"));
  }
});

test("/faq shows the seeded questions in a browser", async ({ page }) => {
  await page.goto("/faq");
  await expect(
    page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" }),
  ).toBeVisible();
  for (const question of firstPage.slice(0, 5)) {
    await expect(page.getByText(question, { exact: true })).toBeVisible();
  }
});
