import { expect, type Page } from "@playwright/test";

import { expectNoAxeViolations } from "./fixtures/axe";
import { toast, uniqueWord } from "./fixtures/portal";
import { openFaqListAs, signInEachTestAs } from "./fixtures/session";
import { test } from "./fixtures/staff";
import { ROUTES } from "@/lib/routes";

/**
 * Issue 17: the plain-language coach beside the Answer of Add FAQ and Edit FAQ, and the reading
 * level in the admin FAQ list.
 */

/** 30 words in one sentence, with "purchase", which has a simpler word: "buy". */
const LONG_SENTENCE =
  "Parents can purchase the reading guide at the front desk of the learning centre and the coaches will explain how families should use each chapter in the first two weeks.";
const SHORT_SENTENCE = "Parents can buy the guide at the desk.";

const answerField = (page: Page) => page.getByRole("textbox", { name: "Answer" });
const coach = (page: Page) => page.getByRole("complementary", { name: "Reading level" });

/** The grade the coach shows, as a number. */
async function shownGrade(page: Page): Promise<number> {
  const text = await coach(page).locator(".reading-grade").textContent();
  return Number(/Grade (\d+)/.exec(text ?? "")?.[1]);
}

/** How many ranges the editor has marked with the highlight `name`. */
const marks = (page: Page, name: string) =>
  page.evaluate((highlight) => CSS.highlights.get(highlight)?.size ?? 0, name);

async function typeAnswer(page: Page, text: string) {
  await answerField(page).click();
  await page.keyboard.type(text);
}

test.describe("the reading coach (issue 17)", () => {
  signInEachTestAs("admin");

  test.beforeEach(async ({ page }) => {
    await page.goto(ROUTES.addFaq.path);
    await page.evaluate(() => {
      localStorage.removeItem("readingHelpHidden");
    });
    await page.reload();
  });

  test("a long sentence with a hard word is above the target, marked, and gets a simpler word", async ({
    page,
  }) => {
    await expect(coach(page)).toContainText("Type the answer to see its reading level.");
    await typeAnswer(page, LONG_SENTENCE);

    await expect(coach(page)).toContainText("Above the target of grade 6.");
    const longGrade = await shownGrade(page);
    expect(longGrade).toBeGreaterThan(6);
    const longItem = coach(page).getByRole("button", { name: /Long sentence/ });
    await expect(longItem).toContainText("30 words");
    await expect.poll(() => marks(page, "reading-long-sentence")).toBe(1);
    const hardWord = coach(page).getByRole("button", { name: /Hard word “purchase”/ });
    await expect(hardWord).toContainText("Try: buy");

    // Choosing the item selects the word in the editor; typing replaces it, and undo brings it
    // back: the marks never touched the editor's content or history.
    await hardWord.click();
    await expect
      .poll(() => page.evaluate(() => window.getSelection()?.toString()))
      .toBe("purchase");
    // One input, one step of the editor's history.
    await page.keyboard.insertText("buy");
    await expect(answerField(page)).toContainText("Parents can buy the reading guide");
    await page.keyboard.press("ControlOrMeta+Z");
    await expect(answerField(page)).toContainText("Parents can purchase the reading guide");

    // A short sentence brings the grade down, to the target.
    await answerField(page).press("ControlOrMeta+A");
    await page.keyboard.type(SHORT_SENTENCE);
    await expect(coach(page)).toContainText("Meets the target of grade 6.");
    expect(await shownGrade(page)).toBeLessThan(longGrade);
    await expect(coach(page).getByRole("button", { name: /Long sentence/ })).toHaveCount(0);
    await expect.poll(() => marks(page, "reading-long-sentence")).toBe(0);
  });

  test("the coach never blocks saving: an FAQ above the target is added", async ({
    page,
    addedFaqs,
  }) => {
    const word = uniqueWord();
    await page.getByRole("textbox", { name: "Question" }).click();
    await page.keyboard.type(`Where can I buy the ${word} guide?`);
    await typeAnswer(page, LONG_SENTENCE);
    await expect(coach(page)).toContainText("Above the target of grade 6.");

    const saved = page.waitForResponse(/\/api\/Faq\/PostFaq/);
    await page.getByRole("button", { name: "Add FAQ" }).click();
    const response = await saved;
    expect(response.status()).toBe(201);
    const faq = (await response.json()) as { id: number; readingGrade: number | null };
    addedFaqs.push(faq.id);
    expect(faq.readingGrade).toBeGreaterThan(6);
    await expect(toast(page, "FAQ Submitted Successfully!")).toBeVisible();
  });

  test("the writer can hide the panel, and it stays hidden until shown again", async ({ page }) => {
    await typeAnswer(page, LONG_SENTENCE);
    await expect.poll(() => marks(page, "reading-long-sentence")).toBe(1);

    await coach(page).getByRole("button", { name: "Hide" }).click();
    await expect(coach(page)).toBeHidden();
    await expect.poll(() => marks(page, "reading-long-sentence")).toBe(0);
    await page.reload();
    const show = page.getByRole("button", { name: "Show reading help" });
    await expect(show).toBeVisible();
    await expect(coach(page)).toBeHidden();

    await show.click();
    await expect(coach(page)).toBeVisible();
    await expect(coach(page)).toContainText("Type the answer to see its reading level.");
  });

  test("Add FAQ with the panel open and problems listed passes axe", async ({ page }) => {
    await typeAnswer(page, LONG_SENTENCE);
    await expect(coach(page).getByRole("button", { name: /Long sentence/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("reading levels in the admin FAQ list (issue 17)", () => {
  test("an Admin sees each FAQ's grade and can order by Hardest to Read", async ({ page }) => {
    await openFaqListAs(page, "admin");
    const reordered = page.waitForResponse(
      (response) => /GetAdminFaqs/i.test(response.url()) && response.url().includes("orderBy=3"),
    );
    await page.getByRole("button", { name: "Order by Hardest to Read" }).click();
    await reordered;
    await expect(page.getByRole("button", { name: "Order by Hardest to Read" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    // The demo's FAQ written far above the target leads the list.
    const first = page.locator(".faq-item").first();
    await expect(first).toContainText("How do you check how my child is getting on?");
    await first.getByRole("button").first().click();
    const details = first.locator(".faq-admin-details");
    await expect(details).toContainText("Reading level");
    await expect(details).toContainText(/Grade (1[7-9]|[2-9]\d)/);

    // Alphabetical order shows grades too: each expanded FAQ has one.
    await page.getByRole("button", { name: "Order Alphabetically" }).click();
    const item = page.locator(".faq-item").first();
    await expect(item).not.toContainText("How do you check how my child is getting on?");
    await item.getByRole("button").first().click();
    await expect(item.locator(".faq-admin-details")).toContainText(/Reading level\s*Grade \d+/);
  });

  test("Edit FAQ of the demo's hardest FAQ opens with the coach showing what to fix", async ({
    page,
  }) => {
    await openFaqListAs(page, "coach");
    const item = page
      .locator(".faq-item")
      .filter({ hasText: "How do you check how my child is getting on?" });
    await page.getByRole("searchbox", { name: "Search the questions" }).fill("getting on child");
    await page.getByRole("searchbox", { name: "Search the questions" }).press("Enter");
    await item.getByRole("button").first().click();
    await item.getByRole("link", { name: "Edit" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit FAQ" })).toBeVisible();
    await expect(coach(page)).toContainText("Above the target of grade 6.");
    await expect(coach(page).getByRole("button", { name: /Hard word “ascertain”/ })).toBeVisible();
    await expect(coach(page).getByRole("button", { name: /Long sentence/ })).toHaveCount(2);
  });

  test("a Coach is not offered Hardest to Read", async ({ page }) => {
    await openFaqListAs(page, "coach");
    await expect(page.getByRole("button", { name: "Order by Most Searched" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Order by Hardest to Read" })).toHaveCount(0);
  });
});
