import { expect, test } from "@playwright/test";

import { E2E_ACCOUNTS } from "../harness/accounts";
import { signInAs } from "./fixtures/session";
import { ROUTES } from "@/lib/routes";

const SUPPORT_EMAIL = process.env.SUPPORT_EMAIL ?? "support@example.org";

test.describe("privacy policy (docs/product.md §2 static pages)", () => {
  test("says only anonymous search data is kept, why, that it is not sold, and since when", async ({
    page,
  }) => {
    await page.goto(ROUTES.privacyPolicy.path);
    await expect(page).toHaveTitle("Privacy Policy | Literacy Programme FAQ");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /anonymous/);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(main).toContainText("Effective date: 20 Nov 2024");
    await expect(main).toContainText("We only collect anonymous search data");
    await expect(main).toContainText("to improve this site");
    await expect(main).toContainText("to understand trends");
    await expect(main).toContainText("We never sell this data");
    await expect(main).toContainText("except when the law says we must (for legal reasons)");
    await expect(main.getByRole("link", { name: SUPPORT_EMAIL })).toHaveAttribute(
      "href",
      `mailto:${SUPPORT_EMAIL}`,
    );
  });
});

test.describe("unauthorized (docs/product.md §2 static pages)", () => {
  test("says the visitor has no access, to clear cookies and contact support", async ({ page }) => {
    const response = await page.goto(ROUTES.unauthorized.path);
    expect(response?.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Ugh Oh...");
    await expect(main).toContainText("you do not have access to this page");
    await expect(main).toContainText("clearing your browser's cookies");
    await expect(main.getByRole("link", { name: SUPPORT_EMAIL })).toHaveAttribute(
      "href",
      `mailto:${SUPPORT_EMAIL}`,
    );
    await expect(
      main.getByRole("link", { name: "Go to the questions and answers" }),
    ).toHaveAttribute("href", ROUTES.faq.path);
  });

  test("shows no Logout when signed out, without asking the server", async ({ page }) => {
    let asked = false;
    page.on("request", (request) => {
      if (/GetUserRole/i.test(request.url())) asked = true;
    });
    await page.goto(ROUTES.unauthorized.path);
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { name: "Ugh Oh..." })).toBeVisible();
    await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Logout" })).toHaveCount(0);
    expect(asked).toBe(false);
  });

  test("shows no Logout when the browser's flag is stale, and says the session has ended", async ({
    page,
  }) => {
    await page.goto(ROUTES.privacyPolicy.path);
    await page.evaluate(() => {
      localStorage.setItem("isAuthenticated", "true");
    });
    const role = page.waitForResponse(/GetUserRole/i);
    await page.goto(ROUTES.unauthorized.path);
    expect((await role).status()).toBe(401);
    await page.waitForLoadState("networkidle");
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);
    // docs/product.md §4: a failed role check clears the signed-in flag and says so
    // (docs/product.md §8's 401 text).
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "User Unauthorized. Please sign in." }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("isAuthenticated"))).toBe("false");
  });

  test("a signed-in user sees Logout, and it logs out to /faq", async ({ page }) => {
    await signInAs(page, E2E_ACCOUNTS.coach);
    await page.goto(ROUTES.unauthorized.path);
    const logoutButton = page.getByRole("button", { name: "Logout" });
    await expect(logoutButton).toBeVisible();
    await logoutButton.click();
    await expect(page).toHaveURL(/\/faq$/);
    expect(await page.evaluate(() => localStorage.getItem("isAuthenticated"))).toBe("false");
    const role = await page.request.get("/api/User/GetUserRole");
    expect(role.status()).toBe(401);
  });
});

test.describe("not found (docs/product.md §2, docs/api.md §8)", () => {
  for (const path of [
    "/no-such-page",
    "/faq-zz/old/address",
    ROUTES.pageNotFound.path,
    "/faq/no-such-question",
  ]) {
    test(`${path} answers 404 with the not-found page`, async ({ page, request }) => {
      const answer = await request.get(path);
      expect(answer.status()).toBe(404);

      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      // The FAQ catch-all's title is its own page's business.
      if (!path.startsWith("/faq/")) {
        await expect(page).toHaveTitle("Page not found | Literacy Programme FAQ");
      }
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(
        "Sorry, we cannot find that page",
      );
      await expect(main).toContainText("The web address may have a mistake in it");
      await expect(main).toContainText("or the page may have moved");
      await expect(main.getByRole("link", { name: "Go to the FAQ home page" })).toHaveAttribute(
        "href",
        ROUTES.faq.path,
      );
      await expect(main.getByRole("link", { name: "Go to the search" })).toHaveAttribute(
        "href",
        `${ROUTES.faq.path}#search`,
      );
      // Inside the public look: one header, one footer.
      await expect(page.getByRole("banner")).toHaveCount(1);
      await expect(page.getByRole("contentinfo")).toHaveCount(1);
    });
  }

  test("the not-found search box searches the FAQs", async ({ page }) => {
    await page.goto("/no-such-page");
    await page.getByRole("searchbox", { name: "Search the questions" }).fill("reading");
    await page.getByRole("main").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/faq\?q=reading$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
  });

  test("the home link leads back to the FAQs", async ({ page }) => {
    await page.goto(ROUTES.pageNotFound.path);
    await page.getByRole("link", { name: "Go to the FAQ home page" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
  });
});
