import { expect, test, type Page, type Response } from "@playwright/test";

import { ROUTES, searchPath } from "../lib/routes";

import { signInAs } from "./fixtures/session";

/**
 * The site works under its Content-Security-Policy (issue 7; docs/decisions/0010): the nonce
 * policy of pages rendered per request, and the hash policy of cached pages. Any blocked script,
 * style, image or request fires `securitypolicyviolation` and logs a console error.
 */

interface Watch {
  violations: string[];
  errors: string[];
}

/** Records CSP violations (from before any page script runs) and console errors on the page. */
async function watch(page: Page): Promise<Watch> {
  const seen: Watch = { violations: [], errors: [] };
  await page.exposeFunction("reportCspViolation", (violation: string) => {
    seen.violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} on ${location.pathname}`,
      );
    });
  });
  page.on("console", (message) => {
    if (message.type() === "error") seen.errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => seen.errors.push(`${page.url()}: ${error.message}`));
  return seen;
}

/** The page's own policy came with it: the test would prove nothing without one. */
function expectPolicy(response: Response | null, kind: "nonce" | "hash") {
  expect(response?.ok()).toBe(true);
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("object-src 'none'");
  expect(policy).toMatch(kind === "nonce" ? /'nonce-[^']+' 'strict-dynamic'/ : /'sha256-[^']+'/);
}

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search the questions" });
const questions = (page: Page) => page.locator(".faq-list button[aria-expanded]");

test.describe("Content-Security-Policy", () => {
  test("the public pages work with nothing blocked", async ({ page }) => {
    const seen = await watch(page);

    expectPolicy(await page.goto(ROUTES.faq.path), "hash");
    const question = questions(page).first();
    await question.click();
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await searchBox(page).fill("reading");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/faq\?q=reading$/);
    await expect(page.locator(".faq-list mark").first()).toBeVisible();

    expectPolicy(await page.goto(searchPath("reading")), "nonce");
    await expect(page.locator(".faq-list mark").first()).toBeVisible();
    await questions(page).first().click();
    await expect(questions(page).first()).toHaveAttribute("aria-expanded", "true");

    expectPolicy(await page.goto(ROUTES.login.path), "hash");
    await page.getByRole("textbox", { name: "Email" }).fill("someone@example.org");
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("someone@example.org");

    expect(seen.violations).toEqual([]);
    expect(seen.errors).toEqual([]);
  });

  test("the portal's editor and chart work with nothing blocked", async ({ page }) => {
    const seen = await watch(page);
    await signInAs(page, "admin");

    expectPolicy(await page.goto(ROUTES.addFaq.path), "nonce");
    const answer = page.getByRole("textbox", { name: "Answer" });
    await answer.click();
    await page.keyboard.type("Read together every day.");
    await expect(answer).toContainText("Read together every day.");
    await page
      .getByRole("toolbar", { name: "Answer formatting" })
      .getByRole("button", { name: "Bold" })
      .click();
    await page.keyboard.type(" Ten minutes is enough.");
    await expect(answer.locator("strong, b").first()).toContainText("Ten minutes is enough.");

    expectPolicy(await page.goto(ROUTES.userSearches.path), "nonce");
    const firstSearch = page.locator(".search-list > li").first();
    await firstSearch.locator("button[aria-expanded]").click();
    await expect(firstSearch.locator("canvas")).toBeVisible();

    expect(seen.violations).toEqual([]);
    expect(seen.errors).toEqual([]);
  });
});
