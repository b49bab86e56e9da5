import { expect, test, type Page } from "@playwright/test";

import { expectNoAxeViolations } from "./fixtures/axe";
import { searchOnFaqPage } from "./fixtures/faqs";
import {
  apiWrite,
  expectCoachSentAway,
  openFaqListAsCoachWithout,
  toast,
  uniqueWord,
} from "./fixtures/portal";
import { signInEachTestAs } from "./fixtures/session";
import { ROUTES } from "@/lib/routes";

/**
 * The Admin screen "Search words" (issue 13; docs/decisions/0018): groups of words that mean the
 * same for search. An Admin adds, edits and deletes groups, errors show under the field, the next
 * public search uses a change, and a Coach cannot open the screen.
 */

const PATH = ROUTES.searchWords.path;

interface SynonymGroup {
  id: number;
  words: string[];
  updatedAt: string;
}

/**
 * A word the demo FAQs never use, that no seeded group holds, and that the search neither
 * corrects nor hears as an FAQ word: a search for it alone finds nothing. No other spec
 * searches for it. The test that adds it to the group of "child" takes it out again.
 */
const NEW_WORD = "youngsters";

async function loadGroups(page: Page): Promise<SynonymGroup[]> {
  const response = await page.request.get("/api/Faq/GetSynonymGroups");
  expect(response.ok()).toBe(true);
  return (await response.json()) as SynonymGroup[];
}

async function saveGroup(page: Page, id: number, words: string[]) {
  await apiWrite(page, "patch", "/api/Faq/PatchSynonymGroup", { id, words });
}

async function deleteGroup(page: Page, id: number) {
  await apiWrite(page, "post", "/api/Faq/DeleteSynonymGroup", { id });
}

const newGroupField = (page: Page) => page.getByRole("textbox", { name: "New group" });
const groupCount = (page: Page) => page.locator(".search-words-count");
/** The Edit or Delete button of the first group listed. */
const firstGroupButton = (page: Page, action: "Edit" | "Delete") =>
  page.getByRole("button", { name: new RegExp(`^${action} the group `) }).first();
/** A group's chips, found by the words it holds. */
const chipsOf = (page: Page, words: string[]) =>
  page
    .getByRole("list", { name: "Words in this group" })
    .filter({ has: page.getByRole("listitem").filter({ hasText: new RegExp(`^${words[0]}$`) }) });

/** The public search of /faq, as a visitor types it; gives what GetQueriedFaqs answered. */
async function searchFaqs(page: Page, text: string): Promise<unknown[]> {
  const response = await searchOnFaqPage(page, text);
  expect(response.ok()).toBe(true);
  return (await response.json()) as unknown[];
}

test.describe("Search words: an Admin's groups change the next search (issue 13)", () => {
  signInEachTestAs("admin");

  // Whatever happened in the test, the demo group of "child" is as seeded again.
  test.afterEach(async ({ page }) => {
    const group = (await loadGroups(page)).find(({ words }) => words.includes(NEW_WORD));
    if (group)
      await saveGroup(
        page,
        group.id,
        group.words.filter((word) => word !== NEW_WORD),
      );
  });

  test("a word added to the group of 'child' makes the next public search for it find the answers about children, and taking it out undoes that", async ({
    page,
  }) => {
    const groups = await loadGroups(page);
    expect(groups.flatMap(({ words }) => words)).not.toContain(NEW_WORD);
    const child = groups.find(({ words }) => words.includes("child"));
    if (!child) throw new Error("the demo group of 'child' is missing");

    // Before: the FAQs never use the word, so a search for it finds nothing.
    expect(await searchFaqs(page, NEW_WORD)).toEqual([]);
    await expect(page.locator(".faq-empty")).toHaveText("No results found....");
    await expect(page.locator(".searched-for")).toHaveCount(0);

    await page.goto(ROUTES.displayFaqs.path);
    const adminNav = page.getByRole("navigation", { name: "FAQ management" });
    await adminNav.getByRole("link", { name: "Search words" }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Search words" })).toBeVisible();
    await expect(adminNav.getByRole("link", { name: "Search words" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(groupCount(page)).toHaveText(`(${String(groups.length)})`);

    await page.getByRole("button", { name: `Edit the group ${child.words.join(", ")}` }).click();
    const form = page.getByRole("form", { name: "Edit a group" });
    const words = form.getByRole("textbox", { name: "Words" });
    await expect(words).toBeFocused();
    await expect(words).toHaveValue(child.words.join(", "));
    // Typed as a person might: a capital letter, which the group stores in lower case.
    await words.fill(`${child.words.join(", ")}, Youngsters`);
    await form.getByRole("button", { name: "Save" }).click();

    await expect(toast(page, "Group saved.")).toBeVisible();
    await expect(form).toHaveCount(0);
    await expect(chipsOf(page, child.words).getByRole("listitem")).toHaveText([
      ...child.words,
      NEW_WORD,
    ]);
    expect((await loadGroups(page)).find(({ id }) => id === child.id)?.words).toEqual([
      ...child.words,
      NEW_WORD,
    ]);

    // After: the same search finds the answers about children, and says it looked for "child".
    expect((await searchFaqs(page, NEW_WORD)).length).toBeGreaterThan(0);
    const searchedFor = page.locator(".searched-for");
    await expect(searchedFor).toContainText("Also looking for:");
    await expect(searchedFor.locator("strong", { hasText: /^child$/ })).toHaveCount(1);
    await expect(searchedFor).not.toContainText("No answers use");
    // The words of "child"'s group are highlighted in the answers found.
    await expect(
      page.locator(".faq-list mark", { hasText: /^child(ren)?$/i }).first(),
    ).toBeVisible();

    // The Admin takes the word out again on the screen; the next search no longer finds it.
    await page.goto(PATH);
    await page
      .getByRole("button", { name: `Edit the group ${[...child.words, NEW_WORD].join(", ")}` })
      .click();
    await words.fill(child.words.join(", "));
    await form.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Group saved.")).toBeVisible();
    await expect(chipsOf(page, child.words).getByRole("listitem")).toHaveText(child.words);
    expect(await searchFaqs(page, NEW_WORD)).toEqual([]);
  });

  test("Cancel closes the edit form without saving", async ({ page }) => {
    const child = (await loadGroups(page)).find(({ words }) => words.includes("child"));
    if (!child) throw new Error("the demo group of 'child' is missing");
    await page.goto(PATH);
    const edit = page.getByRole("button", { name: `Edit the group ${child.words.join(", ")}` });
    await edit.click();
    const form = page.getByRole("form", { name: "Edit a group" });
    await form.getByRole("textbox", { name: "Words" }).fill(`${NEW_WORD}, child`);
    await form.getByRole("button", { name: "Cancel" }).click();
    await expect(form).toHaveCount(0);
    await expect(chipsOf(page, child.words).getByRole("listitem")).toHaveText(child.words);
    expect((await loadGroups(page)).find(({ id }) => id === child.id)?.words).toEqual(child.words);
  });
});

test.describe("Search words: adding and deleting groups (issue 13)", () => {
  signInEachTestAs("admin");

  test("one word alone gets 'Enter at least 2 words' under the field, and nothing is added", async ({
    page,
  }) => {
    const word = uniqueWord();
    const before = (await loadGroups(page)).length;
    await page.goto(PATH);
    const field = newGroupField(page);
    await field.fill(word);
    const refused = page.waitForResponse(/\/api\/Faq\/PostSynonymGroup/);
    await page.getByRole("button", { name: "Add group" }).click();
    expect((await refused).status()).toBe(400);

    const message = "Enter at least 2 words, with commas between them.";
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toBeFocused();
    await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/\./g, "\\.")));
    const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
    const errorId = describedBy.split(" ").find((id) => id.endsWith("-errors")) ?? "";
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText(message);
    // What was typed stays, to be put right.
    await expect(field).toHaveValue(word);

    await expect(toast(page, "Group added.")).toHaveCount(0);
    await expect(groupCount(page)).toHaveText(`(${String(before)})`);
    await expect(
      page.getByRole("listitem").filter({ hasText: new RegExp(`^${word}$`) }),
    ).toHaveCount(0);
    const after = await loadGroups(page);
    expect(after).toHaveLength(before);
    expect(after.flatMap(({ words }) => words)).not.toContain(word);
  });

  test("a word already in another group gets '“word” is already in another group.' under the field, and nothing is added", async ({
    page,
  }) => {
    const word = uniqueWord();
    const before = await loadGroups(page);
    // "price" is in the demo group of "cost".
    expect(before.find(({ words }) => words.includes("cost"))?.words).toContain("price");
    await page.goto(PATH);
    const field = newGroupField(page);
    await field.fill(`${word}, price`);
    await page.getByRole("button", { name: "Add group" }).click();

    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(/“price” is already in another group\./);
    const errors = page.locator(".field-errors");
    await expect(errors).toHaveText("“price” is already in another group.");
    expect(await field.getAttribute("aria-describedby")).toContain(await errors.getAttribute("id"));

    await expect(groupCount(page)).toHaveText(`(${String(before.length)})`);
    const after = await loadGroups(page);
    expect(after).toHaveLength(before.length);
    expect(after.flatMap(({ words }) => words)).not.toContain(word);

    // Once the words are put right, the message goes and the group is added.
    const other = uniqueWord();
    await field.fill(`${word}, ${other}`);
    await page.getByRole("button", { name: "Add group" }).click();
    await expect(toast(page, "Group added.")).toBeVisible();
    await expect(errors).toHaveCount(0);
    await expect(field).not.toHaveAttribute("aria-invalid", "true");
    const added = (await loadGroups(page)).find(({ words }) => words.includes(word));
    expect(added?.words).toEqual([word, other]);
    if (added) await deleteGroup(page, added.id);
  });

  test("a group added on the screen is listed, and Delete group? → Delete removes it", async ({
    page,
  }) => {
    const words = [uniqueWord(), uniqueWord()];
    const before = (await loadGroups(page)).length;
    await page.goto(PATH);
    const field = newGroupField(page);
    await field.fill(words.join(", "));
    const added = page.waitForResponse(/\/api\/Faq\/PostSynonymGroup/);
    await page.getByRole("button", { name: "Add group" }).click();
    expect((await added).status()).toBe(201);
    await expect(toast(page, "Group added.")).toBeVisible();
    await expect(field).toHaveValue("");
    await expect(groupCount(page)).toHaveText(`(${String(before + 1)})`);
    await expect(chipsOf(page, words).getByRole("listitem")).toHaveText(words);

    const deleteButton = page.getByRole("button", { name: `Delete the group ${words.join(", ")}` });
    await deleteButton.click();
    const dialog = page.getByRole("dialog", { name: "Delete group?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      `Search will stop treating these words as the same: ${words.join(", ")}.`,
    );
    // Cancel keeps the group.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(chipsOf(page, words)).toHaveCount(1);

    await deleteButton.click();
    const deleted = page.waitForResponse(/\/api\/Faq\/DeleteSynonymGroup/);
    await dialog.getByRole("button", { name: "Delete" }).click();
    expect((await deleted).ok()).toBe(true);
    await expect(toast(page, "Group deleted.")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(chipsOf(page, words)).toHaveCount(0);
    await expect(groupCount(page)).toHaveText(`(${String(before)})`);
    const after = await loadGroups(page);
    expect(after).toHaveLength(before);
    expect(after.flatMap((group) => group.words)).not.toContain(words[0]);

    // Still gone after a reload.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Search words" })).toBeVisible();
    await expect(chipsOf(page, words)).toHaveCount(0);
  });
});

test.describe("a Coach and Search words (docs/product.md §6)", () => {
  test("has no 'Search words' link, is sent to /unauthorized from the screen, and the API refuses them", async ({
    page,
  }) => {
    await openFaqListAsCoachWithout(page, "Search words");
    await expect(page.getByRole("navigation", { name: "FAQ management" })).toHaveCount(0);

    await expectCoachSentAway(page, PATH, "Search words");
    await expect(page.getByRole("textbox", { name: "New group" })).toHaveCount(0);

    expect((await page.request.get("/api/Faq/GetSynonymGroups")).status()).toBe(403);
  });
});

test.describe("accessibility of Search words (axe)", () => {
  signInEachTestAs("admin");

  test("the list, a field error, the edit form and the Delete group? dialog have no violations", async ({
    page,
  }) => {
    await page.goto(PATH);
    await expect(page.getByRole("list", { name: "Words in this group" }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await newGroupField(page).fill(uniqueWord());
    await page.getByRole("button", { name: "Add group" }).click();
    await expect(newGroupField(page)).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);

    await firstGroupButton(page, "Edit").click();
    await expect(page.getByRole("textbox", { name: "Words" })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Cancel" }).click();

    await firstGroupButton(page, "Delete").click();
    await expect(page.getByRole("dialog", { name: "Delete group?" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page
      .getByRole("dialog", { name: "Delete group?" })
      .getByRole("button", { name: "Cancel" })
      .click();
  });
});
