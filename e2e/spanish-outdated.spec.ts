import { type Browser, expect, type Locator, type Page } from "@playwright/test";

import { expectNoAxeViolations } from "./fixtures/axe";
import { addFaqAsAdmin } from "./fixtures/faqs";
import { uniqueWord } from "./fixtures/portal";
import { signInEachTestAs } from "./fixtures/session";
import { test } from "./fixtures/staff";
import { ROUTES, pathTo, faqPageStart } from "@/lib/routes";

/**
 * Issue 38 item 5: staff change the English of an FAQ translated into Spanish, so its Spanish
 * "needs update" (docs/decisions/0040-faq-translations.md) but stays published; a visitor of the
 * Spanish pages reads a short note above that answer, with a link to the English page, in the
 * list of /es/faq, in its search results and on the FAQ's own Spanish page. The English pages
 * never say it.
 */

const NOTE = "La versión en inglés cambió. Esta traducción puede estar desactualizada.";
const SPANISH_ANSWER = "Los lunes a las cinco, en la biblioteca.";

/** A visitor's page: a browser context of its own, not signed in. */
async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** The note above an answer, with its link. */
async function expectNoteAbove(note: Locator, answer: Locator, englishPath: RegExp) {
  await expect(note).toBeVisible();
  await expect(note).toContainText(NOTE);
  const link = note.getByRole("link", { name: "Leer en inglés" });
  await expect(link).toHaveAttribute("href", englishPath);
  await expect(link).toHaveAttribute("hreflang", "en");
  const noteBox = await note.boundingBox();
  const answerBox = await answer.boundingBox();
  expect(noteBox && answerBox && noteBox.y + noteBox.height <= answerBox.y).toBe(true);
}

test.describe("an outdated Spanish translation on the Spanish pages (issue 38)", () => {
  signInEachTestAs("admin");

  test("after an English edit, the Spanish list, search and page say so above the answer and link to the English", async ({
    page,
    browser,
    adminApi,
    addedFaqs,
  }) => {
    const word = uniqueWord();
    // Sorted first on Display FAQ's and /es/faq (alphabetical by the question shown), so it is on
    // their first page.
    const spanishQuestion = `Abejas ${word}: ¿cuándo se reúne el club?`;
    const { id } = await addFaqAsAdmin(adminApi, addedFaqs, {
      question: `Abejas ${word} club: when does it meet?`,
      answer: "On Mondays at five, at the library.",
      spanish: { question: spanishQuestion, answer: SPANISH_ANSWER },
    });
    const englishPage = new RegExp(`^${faqPageStart(id)}`);
    const englishNow = `Abejas ${word} club: when and where does it meet?`;

    // Staff change the English question in Edit FAQ: the Spanish now needs an update.
    await page.goto(pathTo(ROUTES.editFaq, { id }));
    const question = page.getByRole("textbox", { name: "Question", exact: true });
    await question.click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.insertText(englishNow);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page).toHaveURL(/\/display-faqs$/);
    await expect(page.locator(".faq-item").filter({ hasText: word })).toContainText(
      "Spanish needs update",
    );

    // The list of /es/faq: the note once the answer is open, above it.
    const visitor = await visitorPage(browser);
    const item = visitor.locator(".faq-item").filter({ hasText: spanishQuestion });
    await expect(async () => {
      await visitor.goto(ROUTES.esFaq.path);
      await expect(item).toBeVisible({ timeout: 2_000 });
    }).toPass();
    const note = item.locator(".faq-outdated");
    await expect(note).toBeHidden();
    await item.locator(".faq-question").click();
    await expectNoteAbove(note, item.locator(".faq-answer-body"), englishPage);
    await expectNoAxeViolations(visitor);

    // The link leads to the English page, which shows the new English and no note.
    await note.getByRole("link", { name: "Leer en inglés" }).click();
    await expect(visitor).toHaveURL(
      new RegExp(pathTo(ROUTES.faqPage, { id, slug: `abejas-${word}-club-when-and-where-` })),
    );
    await expect(visitor.locator("html")).toHaveAttribute("lang", "en");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(englishNow);
    await expect(visitor.locator(".faq-outdated")).toHaveCount(0);

    // A Spanish search finds it with the note.
    await visitor.goto(ROUTES.esFaq.path);
    await visitor.getByRole("searchbox").fill(`club ${word}`);
    const searched = visitor.waitForResponse(/\/api\/Faq\/GetQueriedFaqs/);
    await visitor.getByRole("searchbox").press("Enter");
    expect((await searched).status()).toBe(200);
    const found = visitor.locator(".faq-item").filter({ hasText: spanishQuestion });
    await found.locator(".faq-question").click();
    await expectNoteAbove(
      found.locator(".faq-outdated"),
      found.locator(".faq-answer-body"),
      englishPage,
    );

    // The FAQ's own Spanish page, read with high contrast and the largest text.
    await visitor.addInitScript(() => {
      localStorage.setItem("readingContrast", "high");
      localStorage.setItem("readingTextSize", "extra-large");
    });
    await visitor.goto(pathTo(ROUTES.esFaqPage, { id, slug: "x" }));
    await expect(visitor).toHaveURL(new RegExp(`${faqPageStart(id, "es")}abejas-`));
    await expect(visitor.locator("html")).toHaveAttribute("data-contrast", "high");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(spanishQuestion);
    const own = visitor.locator(".faq-single .faq-outdated");
    await expectNoteAbove(
      own,
      visitor.locator(".faq-single-answer"),
      new RegExp(`^${faqPageStart(id)}abejas-${word}-club-when-and-where-`),
    );
    await expect(visitor.locator(".faq-single-answer")).toHaveText(SPANISH_ANSWER);
    await expectNoAxeViolations(visitor);

    // The English list never says it.
    await visitor.goto(ROUTES.faq.path);
    await visitor.getByRole("searchbox").fill(`Abejas ${word}`);
    await visitor.getByRole("searchbox").press("Enter");
    const english = visitor.locator(".faq-item").filter({ hasText: word }).first();
    await english.locator(".faq-question").click();
    await expect(english.locator(".faq-answer-body")).toBeVisible();
    await expect(visitor.locator(".faq-outdated")).toHaveCount(0);
    await visitor.context().close();
  });
});
