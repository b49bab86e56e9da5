import { expect, type Page } from "@playwright/test";

import { expectNoAxeViolations } from "./fixtures/axe";
import {
  CONTENT_GAPS_PATH,
  gapEntry,
  openGapQueue,
  showGaps,
  sortGapsByMostRecent,
} from "./fixtures/content-gaps";
import { addFaqAsAdmin, searchOnFaqPage } from "./fixtures/faqs";
import { openScreen, toast, uniqueWord } from "./fixtures/portal";
import { signInAs } from "./fixtures/session";
import { test, type StaffSession } from "./fixtures/staff";
import { ROUTES, pathTo } from "@/lib/routes";

/**
 * Issue 16: "Was this helpful?" under each answer, and the Content Gaps queue that collects the
 * answers readers marked not helpful and the searches that found nothing.
 */

/** An FAQ of its own word, added as the worker's Admin (fixtures/faqs.ts addFaqAsAdmin). */
const addFaq = (adminApi: StaffSession, added: number[], word = uniqueWord()) =>
  addFaqAsAdmin(adminApi, added, {
    question: `How do I read ${word} with my child?`,
    answer: `Read ${word} together every day.`,
  });

/** Adds an FAQ of its own word and opens its own page, as a visitor. */
async function visitNewFaq(page: Page, adminApi: StaffSession, added: number[]) {
  const faq = await addFaq(adminApi, added);
  await page.goto(pathTo(ROUTES.faqPage, { id: faq.id, slug: "x" }));
  return faq;
}

/**
 * Open entries of the queue, fetched by the signed-in page itself: a browser retries a GET whose
 * kept-alive connection the server had just closed, where an API request context fails with it.
 */
async function openTexts(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const response = await fetch("/api/Faq/GetContentGaps?limit=100&orderBy=1");
    if (!response.ok) throw new Error(`GetContentGaps: ${String(response.status)}`);
    return ((await response.json()) as { text: string }[]).map((gap) => gap.text);
  });
}

test.describe('"Was this helpful?" (issue 16)', () => {
  test("a vote is kept once per browser: after a reload the thanks shows, not the buttons", async ({
    page,
    adminApi,
    addedFaqs,
  }) => {
    await visitNewFaq(page, adminApi, addedFaqs);
    const ask = page.getByRole("group", { name: "Was this helpful?" });
    const sent = page.waitForResponse(/\/api\/Faq\/RateFaq/);
    await ask.getByRole("button", { name: "Yes" }).click();
    expect((await sent).status()).toBe(200);
    const thanks = page.getByText("Thank you! Your answer helps us improve.");
    await expect(thanks).toBeVisible();

    await page.reload();
    await expect(thanks).toBeVisible();
    await expect(page.getByRole("group", { name: "Was this helpful?" })).toHaveCount(0);
  });

  test("on /faq, No offers the reasons and a comment; axe finds nothing with it open", async ({
    page,
    adminApi,
    addedFaqs,
  }) => {
    const word = uniqueWord();
    await addFaq(adminApi, addedFaqs, word);
    await page.goto(`${ROUTES.faq.path}?q=${word}`);
    await page.getByRole("button", { name: `How do I read ${word} with my child?` }).click();
    await page.getByRole("button", { name: "No", exact: true }).click();
    const why = page.getByRole("group", { name: "Why not?" });
    for (const reason of [
      "Too hard to read",
      "It did not answer my question",
      "I need it in another language",
      "Something else",
    ]) {
      await expect(why.getByRole("button", { name: reason })).toBeVisible();
    }
    await why.getByRole("button", { name: "Something else" }).click();
    await expect(why.getByRole("button", { name: "Something else" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.getByRole("textbox", { name: /Tell us more/ }).fill("Pictures would help.");
    await expectNoAxeViolations(page);
  });
});

test.describe("Content Gaps (issue 16)", () => {
  test("a No with 'Too hard to read' shows for a Coach; editing the FAQ closes it", async ({
    page,
    adminApi,
    addedFaqs,
  }) => {
    // A visitor, on the FAQ's own page.
    const faq = await visitNewFaq(page, adminApi, addedFaqs);
    const { question } = faq;
    await page.getByRole("button", { name: "No", exact: true }).click();
    await page.getByRole("button", { name: "Too hard to read" }).click();
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText("Thank you! Your answer helps us improve.")).toBeVisible();

    await signInAs(page, "coach");
    await openScreen(page, CONTENT_GAPS_PATH, "Content Gaps");
    // The badge's count is part of the link's name (Chromium puts a space before the comma).
    await expect(page.getByRole("link", { name: /^Content Gaps ?, \d+ open$/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await sortGapsByMostRecent(page);
    const item = gapEntry(page, question);
    await expect(item).toContainText("1 reader said No");
    await expect(item).toContainText("Too hard to read: 1");
    // Add FAQ is the Admin's: a Coach gets no link to it.
    await expect(page.getByRole("link", { name: /Add an FAQ for this/ })).toHaveCount(0);

    await item.getByRole("link", { name: /Edit this FAQ/ }).click();
    await expect(page).toHaveURL(new RegExp(`${pathTo(ROUTES.editFaq, { id: faq.id })}$`));
    await page.getByRole("textbox", { name: "Answer" }).click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.type(" Use short words.");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "FAQ Updated Successfully!")).toBeVisible();

    await openGapQueue(page);
    await expect(gapEntry(page, question)).toHaveCount(0);
    await showGaps(page, "Closed").click();
    await expect(gapEntry(page, question)).toContainText("Too hard to read: 1");
  });

  test("a weak search says so above at most 3 FAQs, and shows in Content gaps (issue 26)", async ({
    page,
  }) => {
    // "centre" is in the FAQs, "parking" and the made-up word are not: nothing answers it well.
    const search = `parking at the centre ${uniqueWord()}`;
    const response = await searchOnFaqPage(page, search);
    const interpretation = JSON.parse(
      (await response.headerValue("search-interpretation")) ?? "{}",
    ) as { confidence?: string };
    expect(interpretation.confidence).toBe("weak");
    const found = ((await response.json()) as unknown[]).length;
    expect(found).toBeGreaterThan(0);
    await expect(
      page.getByText("We could not find an answer to that. These might help:"),
    ).toBeVisible();
    await expect(page.locator(".faq-list > li")).toHaveCount(Math.min(3, found));
    await expect(page.locator(".support-hint")).toBeVisible();

    await signInAs(page, "admin");
    await expect.poll(() => openTexts(page)).toContain(search);
    await openGapQueue(page);
    await expect(gapEntry(page, search)).toContainText("Search found only weak answers");
  });

  test("a search on /faq that finds nothing shows; 'Add an FAQ for this' closes it", async ({
    page,
    addedFaqs,
  }) => {
    const search = `${uniqueWord()} ${uniqueWord()}`;
    expect(await (await searchOnFaqPage(page, search)).json()).toEqual([]);

    await signInAs(page, "admin");
    // Searches are counted just after their answer (docs/api.md §6).
    await expect.poll(() => openTexts(page)).toContain(search);
    await openGapQueue(page);
    const item = gapEntry(page, search);
    await expect(item).toContainText("Search found nothing");
    await item.getByRole("link", { name: /Add an FAQ for this/ }).click();
    await expect(page).toHaveURL(/\/faq\/portal\/add-faq\?question=/);
    await expect(page.getByRole("textbox", { name: "Question" })).toHaveText(search);
    await page.getByRole("textbox", { name: "Answer" }).click();
    await page.keyboard.type("Here is what to do.");
    const saved = page.waitForResponse(/\/api\/Faq\/PostFaq/);
    await page.getByRole("button", { name: "Add FAQ" }).click();
    const response = await saved;
    expect(response.status()).toBe(201);
    addedFaqs.push(((await response.json()) as { id: number }).id);

    // The searches are run again just after the FAQ is saved.
    await expect.poll(() => openTexts(page)).not.toContain(search);
    await openGapQueue(page);
    await expect(gapEntry(page, search)).toHaveCount(0);
    await showGaps(page, "Closed").click();
    await expect(gapEntry(page, search)).toBeVisible();
  });
});

test.describe("Content Gaps paging (issue 16)", () => {
  test("after a dismissal the next page starts where the list ends: no entry is skipped", async ({
    page,
  }) => {
    // One entry more than a page (15), the newest first: searches[0] is the 16th.
    const searches = Array.from({ length: 16 }, () => `${uniqueWord()} ${uniqueWord()}`);
    for (const search of searches) {
      const response = await page.request.get(
        `/api/Faq/GetQueriedFaqs?searchQuery=${encodeURIComponent(search)}`,
      );
      expect(await response.json()).toEqual([]);
    }
    await signInAs(page, "admin");
    await expect
      .poll(async () => {
        const open = await openTexts(page);
        return searches.filter((search) => !open.includes(search));
      })
      .toEqual([]);

    await openGapQueue(page);
    const newest = gapEntry(page, searches[15]!);
    await expect(page.locator(".content-gap").first()).toContainText(searches[15]!);
    await expect(page.locator(".content-gap")).toHaveCount(15);
    await newest.getByRole("button", { name: "Dismiss" }).click();
    await expect(toast(page, "Dismissed.")).toBeVisible();
    await expect(newest).toHaveCount(0);

    // The next page loads as the end of the list nears.
    await page.locator(".content-gap").last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 5000);
    await expect(gapEntry(page, searches[0]!)).toBeVisible();
  });
});
