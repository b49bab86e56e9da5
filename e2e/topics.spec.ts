import { expect, test } from "@playwright/test";

import { seedTopics } from "../db/seed-data-topics";
import { expectNoAxeViolations } from "./fixtures/axe";
import { fakeSpeech } from "./fixtures/fake-speech";
import { largestTextHighContrast } from "./fixtures/site";
import {
  LISTS_AND_TOPIC_PAGES,
  PHONE,
  tapTopicOnFaq,
  tapTopicOnSpanishFaq,
} from "./fixtures/topics";
import { ROUTES } from "@/lib/routes";
import { topicPath } from "@/lib/topics/path";

/**
 * Issue 40, the visitors' side of topics, in a real browser on the demo content: the tiles of
 * /faq and /es/faq on a 390-pixel phone, a topic's page with only its FAQs, read aloud; the tiles
 * by keyboard, each announced by its name; a search from a topic's page; no horizontal scrolling
 * with the largest text; axe on the lists and two topic pages, in the default reading settings and
 * with the largest text and high contrast.
 */

test.describe("topics on a phone", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test.beforeEach(async ({ page }) => {
    await fakeSpeech(page);
  });

  test("a visitor taps a topic on /faq, sees only its FAQs, opens one and hears it", async ({
    page,
  }) => {
    await tapTopicOnFaq(page);
  });

  test("the same on /es/faq, in Spanish", async ({ page }) => {
    await tapTopicOnSpanishFaq(page);
  });

  test("no horizontal scrolling at 390 pixels with the largest text and high contrast", async ({
    page,
  }) => {
    await largestTextHighContrast(page);
    for (const path of [
      ROUTES.faq.path,
      ROUTES.esFaq.path,
      topicPath("this-website-and-faq-corner", "en"),
      topicPath("este-sitio-web-y-faq-corner", "es"),
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
  await page.goto(ROUTES.faq.path);
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
  await expect(page).toHaveURL(new RegExp(`${topicPath(last.slugEn, "en")}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(last.nameEn);
});

test("a search from a topic's page searches every FAQ, and each result links to its topic", async ({
  page,
}) => {
  await page.goto(topicPath("dyslexia", "en"));
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

  for (const path of LISTS_AND_TOPIC_PAGES) {
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
