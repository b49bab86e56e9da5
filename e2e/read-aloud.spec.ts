import { expect, test, type Locator, type Page } from "@playwright/test";

import { seedFaqs } from "../db/seed-data";
import { faqPath } from "../lib/faq/path";
import { htmlToText } from "../lib/text/plain-text";
import { fakeSpeech, highlighted } from "./fixtures/fake-speech";
import { ROUTES } from "@/lib/routes";

/**
 * Reading aloud (issue 16): the question, then the answer, one sentence at a time, with the
 * sentence and word being read highlighted, Pause, Resume, Stop and a remembered speed. The
 * browser's speech synthesis is replaced by a fake the test drives (e2e/fixtures/fake-speech.ts).
 */

const QUESTION = "Do you ship to other countries?";
const SENTENCES = [
  QUESTION,
  "Yes, we send the printed guide book to most countries.",
  // Crosses the answer's <strong>.
  "International delivery usually takes 7 to 14 working days.",
];

const spoken = (page: Page) =>
  page.evaluate(() => window.fakeSpeech.spoken.map(({ text }) => text));
const lastSpoken = (page: Page) => page.evaluate(() => window.fakeSpeech.spoken.at(-1));
const calls = (page: Page) => page.evaluate(() => window.fakeSpeech.calls);
const endSentence = (page: Page) =>
  page.evaluate(() => {
    window.fakeSpeech.end();
  });
const word = (page: Page, index: number, length: number) =>
  page.evaluate(
    ([i, n]) => {
      window.fakeSpeech.word(i!, n!);
    },
    [index, length],
  );

/** Opens the shipping FAQ on /faq and returns its list item. */
async function openShippingFaq(page: Page) {
  await page.goto(ROUTES.faq.path);
  const question = page.getByRole("button", { name: QUESTION });
  await question.click();
  return page.locator(".faq-item", { has: question });
}

/**
 * Presses Listen in `scope` (an FAQ, the tips banner): reading has begun once Pause has the focus,
 * as Listen's code loads on its first press (docs/decisions/0056).
 */
async function listen(scope: Locator) {
  await scope.getByRole("button", { name: "Listen" }).click();
  await expect(scope.getByRole("button", { name: "Pause" })).toBeFocused();
}

test.describe("reading aloud, with a voice that reports words", () => {
  test.beforeEach(async ({ page }) => {
    await fakeSpeech(page);
  });

  test("Listen reads the question, then the answer, highlighting the sentence and the word", async ({
    page,
  }) => {
    const item = await openShippingFaq(page);
    await listen(item);
    await expect(item.getByRole("status")).toHaveText("Reading");
    expect(await spoken(page)).toEqual([QUESTION]);
    expect(await highlighted(page, "read-aloud-sentence")).toEqual([QUESTION]);

    await endSentence(page);
    expect(await spoken(page)).toEqual(SENTENCES.slice(0, 2));
    expect(await highlighted(page, "read-aloud-sentence")).toEqual([SENTENCES[1]]);
    expect(await highlighted(page, "read-aloud-word")).toEqual([]);

    await word(page, SENTENCES[1]!.indexOf("send"), 4);
    expect(await highlighted(page, "read-aloud-word")).toEqual(["send"]);
    // A voice that gives no length: the word runs to the next space.
    await word(page, SENTENCES[1]!.indexOf("printed"), 0);
    expect(await highlighted(page, "read-aloud-word")).toEqual(["printed"]);

    await endSentence(page);
    expect(await highlighted(page, "read-aloud-sentence")).toEqual([SENTENCES[2]]);
    await word(page, SENTENCES[2]!.indexOf("14"), 2);
    expect(await highlighted(page, "read-aloud-word")).toEqual(["14"]);
    expect((await lastSpoken(page))?.lang).toBe("en");
  });

  test("Pause and Resume hold and continue; Stop cancels and gives focus back to Listen", async ({
    page,
  }) => {
    const item = await openShippingFaq(page);
    await item.getByRole("button", { name: "Listen" }).click();

    await item.getByRole("button", { name: "Pause" }).click();
    expect((await calls(page)).at(-1)).toBe("pause");
    await expect(item.getByRole("button", { name: "Resume" })).toBeFocused();
    await expect(item.getByRole("status")).toHaveText("Paused");

    await item.getByRole("button", { name: "Resume" }).click();
    expect((await calls(page)).at(-1)).toBe("resume");
    await expect(item.getByRole("button", { name: "Pause" })).toBeFocused();
    await expect(item.getByRole("status")).toHaveText("Reading");

    await item.getByRole("button", { name: "Stop" }).click();
    expect((await calls(page)).at(-1)).toBe("cancel");
    await expect(item.getByRole("button", { name: "Listen" })).toBeFocused();
    await expect(item.getByRole("button", { name: "Pause" })).toHaveCount(0);
    await expect(item.getByRole("status")).toHaveText("Stopped");
    expect(await highlighted(page, "read-aloud-sentence")).toEqual([]);
  });

  test("Slower reads the sentence again more slowly, and is remembered after a reload", async ({
    page,
  }) => {
    let item = await openShippingFaq(page);
    await listen(item);
    const normal = await lastSpoken(page);
    await expect(item.getByRole("button", { name: "Normal" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await item.getByRole("button", { name: "Slower" }).click();
    await expect(item.getByRole("button", { name: "Slower" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const slower = await lastSpoken(page);
    expect(slower?.text).toBe(QUESTION);
    expect(slower!.rate).toBeLessThan(normal!.rate);

    await page.reload();
    item = await openShippingFaq(page);
    await listen(item);
    expect((await lastSpoken(page))?.rate).toBe(slower!.rate);
    await expect(item.getByRole("button", { name: "Slower" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  test("an English voice is chosen once the browser's voices arrive", async ({ page }) => {
    const item = await openShippingFaq(page);
    await listen(item);
    expect((await lastSpoken(page))?.voice).toBeNull();
    await page.evaluate(() => {
      window.fakeSpeech.addVoices();
    });
    await endSentence(page);
    expect((await lastSpoken(page))?.voice).toBe("Fake en-GB");
  });

  test("the tips banner's Listen reads the tips, and gives focus back at the end", async ({
    page,
  }) => {
    await page.goto(ROUTES.faq.path);
    const tips = page.getByRole("complementary", { name: "Tips" });
    await listen(tips);
    const tip = (await tips.locator("p").textContent())!.replace(/\s+/g, " ").trim();
    const sentences = await spoken(page);
    expect(sentences[0]).toMatch(/^Tip: type a few words, like reading at home/);
    expect(await highlighted(page, "read-aloud-sentence")).toEqual([sentences[0]]);

    for (let i = 0; i < 10 && (await page.evaluate(() => window.fakeSpeech.current())); i++) {
      await endSentence(page);
    }
    expect((await spoken(page)).join(" ")).toBe(tip);
    await expect(tips.getByRole("button", { name: "Listen" })).toBeFocused();
    await expect(tips.getByRole("status")).toHaveText("Finished");
  });

  test("only one reader at a time: starting another stops the first", async ({ page }) => {
    const item = await openShippingFaq(page);
    const tips = page.getByRole("complementary", { name: "Tips" });
    await tips.getByRole("button", { name: "Listen" }).click();
    await expect(tips.getByRole("button", { name: "Stop" })).toBeVisible();

    await item.getByRole("button", { name: "Listen" }).click();
    await expect(tips.getByRole("button", { name: "Listen" })).toBeVisible();
    await expect(tips.getByRole("button", { name: "Stop" })).toHaveCount(0);
    await expect(item.getByRole("button", { name: "Stop" })).toBeVisible();
    expect((await lastSpoken(page))?.text).toBe(QUESTION);
    expect(await highlighted(page, "read-aloud-sentence")).toEqual([QUESTION]);
  });

  test("an FAQ's own page reads its question, then its answer", async ({ page }) => {
    const faq = seedFaqs.find((item) => htmlToText(item.question) === QUESTION)!;
    const api = await page.request.get("/api/Faq/GetFaqs?limit=100&skip=0&orderBy=0");
    const listed = (await api.json()) as { id: number; question: string }[];
    const id = listed.find((item) => htmlToText(item.question) === QUESTION)!.id;
    await page.goto(faqPath({ id, question: faq.question }));

    await page.getByRole("button", { name: "Listen" }).click();
    await expect(page.getByRole("button", { name: "Pause" })).toBeFocused();
    expect(await highlighted(page, "read-aloud-sentence")).toEqual([QUESTION]);
    await endSentence(page);
    await endSentence(page);
    expect(await spoken(page)).toEqual(SENTENCES);
    expect(await highlighted(page, "read-aloud-sentence")).toEqual([SENTENCES[2]]);
  });
});

test("with a voice that reports no words, the sentence highlight still moves on each end", async ({
  page,
}) => {
  await fakeSpeech(page, { words: false });
  const item = await openShippingFaq(page);
  await listen(item);
  expect(await highlighted(page, "read-aloud-sentence")).toEqual([QUESTION]);
  await word(page, 0, 2);
  expect(await highlighted(page, "read-aloud-word")).toEqual([]);
  await endSentence(page);
  expect(await highlighted(page, "read-aloud-sentence")).toEqual([SENTENCES[1]]);
  await endSentence(page);
  expect(await highlighted(page, "read-aloud-sentence")).toEqual([SENTENCES[2]]);
});

/**
 * Browsers that speak but have no Highlight API (Firefox before 140, Safari before 17.2; issue
 * 30): the API wholly missing, and the name left on CSS with nothing behind it.
 */
const WITHOUT_HIGHLIGHTS = {
  "no Highlight API at all": () => {
    Reflect.deleteProperty(CSS, "highlights");
    Reflect.deleteProperty(window, "Highlight");
  },
  "CSS.highlights undefined": () => {
    Object.defineProperty(CSS, "highlights", { value: undefined, configurable: true });
  },
};

for (const [name, removeHighlights] of Object.entries(WITHOUT_HIGHLIGHTS)) {
  test(`with ${name}, Listen reads the question, then the answer, marking the part being read`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await fakeSpeech(page, { words: false });
    await page.addInitScript(removeHighlights);
    const item = await openShippingFaq(page);
    expect(await page.evaluate(() => typeof CSS.highlights)).toBe("undefined");
    const question = item.locator(".faq-question-text");
    const answer = item.locator(".faq-answer-body");

    await listen(item);
    expect(await spoken(page)).toEqual([QUESTION]);
    await expect(question).toHaveAttribute("data-reading", "");
    await expect(answer).not.toHaveAttribute("data-reading");

    await endSentence(page);
    expect(await spoken(page)).toEqual(SENTENCES.slice(0, 2));
    await expect(answer).toHaveAttribute("data-reading", "");
    await expect(question).not.toHaveAttribute("data-reading");
    await endSentence(page);
    expect(await spoken(page)).toEqual(SENTENCES);

    await item.getByRole("button", { name: "Stop" }).click();
    await expect(item.getByRole("button", { name: "Listen" })).toBeFocused();
    await expect(item.locator("[data-reading]")).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

test("a browser that throws as it is asked to speak keeps Listen, with no reading controls", async ({
  page,
}) => {
  await fakeSpeech(page);
  await page.addInitScript(() => {
    window.speechSynthesis.speak = () => {
      throw new Error("No voice");
    };
  });
  const item = await openShippingFaq(page);
  await item.getByRole("button", { name: "Listen" }).click();
  // Listen's code loads on its first press (docs/decisions/0056): its start clears the queue.
  await expect.poll(() => calls(page)).toContain("cancel");
  await expect(item.getByRole("button", { name: "Listen" })).toBeFocused();
  await expect(item.getByRole("button", { name: "Pause" })).toHaveCount(0);
  await expect(item.getByRole("button", { name: "Stop" })).toHaveCount(0);
  await expect(item.getByRole("status")).toHaveText("");
  expect(await highlighted(page, "read-aloud-sentence")).toEqual([]);
  await expect(item.locator("[data-reading]")).toHaveCount(0);
});

test("where the browser cannot speak, there is no Listen button", async ({ page }) => {
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, "speechSynthesis");
    Reflect.deleteProperty(Window.prototype, "speechSynthesis");
  });
  const item = await openShippingFaq(page);
  expect(await page.evaluate(() => "speechSynthesis" in window)).toBe(false);
  await expect(
    item.getByRole("link", { name: "Open this question on its own page" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Listen", exact: true })).toHaveCount(0);
});
