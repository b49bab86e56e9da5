import { expectNoAxeViolations } from "./fixtures/axe";
import { expect, test, type Page } from "@playwright/test";

import { seedFaqs } from "../db/seed-data";
import { faqPath } from "../lib/faq/path";
import { ROUTES, pathTo } from "@/lib/routes";

/**
 * Reading settings (issue 16): text size, line spacing and contrast on every public page,
 * remembered, and on <html> before the first paint (docs/decisions/0024).
 */

const SIZES = ["Normal", "Large", "Extra large"] as const;
const SPACINGS = ["Normal", "Wide"] as const;
const CONTRASTS = ["Normal", "High"] as const;
const STORED = {
  Normal: "normal",
  Large: "large",
  "Extra large": "extra-large",
  Wide: "wide",
  High: "high",
} as const;

interface Settings {
  size: (typeof SIZES)[number];
  spacing: (typeof SPACINGS)[number];
  contrast: (typeof CONTRASTS)[number];
}

/** Keeps the settings in localStorage before the page's first script runs, as an earlier visit would. */
async function keepSettings(page: Page, { size, spacing, contrast }: Settings) {
  await page.addInitScript(
    (stored) => {
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    },
    {
      readingTextSize: STORED[size],
      readingLineSpacing: STORED[spacing],
      readingContrast: STORED[contrast],
    },
  );
}

async function openSettings(page: Page) {
  const toggle = page.getByRole("button", { name: "Reading settings" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  return page.getByRole("complementary", { name: "Reading settings" });
}

/**
 * Keeps what <html> carried when the page's content first arrived, before anything could be
 * painted (a MutationObserver's callback runs before the next paint).
 */
async function recordSettingsWhenContentArrives(page: Page) {
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector(".public-shell")) return;
      seen.disconnect();
      document.documentElement.setAttribute(
        "data-seen-first",
        JSON.stringify(Object.fromEntries(Object.entries(document.documentElement.dataset))),
      );
    });
    seen.observe(document, { childList: true, subtree: true });
  });
}

const settingsWhenContentArrived = async (page: Page) =>
  JSON.parse((await page.locator("html").getAttribute("data-seen-first"))!) as object;

const rootFontSize = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).fontSize);

test("the choices change the page at once and are remembered after a reload", async ({ page }) => {
  await page.goto(ROUTES.faq.path);
  expect(await rootFontSize(page)).toBe("16px");
  const panel = await openSettings(page);

  await panel.getByRole("group", { name: "Text size" }).getByLabel("Extra large").check();
  await panel.getByRole("group", { name: "Line spacing" }).getByLabel("Wide").check();
  await panel.getByRole("group", { name: "Contrast" }).getByLabel("High").check();
  await expect(page.locator("html")).toHaveAttribute("data-text-size", "extra-large");
  await expect(page.locator("html")).toHaveAttribute("data-line-spacing", "wide");
  await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
  expect(await rootFontSize(page)).toBe("24px");
  expect(await page.evaluate(() => getComputedStyle(document.body).lineHeight)).toBe("54px");

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-text-size", "extra-large");
  const again = await openSettings(page);
  await expect(
    again.getByRole("group", { name: "Text size" }).getByLabel("Extra large"),
  ).toBeChecked();
  await expect(again.getByRole("group", { name: "Contrast" }).getByLabel("High")).toBeChecked();

  await again.getByRole("group", { name: "Text size" }).getByLabel("Normal").check();
  await expect(page.locator("html")).not.toHaveAttribute("data-text-size");
  expect(await rootFontSize(page)).toBe("16px");
});

test("kept settings are on the page before its first paint, without its scripts", async ({
  page,
}) => {
  await keepSettings(page, { size: "Large", spacing: "Wide", contrast: "High" });
  await recordSettingsWhenContentArrives(page);
  // The app's own scripts never run: only the head's inline script can have set them.
  await page.route(/\/_next\/static\/.*\.js$/, (route) => route.abort());
  await page.goto(ROUTES.faq.path, { waitUntil: "domcontentloaded" });

  expect(await settingsWhenContentArrived(page)).toEqual({
    textSize: "large",
    lineSpacing: "wide",
    contrast: "high",
  });
  expect(await rootFontSize(page)).toBe("20px");
});

// Next sends a not-found page as an empty document that its scripts fill in the browser, <html>
// included, so the head's script has not run on it.
for (const path of [
  "/faq/page-not-found",
  pathTo(ROUTES.faqPage, { id: 2000000000, slug: "no-such-question" }),
]) {
  test(`on ${path}, kept settings are on the page when its content first shows`, async ({
    page,
  }) => {
    await keepSettings(page, { size: "Extra large", spacing: "Wide", contrast: "High" });
    await recordSettingsWhenContentArrives(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const first = JSON.parse(
      (await page.locator("html").getAttribute("data-seen-first"))!,
    ) as object;
    expect(first).toEqual({ textSize: "extra-large", lineSpacing: "wide", contrast: "high" });
    expect(await rootFontSize(page)).toBe("24px");
  });
}

test("the first frame already has the large text, and it does not change once the page runs", async ({
  page,
}) => {
  await keepSettings(page, { size: "Extra large", spacing: "Normal", contrast: "Normal" });
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      requestAnimationFrame(() => {
        document.documentElement.setAttribute(
          "data-first-frame",
          getComputedStyle(document.documentElement).fontSize,
        );
      });
    });
  });
  await page.goto(ROUTES.faq.path);
  await expect(page.getByRole("button", { name: "Reading settings" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-first-frame", "24px");
  expect(await rootFontSize(page)).toBe("24px");
});

test("the panel works with the keyboard: Escape closes it and returns to the button", async ({
  page,
}) => {
  await page.goto(ROUTES.privacyPolicy.path);
  const toggle = page.getByRole("button", { name: "Reading settings" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  const normal = page.getByRole("group", { name: "Text size" }).getByLabel("Normal");
  await expect(normal).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(
    page.getByRole("group", { name: "Text size" }).getByLabel("Large", { exact: true }),
  ).toBeChecked();
  await expect(page.locator("html")).toHaveAttribute("data-text-size", "large");
  await page.keyboard.press("Escape");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(toggle).toBeFocused();
});

test.describe("axe finds nothing at any setting", () => {
  for (const size of SIZES) {
    for (const spacing of SPACINGS) {
      for (const contrast of CONTRASTS) {
        test(`/faq at text ${size}, spacing ${spacing}, contrast ${contrast}`, async ({ page }) => {
          await keepSettings(page, { size, spacing, contrast });
          await page.goto(ROUTES.faq.path);
          await openSettings(page);
          // An open answer, with its Listen button.
          await page.locator(".faq-list button[aria-expanded]").first().click();
          await expectNoAxeViolations(page, { enhancedContrast: contrast === "High" });
        });
      }
    }
  }

  for (const settings of [
    { size: "Normal", spacing: "Normal", contrast: "Normal" },
    { size: "Extra large", spacing: "Wide", contrast: "High" },
  ] as const) {
    for (const width of [390, 1366]) {
      test(`an FAQ's page at ${width} px, text ${settings.size}, contrast ${settings.contrast}`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 844 });
        await keepSettings(page, settings);
        const faq = seedFaqs[0]!;
        const api = await page.request.get("/api/Faq/GetFaqs?limit=100&skip=0&orderBy=0");
        const listed = (await api.json()) as { id: number; question: string }[];
        const id = listed.find((item) => item.question === faq.question)!.id;
        await page.goto(faqPath({ id, question: faq.question }));
        await openSettings(page);
        await expectNoAxeViolations(page, { enhancedContrast: settings.contrast === "High" });
      });
    }
  }
});
