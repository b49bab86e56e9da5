import { expect, test, type Page } from "@playwright/test";
import { ROUTES, searchPath } from "@/lib/routes";

/**
 * Search for people who struggle to spell (docs/decisions/0017): /faq says what it searched for
 * instead of the words typed, and highlights the words the database matched, in the browser and
 * in the server-rendered /faq?q= page.
 */

const items = (page: Page) => page.locator(".faq-list > li");
const searchedFor = (page: Page) => page.locator(".searched-for");

async function search(page: Page, text: string) {
  await page.goto(ROUTES.faq.path);
  const box = page.getByRole("searchbox", { name: "Search the questions" });
  await box.fill(text);
  await box.press("Enter");
}

test.describe("search that understands how visitors type", () => {
  test("a word spelt by sound is searched as the word it sounds like, and the page says so", async ({
    page,
  }) => {
    await search(page, "reedin");
    await expect(searchedFor(page)).toHaveText("Showing answers for reading");
    await expect(searchedFor(page).locator("strong")).toHaveText("reading");
    const first = items(page).first();
    // "reading" is the stem "read": the words of that stem are marked, and only those.
    await expect(first.locator("mark").first()).toHaveText(/^read(ing|s)?$/i);
  });

  test("a misspelt word is corrected in the line above the results, the rest kept as typed", async ({
    page,
  }) => {
    await search(page, "redaing at home");
    await expect(searchedFor(page)).toHaveText("Showing answers for reading at home");
    await expect(items(page).first()).toContainText(
      "How can I help my child with reading at home?",
    );
    await expect(
      items(page)
        .first()
        .locator("mark", { hasText: /^home$/i }),
    ).toHaveCount(1);
  });

  test("a word that matches nothing is left out and named; the other words still find answers", async ({
    page,
  }) => {
    await search(page, "spanish classes");
    await expect(searchedFor(page)).toContainText("No answers use: spanish");
    await expect(items(page).first()).toContainText(/class|course/i);
  });

  test("only the words the database matched are highlighted, never a word that merely shares letters", async ({
    page,
  }) => {
    await search(page, "readers");
    // The results have come once something is marked (the first page before them has no marks).
    await expect(page.locator(".faq-list mark")).not.toHaveCount(0);
    const marked = await page.locator(".faq-list mark").allTextContents();
    // "readers" is the stem "reader": "reading" and "read" are other words and stay unmarked.
    for (const word of marked) expect(word.toLowerCase()).toMatch(/^readers?$/);
  });

  test("a search on /faq says what was searched and highlights it without JavaScript", async ({
    request,
  }) => {
    const html = await (await request.get(searchPath("redaing at home"))).text();
    expect(html).toMatch(/Showing answers for(<!-- -->)?\s*<strong>reading<\/strong>/);
    expect(html).toMatch(/<mark>reading<\/mark>/i);
  });
});
