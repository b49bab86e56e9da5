import { expect, test, type Page } from "@playwright/test";

import { seedTopics } from "../db/seed-data-topics";
import { htmlToText } from "../lib/text/plain-text";
import { expectNoAxeViolations } from "./fixtures/axe";
import { fakeSpeech } from "./fixtures/fake-speech";

/**
 * Issue 40, the visitors' side of topics, in a real browser on the demo content: the tiles of
 * /faq and /es/faq on a 390-pixel phone, a topic's page with only its FAQs, read aloud; the tiles
 * by keyboard, each announced by its name; a search from a topic's page; no horizontal scrolling
 * with the largest text; axe on the lists and two topic pages, in the default reading settings and
 * with the largest text and high contrast.
 */

const PHONE = { width: 390, height: 844 };

const topic = (slugEn: string) => {
  const found = seedTopics.find((each) => each.slugEn === slugEn);
  if (!found) throw new Error(`no demo topic ${slugEn}`);
  return found;
};

const spoken = (page: Page) => page.evaluate(() => window.fakeSpeech.spoken);

/** The largest text and high contrast, as the reading settings store them. */
async function largestTextHighContrast(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem("readingTextSize", "extra-large");
    localStorage.setItem("readingContrast", "high");
  });
}

test.describe("topics on a phone", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test.beforeEach(async ({ page }) => {
    await fakeSpeech(page);
  });

  test("a visitor taps a topic on /faq, sees only its FAQs, opens one and hears it", async ({
    page,
  }) => {
    await page.goto("/faq");
    const tiles = page.getByRole("navigation", { name: "Topics" }).getByRole("link");
    await expect(tiles).toHaveCount(seedTopics.length);
    // Two a row on the phone.
    const [first, second, third] = await Promise.all(
      [0, 1, 2].map(async (index) => (await tiles.nth(index).boundingBox())!),
    );
    expect(second!.y).toBe(first!.y);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
    expect(third!.y).toBeGreaterThan(first!.y + first!.height - 1);

    const dyslexia = topic("dyslexia");
    await page.getByRole("link", { name: "Dyslexia 3 questions" }).tap();
    await expect(page).toHaveURL(/\/faq\/topics\/dyslexia$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dyslexia");
    await expect(page.locator(".faq-question-text")).toHaveText(
      dyslexia.questions.map(htmlToText).sort(),
    );

    const question = page.getByRole("button", { name: "What is dyslexia?" });
    await question.tap();
    const item = page.locator(".faq-item", { has: question });
    await item.getByRole("button", { name: "Listen" }).tap();
    await expect(item.getByRole("button", { name: "Pause" })).toBeFocused();
    const [said] = await spoken(page);
    expect(said?.text).toBe("What is dyslexia?");
    expect(said?.lang).toBe("en");
    await expect(page.getByRole("link", { name: "← All questions" })).toHaveAttribute(
      "href",
      "/faq",
    );
  });

  test("the same on /es/faq, in Spanish", async ({ page }) => {
    await page.goto("/es/faq");
    await expect(page.getByRole("navigation", { name: "Temas" }).getByRole("link")).toHaveCount(
      seedTopics.length,
    );
    await page.getByRole("link", { name: "Dislexia 3 preguntas" }).tap();
    await expect(page).toHaveURL(/\/es\/faq\/topics\/dislexia$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dislexia");
    await expect(page.locator(".faq-question-text")).toHaveCount(
      topic("dyslexia").questions.length,
    );

    const question = page.getByRole("button", { name: "¿Qué es la dislexia?" });
    await question.tap();
    const item = page.locator(".faq-item", { has: question });
    // Listen shows only where the browser has a voice of the language (headless Chromium has none).
    await page.evaluate(() => {
      window.fakeSpeech.addVoices(["es-ES"]);
    });
    await item.getByRole("button", { name: "Escuchar" }).tap();
    const [said] = await spoken(page);
    expect(said?.text).toBe("¿Qué es la dislexia?");
    expect(said?.lang).toBe("es");
    await expect(page.getByRole("link", { name: "← Todas las preguntas" })).toHaveAttribute(
      "href",
      "/es/faq",
    );
  });

  test("no horizontal scrolling at 390 pixels with the largest text and high contrast", async ({
    page,
  }) => {
    await largestTextHighContrast(page);
    for (const path of [
      "/faq",
      "/es/faq",
      "/faq/topics/this-website-and-faq-corner",
      "/es/faq/topics/este-sitio-web-y-faq-corner",
    ]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-text-size", "extra-large");
      const { scroll, client } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(scroll, path).toBeLessThanOrEqual(client);
    }
  });
});

test("by keyboard alone the tiles are reached in order, each announced by its name", async ({
  page,
}) => {
  await page.goto("/faq");
  const names = seedTopics.map(
    (each) => `${each.nameEn} ${String(each.questions.length)} questions`,
  );
  let presses = 0;
  while (!(await page.evaluate(() => document.activeElement?.classList.contains("topic-tile")))) {
    await page.keyboard.press("Tab");
    presses += 1;
    expect(presses, "a tile is reached by Tab").toBeLessThan(60);
  }
  for (const [index, name] of names.entries()) {
    if (index > 0) await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveAccessibleName(name);
    await expect(page.locator(":focus")).toHaveRole("link");
  }
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Enter");
  const last = seedTopics.at(-2)!;
  await expect(page).toHaveURL(new RegExp(`/faq/topics/${last.slugEn}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(last.nameEn);
});

test("a search from a topic's page searches every FAQ, and each result links to its topic", async ({
  page,
}) => {
  await page.goto("/faq/topics/dyslexia");
  await page.getByRole("searchbox", { name: "Search the questions" }).fill("delivery");
  await page.keyboard.press("Enter");
  const result = page.locator(".faq-item", {
    has: page.getByRole("button", { name: "How long does delivery take?" }),
  });
  await expect(result).toBeVisible();
  await expect(page).toHaveURL(/\/faq\?q=delivery$/);
  const link = result.getByRole("link", { name: "The guide book and orders" });
  await expect(result.locator(".faq-topic")).toHaveText("Topic: The guide book and orders");
  await link.click();
  await expect(page).toHaveURL(/\/faq\/topics\/the-guide-book-and-orders$/);
});

test.describe("axe on the lists and two topic pages", () => {
  test.use({ viewport: PHONE });

  for (const path of [
    "/faq",
    "/es/faq",
    "/faq/topics/reading-at-home",
    "/es/faq/topics/la-guia-y-los-pedidos",
  ]) {
    for (const settings of ["default", "largest text and high contrast"] as const) {
      test(`${path} (${settings}) has no axe violations`, async ({ page }) => {
        if (settings !== "default") await largestTextHighContrast(page);
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.locator(".faq-item").first()).toBeVisible();
        await expectNoAxeViolations(page, { enhancedContrast: settings !== "default" });
      });
    }
  }
});
