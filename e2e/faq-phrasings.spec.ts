import { expect, type Page } from "@playwright/test";

import { expectNoAxeViolations } from "./fixtures/axe";
import { gapEntry, sortGapsByMostRecent } from "./fixtures/content-gaps";
import { toast, uniqueWord } from "./fixtures/portal";
import { signInAs, signInEachTestAs } from "./fixtures/session";
import { addFaq, openEditFaq } from "./fixtures/faqs";
import { test } from "./fixtures/staff";
import { ROUTES } from "@/lib/routes";

/**
 * Issue 26 "Also asked as": staff give an FAQ the other ways visitors ask it, in Edit FAQ or by
 * linking a search of Content Gaps that found nothing to the FAQ that answers it.
 */

/** Adds an FAQ of its own word through the API (fixtures/faqs.ts addFaq). */
async function createFaq(page: Page, added: number[]) {
  const word = uniqueWord();
  const question = `How do I borrow ${word} books?`;
  const { id } = await addFaq(page, added, { question, answer: `Ask at the desk for ${word}.` });
  return { id, question, word };
}

async function phrasingsOf(page: Page, id: number): Promise<string[]> {
  const response = await page.request.get(`/api/Faq/GetFaq?id=${String(id)}`);
  return ((await response.json()) as { phrasings: string[] }).phrasings;
}

/** A public search, as a visitor's browser makes it; its answer. */
async function publicSearch(page: Page, text: string): Promise<{ id: number }[]> {
  const response = await page.request.get(
    `/api/Faq/GetQueriedFaqs?searchQuery=${encodeURIComponent(text)}`,
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as { id: number }[];
}

/** Open entries of Content Gaps, fetched by the signed-in page itself. */
async function openTexts(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const response = await fetch("/api/Faq/GetContentGaps?limit=100&orderBy=1");
    if (!response.ok) throw new Error(`GetContentGaps: ${String(response.status)}`);
    return ((await response.json()) as { text: string }[]).map((gap) => gap.text);
  });
}

const phrasingsField = (page: Page) => page.getByRole("textbox", { name: "Also asked as" });

test.describe('"Also asked as" in Edit FAQ (issue 26)', () => {
  signInEachTestAs("admin");

  test("an Admin adds a phrasing; History shows it; a phrasing too long is refused under the field", async ({
    page,
    addedFaqs,
  }) => {
    const faq = await createFaq(page, addedFaqs);
    const phrasing = `can i take ${faq.word} home`;

    await openEditFaq(page, faq.id);
    await expect(page.getByText("Other ways visitors ask this. One per line.")).toBeVisible();
    await phrasingsField(page).fill(`${phrasing}\n`);
    const saved = page.waitForResponse(/\/api\/Faq\/PatchFaq/);
    await page.getByRole("button", { name: "Save Changes" }).click();
    expect((await saved).status()).toBe(200);
    // Saving goes back one page, wherever that was.
    await expect(page).not.toHaveURL(/\/edit-faq\//);
    expect(await phrasingsOf(page, faq.id)).toEqual([phrasing]);

    // History: the version before the edit, compared with now, shows the phrasing as added since.
    await openEditFaq(page, faq.id);
    await expect(phrasingsField(page)).toHaveValue(phrasing);
    await page.getByRole("link", { name: "History" }).click();
    const versions = page.locator(".revision-list li");
    await expect(versions).toHaveCount(2);
    await versions.nth(1).getByRole("link", { name: "Added" }).click();
    const field = page.locator(".revision-diff-field").filter({ hasText: "Also asked as" });
    await expect(field.locator("del")).toContainText([`removed: ${phrasing}`]);
    await expectNoAxeViolations(page);

    // Too long: refused, with the message under the field, and nothing saved.
    await openEditFaq(page, faq.id);
    await phrasingsField(page).fill(`${phrasing}\n${"a".repeat(201)}`);
    await page.getByRole("button", { name: "Save Changes" }).click();
    const field2 = page.locator(".field").filter({ has: phrasingsField(page) });
    await expect(field2.locator(".field-errors")).toContainText(
      "This one is too long: “aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…”. Use at most 200 characters on a line.",
    );
    await expect(phrasingsField(page)).toHaveAttribute("aria-invalid", "true");
    await expect(phrasingsField(page)).toBeFocused();
    expect(await phrasingsOf(page, faq.id)).toEqual([phrasing]);
    await expectNoAxeViolations(page);
  });
});

test.describe('"Link to an FAQ" in Content Gaps (issue 26)', () => {
  test("a search that found nothing is linked to an FAQ: it becomes a phrasing, the entry goes, and the next search finds the FAQ first", async ({
    page,
    addedFaqs,
  }) => {
    const search = `${uniqueWord()} ${uniqueWord()}`;
    expect(await publicSearch(page, search)).toEqual([]);

    await signInAs(page, "admin");
    const faq = await createFaq(page, addedFaqs);
    // Searches are counted just after their answer (docs/api.md §6).
    await expect.poll(() => openTexts(page)).toContain(search);

    await page.goto(ROUTES.contentGaps.path);
    await sortGapsByMostRecent(page);
    const item = gapEntry(page, search);
    await item.getByRole("button", { name: /Link to an FAQ/ }).click();

    const dialog = page.getByRole("dialog", { name: "Link to an FAQ" });
    await expect(dialog).toContainText(`Pick the FAQ that answers “${search}”.`);
    await dialog.getByRole("searchbox", { name: "Find the FAQ" }).fill(faq.word);
    await dialog.getByRole("button", { name: "Search" }).click();
    const found = dialog.getByRole("listitem").filter({ hasText: faq.question });
    await expect(found).toBeVisible();
    await expectNoAxeViolations(page);
    await found.getByRole("button", { name: /^Link/ }).click();

    await expect(toast(page, "Linked to the FAQ.")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(item).toHaveCount(0);
    expect(await phrasingsOf(page, faq.id)).toEqual([search]);
    await page.reload();
    await expect(gapEntry(page, search)).toHaveCount(0);

    // The search engine weighs phrasings as the question: the same search now finds this FAQ.
    const next = await publicSearch(page, search);
    expect(next[0]?.id).toBe(faq.id);
  });
});
