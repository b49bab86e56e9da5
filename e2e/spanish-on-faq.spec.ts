import { expect, test } from "@playwright/test";

import { expectNoAxeViolations } from "./fixtures/axe";
import { faqIdByQuestion } from "./fixtures/faqs";
import { faqPageStart, ROUTES } from "@/lib/routes";

/**
 * Issue 38, as a Spanish-speaking parent on the English page: a question typed in Spanish on /faq
 * is answered in Spanish (docs/decisions/0046), with a link to the same search on /es/faq.
 */

const SEARCH = "como ayudo a mi hijo a leer";
const HELP_AT_HOME = "How can I help my child with reading at home?";

test("Spanish typed on /faq finds Spanish answers and leads to the same search on /es/faq", async ({
  page,
  request,
}) => {
  await page.goto(ROUTES.faq.path);
  await page.getByRole("searchbox").fill(SEARCH);
  await page.getByRole("searchbox").press("Enter");

  const first = page.locator(".faq-item").first();
  await expect(first.locator(".faq-question-text")).toContainText("¿Cómo ayudo a mi hijo a leer");
  await expect(first.locator(".faq-question-text")).toHaveAttribute("lang", "es");
  await expect(first).not.toContainText("(in English)");
  await expect(page.getByText("Showing answers for")).toHaveCount(0);
  await first.locator(".faq-question").click();
  await expect(first.locator(".faq-answer-body")).toHaveAttribute("lang", "es");
  const id = await faqIdByQuestion(request, HELP_AT_HOME);
  await expect(first.locator("a.faq-permalink")).toHaveAttribute(
    "href",
    new RegExp(`^${faqPageStart(id, "es")}`),
  );

  const inSpanish = page
    .getByRole("link", { name: "Ver en español", exact: true })
    .and(page.locator(".faq-in-spanish a"));
  await expect(inSpanish).toHaveAttribute(
    "href",
    `${ROUTES.esFaq.path}?q=${encodeURIComponent(SEARCH)}`,
  );
  await expect(page.locator(".faq-in-spanish")).toHaveAttribute("lang", "es");
  await expect(page).toHaveURL(/\/faq\?q=como/);
  await expectNoAxeViolations(page);

  await inSpanish.click();
  await expect(page).toHaveURL(/\/es\/faq\?q=como(\+|%20)ayudo/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("searchbox")).toHaveValue(SEARCH);
  await expect(page.locator(".faq-item").first()).toContainText("¿Cómo ayudo a mi hijo a leer");
  await expectNoAxeViolations(page);
});

test("English typed on /faq is answered as before, without the link", async ({ page }) => {
  await page.goto(ROUTES.faq.path);
  await page.getByRole("searchbox").fill("help my child read at home");
  await page.getByRole("searchbox").press("Enter");
  await expect(page.locator(".faq-item").first()).toContainText(HELP_AT_HOME);
  await expect(page.locator(".faq-in-spanish")).toHaveCount(0);
});
