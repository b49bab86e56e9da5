import { expect } from "@playwright/test";

import { CONTENT_GAPS_PATH, gapEntry, openGapQueue } from "./fixtures/content-gaps";
import { addFaqAsAdmin } from "./fixtures/faqs";
import { uniqueWord } from "./fixtures/portal";
import { signInAs } from "./fixtures/session";
import { test } from "./fixtures/staff";
import { ROUTES, pathTo, pathInLanguage } from "@/lib/routes";

/**
 * Issue 28: an FAQ not yet in Spanish, on a Spanish page, asks for its translation with "Pedir en
 * español"; the request shows in Content Gaps as "translation wanted" (docs/decisions/0042).
 */
test("“Pedir en español” on an English FAQ reaches Content Gaps", async ({
  page,
  adminApi,
  addedFaqs,
}) => {
  const { id, question } = await addFaqAsAdmin(adminApi, addedFaqs, {
    question: `How do I read ${uniqueWord()} stories aloud?`,
    answer: "Slowly, and with a smile.",
  });

  await page.goto(pathTo(ROUTES.esFaqPage, { id, slug: "x" }));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("(en inglés)");
  const sent = page.waitForResponse(/\/api\/Faq\/RequestFaqTranslation/);
  await page.getByRole("button", { name: "Pedir en español" }).click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByText("Gracias. Se lo diremos a nuestro equipo.")).toBeVisible();
  // Asked once per browser: after a reload the thanks shows, not the button.
  await page.reload();
  await expect(page.getByRole("button", { name: "Pedir en español" })).toHaveCount(0);

  await signInAs(page, "admin");
  await page.goto(CONTENT_GAPS_PATH);
  const entry = gapEntry(page, question);
  await expect(entry).toContainText("Asked for in Spanish 1 time");
  await expect(entry.getByRole("link", { name: "Translate this FAQ" })).toHaveAttribute(
    "href",
    pathInLanguage(pathTo(ROUTES.editFaq, { id }), "es"),
  );
});

test("a Spanish search that finds nothing shows in Content Gaps as Spanish", async ({ page }) => {
  const search = `${uniqueWord()} ${uniqueWord()}`;
  await page.goto(ROUTES.esFaq.path);
  const searched = page.waitForResponse(/\/api\/Faq\/GetQueriedFaqs/);
  await page.getByRole("searchbox").fill(search);
  await page.getByRole("searchbox").press("Enter");
  const response = await searched;
  expect(response.url()).toContain("language=es");
  expect(await response.json()).toEqual([]);

  await signInAs(page, "admin");
  // Searches are counted just after their answer (docs/api.md §6).
  await expect
    .poll(async () => {
      const gaps = await page.request.get("/api/Faq/GetContentGaps?limit=100&orderBy=1");
      return ((await gaps.json()) as { text: string }[]).map((gap) => gap.text);
    })
    .toContain(search);
  await openGapQueue(page);
  await expect(gapEntry(page, search)).toContainText("Search found nothing (in Spanish)");
});
