import { expect, type Page } from "@playwright/test";

import { expectNoAxeViolations } from "./fixtures/axe";
import { toast, uniqueWord } from "./fixtures/portal";
import { signInEachTestAs } from "./fixtures/session";
import { addFaq } from "./fixtures/faqs";
import { test } from "./fixtures/staff";
import { pathTo, ROUTES } from "@/lib/routes";

/**
 * Issue 28 items 5 and 6: staff translate an FAQ into Spanish in Edit FAQ, save it as a draft and
 * publish it; an English edit then marks it "Needs update" on Display FAQ's and in Edit FAQ until
 * someone marks it current; Display FAQ's filters on it; the reading coach scores Spanish with a
 * Spanish formula; History shows either language.
 */

/** Adds an FAQ (fixtures/faqs.ts addFaq); its id goes into `added`. */
const createFaq = async (page: Page, added: number[], question: string) =>
  (await addFaq(page, added, { question })).id;

const editPath = (id: number) => pathTo(ROUTES.editFaq, { id });
const languageButton = (page: Page, name: "English" | "Spanish") =>
  page.getByRole("group", { name: "Language" }).getByRole("button", { name, exact: true });
const field = (page: Page, name: "Question" | "Answer") =>
  page.getByRole("textbox", { name, exact: true });
const spanishStatus = (page: Page) => page.locator(".translation-status");

/** Replaces the text of a rich-text field. */
async function fill(page: Page, name: "Question" | "Answer", text: string) {
  await field(page, name).click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.insertText(text);
}

/** The FAQ `id` as the public Spanish list answers it, page by page through the API. */
async function inSpanishList(page: Page, id: number) {
  for (let skip = 0; ; skip += 100) {
    const response = await page.request.get(
      `/api/Faq/GetFaqs?language=es&limit=100&skip=${String(skip)}`,
    );
    expect(response.status()).toBe(200);
    const faqs = (await response.json()) as { id: number; question: string; language: string }[];
    const found = faqs.find((faq) => faq.id === id);
    if (found || faqs.length === 0) return found;
  }
}

/** The item of Display FAQ's whose question holds `word`. */
const listed = (page: Page, word: string) => page.locator(".faq-item").filter({ hasText: word });

test.describe("Spanish translations in the portal (issue 28)", () => {
  signInEachTestAs("admin");

  test("an Admin translates an FAQ, publishes it, and an English edit marks it Needs update until Mark as current", async ({
    page,
    addedFaqs,
  }) => {
    const word = uniqueWord();
    const id = await createFaq(page, addedFaqs, `Aardvark club of ${word}?`);
    const untranslated = uniqueWord();
    const otherId = await createFaq(page, addedFaqs, `Aardvark club of ${untranslated}?`);

    await page.goto(editPath(id));
    await expect(languageButton(page, "English")).toHaveAttribute("aria-pressed", "true");
    await languageButton(page, "Spanish").click();
    await expect(page).toHaveURL(/\?language=es$/);
    await expect(languageButton(page, "Spanish")).toHaveAttribute("aria-pressed", "true");
    // The English, read-only, beside the Spanish fields.
    await expect(page.locator(".translation-source")).toContainText(`Aardvark club of ${word}?`);
    await expect(spanishStatus(page)).toHaveText("Not translated yet");

    // A question over 500 characters: the server's message under the field, as for English.
    await fill(page, "Question", `¿${"a".repeat(501)}?`);
    await fill(page, "Answer", "Pregunte en la recepción.");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(field(page, "Question")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Question")).toHaveAccessibleDescription(
      /Use at most 500 characters for the question\.$/,
    );
    await expect(spanishStatus(page)).toHaveText("Not translated yet");

    await fill(page, "Question", `¿Dónde está el club ${word}?`);
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(toast(page, "Spanish Draft Saved Successfully!")).toBeVisible();
    await expect(spanishStatus(page)).toHaveText("Draft");
    await expect(field(page, "Question")).not.toHaveAttribute("aria-invalid", "true");

    await page.getByRole("button", { name: "Publish" }).click();
    await expect(toast(page, "Spanish Translation Published Successfully!")).toBeVisible();
    await expect(spanishStatus(page)).toHaveText("Published");
    // Published: saved again as it is, or changed back to a draft.
    await expect(page.getByRole("button", { name: "Save", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Change to draft" })).toBeVisible();

    expect(await inSpanishList(page, id)).toMatchObject({
      language: "es",
      question: `<p>¿Dónde está el club ${word}?</p>`,
    });
    // The Spanish page shows it, in Spanish, no longer marked "(en inglés)".
    await page.goto(pathTo(ROUTES.esFaqPage, { id, slug: "x" }));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `¿Dónde está el club ${word}?`,
    );

    // The English question changes: the translation needs an update, and stays published.
    await page.goto(editPath(id));
    await fill(page, "Question", `Aardvark club of ${word}, where is it?`);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page).toHaveURL(/\/display-faqs$/);
    await expect(listed(page, word)).toContainText("Spanish needs update");
    await expect(listed(page, untranslated)).toContainText("No Spanish");

    // The filters: the one that needs an update, the one with no Spanish.
    const filters = page.getByRole("group", { name: "Show" });
    await filters.getByRole("button", { name: "Spanish needs update" }).click();
    await expect(listed(page, word)).toBeVisible();
    await expect(listed(page, untranslated)).toHaveCount(0);
    await expect(
      page.locator(".faq-item .translation-marker").filter({ hasNotText: "Spanish needs update" }),
    ).toHaveCount(0);
    await filters.getByRole("button", { name: "No Spanish" }).click();
    await expect(listed(page, untranslated)).toBeVisible();
    await expect(listed(page, word)).toHaveCount(0);
    await filters.getByRole("button", { name: "All FAQs" }).click();
    await expect(listed(page, word)).toBeVisible();
    await expect(listed(page, untranslated)).toBeVisible();

    await page.goto(`${editPath(id)}?language=es`);
    const needsUpdate = page.locator(".translation-needs-update");
    await expect(needsUpdate).toContainText("Needs update");
    await expect(needsUpdate).toContainText("The English changed after this was translated.");
    await expect(spanishStatus(page)).toHaveText("Published");
    await expectNoAxeViolations(page);
    await needsUpdate.getByRole("button", { name: "Mark as current" }).click();
    await expect(toast(page, "Spanish Translation Marked as Current.")).toBeVisible();
    await expect(needsUpdate).toHaveCount(0);
    await page.reload();
    await expect(spanishStatus(page)).toHaveText("Published");
    await expect(needsUpdate).toHaveCount(0);

    const outdated = await page.request.get(
      "/api/Faq/GetAdminFaqs?translation=outdated-es&limit=100",
    );
    const ids = ((await outdated.json()) as { id: number }[]).map((faq) => faq.id);
    expect(ids).not.toContain(id);
    expect(ids).not.toContain(otherId);

    // History, in Spanish from the Spanish view: the draft and the published text.
    await page.getByRole("link", { name: "History" }).click();
    await expect(page).toHaveURL(/\/history\?language=es$/);
    const versions = page.locator(".revision-list li");
    await expect(versions).toHaveCount(2);
    // A Spanish version is compared with the Spanish text, and brought back to the translation.
    await versions.nth(1).getByRole("link").click();
    await expect(page.getByText("A version of the Spanish translation")).toBeVisible();
    // The draft's text is the Spanish text now: against the English, everything would differ.
    for (const name of ["Question", "Answer"]) {
      await expect(
        page.locator(".revision-diff-field").filter({ hasText: name }).first(),
      ).toContainText("No change.");
    }
    await page.getByRole("button", { name: "Restore this version" }).click();
    await expect(toast(page, "Version Restored Successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/history\?language=es$/);
    await expect(versions).toHaveCount(3);
    await languageButton(page, "English").click();
    await expect(page).toHaveURL(/\/history$/);
    await expect(page.locator(".revision-list li")).toHaveCount(2);
    await expect(page.locator(".revision-list li").nth(1)).toContainText("Added by");
  });

  test("the reading coach scores Spanish with Szigriszt-Pazos (INFLESZ) and marks only long sentences", async ({
    page,
    addedFaqs,
  }) => {
    const id = await createFaq(page, addedFaqs, `Aardvark coach of ${uniqueWord()}?`);
    await page.goto(`${editPath(id)}?language=es`);
    await page.evaluate(() => {
      localStorage.removeItem("readingHelpHidden");
    });
    await page.reload();
    const coach = page.getByRole("complementary", { name: "Reading level" });
    await fill(
      page,
      "Answer",
      "Venga a la escuela el lunes por la mañana con su hijo y traiga el papel de la inscripción que le dimos en la reunión de la semana pasada. Gracias.",
    );
    await expect(coach).toContainText(
      /Reading ease \(Szigriszt-Pazos, INFLESZ\): \d+, (very hard|fairly hard|normal|fairly easy|very easy)/,
    );
    await expect(coach).not.toContainText("Grade");
    await expect(coach.getByRole("button", { name: /Long sentence/ })).toContainText("29 words");
    await expect(
      coach.getByRole("button", { name: /Hard word|Passive voice|Uncommon word/ }),
    ).toHaveCount(0);
  });
});
