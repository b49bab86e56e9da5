import { expect, type Page } from "@playwright/test";

import { expectNoAxeViolations } from "./fixtures/axe";
import { toast, uniqueWord } from "./fixtures/portal";
import { signInEachTestAs } from "./fixtures/session";
import { addFaq, loadFaq, openEditFaq, patchFaq } from "./fixtures/faqs";
import { test } from "./fixtures/staff";
import { pathTo, ROUTES } from "@/lib/routes";

/**
 * Issue 17: every change keeps a revision; Edit FAQ's History compares one with the current text,
 * word by word; an Admin can bring it back, a Coach can only look.
 */

/** Adds an FAQ of its own word through the API (fixtures/faqs.ts addFaq); the FAQ and its word. */
async function createFaq(page: Page, added: number[]) {
  const word = uniqueWord();
  const faq = await addFaq(page, added, {
    question: `Aardvark history of ${word}?`,
    answer: `The first answer about ${word}.`,
  });
  return { faq, word };
}

/** The id of a demo FAQ, found by its question through the public list. */
async function demoFaqId(page: Page, question: string): Promise<number> {
  const response = await page.request.get("/api/Faq/GetFaqs?limit=100");
  const faqs = (await response.json()) as { id: number; question: string }[];
  const found = faqs.find((faq) => faq.question.includes(question));
  expect(found, question).toBeDefined();
  return found!.id;
}

test.describe("FAQ history for an Admin", () => {
  signInEachTestAs("admin");

  test("an edit keeps a revision, History shows the change word by word, and Restore this version brings the old text back", async ({
    page,
    addedFaqs,
  }) => {
    const { faq, word } = await createFaq(page, addedFaqs);

    await openEditFaq(page, faq.id);
    await page.getByRole("textbox", { name: "Answer" }).click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type(`A newer answer about ${word}.`);
    await page.getByRole("button", { name: "Save Changes" }).click();
    // Saving goes back one page, wherever that was.
    await expect(page).not.toHaveURL(/\/edit-faq\//);
    expect((await loadFaq(page, faq.id)).answer).toContain("A newer answer");

    await openEditFaq(page, faq.id);
    await page.getByRole("link", { name: "History" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "History" })).toBeVisible();
    const versions = page.locator(".revision-list li");
    await expect(versions).toHaveCount(2);
    await expect(versions.nth(0)).toContainText("Edited by");
    await expect(versions.nth(1)).toContainText("Added by");

    await versions.nth(1).getByRole("link", { name: "Added" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Compare with the current text" }),
    ).toBeVisible();
    const answer = page.locator(".revision-diff-field").filter({ hasText: "Answer" });
    // This version's words are underlined (ins), the current text's struck out (del), and each
    // says so to a screen reader.
    await expect(answer.locator("ins")).toContainText(["added: The first"]);
    await expect(answer.locator("del")).toContainText(["removed: A newer"]);
    // Issue 30: the removed words and the added ones stay apart, and every space is kept.
    await expect(answer.locator(".revision-diff-text")).toHaveText(
      `removed: A newer added: The first answer about ${word}.`,
    );
    await expect(page.locator(".revision-diff-field").filter({ hasText: "Tags" })).toContainText(
      "No change.",
    );
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Restore this version" }).click();
    await expect(toast(page, "Version Restored Successfully!")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/edit-faq/${String(faq.id)}/history$`));
    await expect(versions).toHaveCount(3);
    await expect(versions.nth(0)).toContainText("Older version brought back by");

    // Visitors see the old text again.
    await page.goto(pathTo(ROUTES.faqPage, { id: faq.id, slug: "x" }));
    await expect(page.getByText(`The first answer about ${word}.`)).toBeVisible();
    await expect(page.getByText(`A newer answer about ${word}.`)).toHaveCount(0);
  });

  test("a restore after someone else changed the FAQ is refused and says why", async ({
    page,
    addedFaqs,
  }) => {
    const { faq, word } = await createFaq(page, addedFaqs);
    await openEditFaq(page, faq.id, "/history");
    await page.getByRole("link", { name: "Added" }).click();
    await expect(page.getByRole("button", { name: "Restore this version" })).toBeVisible();

    // Meanwhile, another editor saves a change.
    const edit = await patchFaq(page, {
      id: faq.id,
      question: `<p>Aardvark history of ${word}?</p>`,
      answer: "<p>Changed meanwhile.</p>",
      tags: "e2e",
    });
    expect(edit.status()).toBe(200);

    await page.getByRole("button", { name: "Restore this version" }).click();
    await expect(
      toast(page, "This FAQ was changed by someone else. Reload it to see their changes."),
    ).toBeVisible();
    expect((await loadFaq(page, faq.id)).answer).toBe("<p>Changed meanwhile.</p>");
  });
});

test.describe("FAQ history for a Coach", () => {
  signInEachTestAs("coach");

  test("a Coach sees History and the comparison, but no restore button", async ({ page }) => {
    const id = await demoFaqId(page, "How long does a course last?");
    await openEditFaq(page, id);
    await page.getByRole("link", { name: "History" }).click();
    // The demo content starts with two earlier wordings of this FAQ.
    const versions = page.locator(".revision-list li");
    await expect(versions).toHaveCount(3);
    await versions.nth(2).getByRole("link", { name: "Added" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Compare with the current text" }),
    ).toBeVisible();
    await expect(page.locator(".revision-diff ins").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Restore this version" })).toHaveCount(0);
  });
});
