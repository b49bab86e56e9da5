import { expect, test, type Page } from "@playwright/test";

import { pathTo, ROUTES } from "../lib/routes";

import { E2E_ACCOUNTS } from "../harness/accounts";
import { openFaqListAs, signInAs } from "./fixtures/session";

/**
 * FAQ Corner's frame and its FAQ list (docs/product.md §2 "Portal header", "Admin mode of the
 * list"; §4 session and route guard; §6 roles; §8 401): header links, the Admin navigation, the
 * Exit Portal popup, logout, an ended session, and what a Coach does not get.
 */

const token = (page: Page) => page.evaluate(() => localStorage.getItem("xsrfToken") ?? "");
const stored = (page: Page, key: string) =>
  page.evaluate((name) => localStorage.getItem(name), key);
const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });
const portalNav = (page: Page) => page.getByRole("navigation", { name: "Portal" });

test.describe("the portal header (docs/product.md §2)", () => {
  test("an Admin sees FAQ, Admin, My Account and Exit Portal, and the Admin navigation", async ({
    page,
  }) => {
    await openFaqListAs(page, "admin");
    const nav = portalNav(page);
    await expect(nav.getByRole("link")).toHaveText(["FAQ", "Admin", "My Account"]);
    await expect(nav.getByRole("button", { name: "Exit Portal" })).toBeVisible();
    const admin = page.getByRole("navigation", { name: "FAQ management" });
    await expect(admin.getByRole("link")).toHaveText([
      "Display FAQ's",
      "User Searches",
      "Add FAQ",
      "FAQ Archive",
      "Search words",
      // Issue 40: the topics visitors browse by.
      "Topics",
      // docs/decisions/0028: the audit trail.
      "Activity",
      // Issue 16, with the count of open entries when there are any.
      /^Content Gaps(, \d+ open)?$/,
    ]);
    await admin.getByRole("link", { name: "FAQ Archive" }).click();
    await expect(page).toHaveURL(/\/faq\/portal\/faq-archive$/);
    await nav.getByRole("link", { name: "Admin" }).click();
    await expect(page).toHaveURL(/\/faq\/portal\/admin\/users\/display-users$/);
  });

  test("a Coach has no Admin link, sees the plain 'Display FAQ's' title and no admin-only order", async ({
    page,
  }) => {
    await signInAs(page, "coach");
    // A choice left by an Admin on this browser does not carry over (docs/product.md §3: order 2 is
    // admin only).
    await page.evaluate(() => {
      localStorage.setItem("faqOrder", "2");
    });
    const firstList = page.waitForResponse(/GetAdminFaqs/i);
    await page.goto(ROUTES.displayFaqs.path);
    expect(new URL((await firstList).url()).searchParams.get("orderBy")).toBe("0");
    await expect(portalNav(page).getByRole("link")).toHaveText(["FAQ", "My Account"]);
    await expect(page.getByRole("navigation", { name: "FAQ management" })).toHaveCount(0);
    await expect(page.locator(".portal-subnav-title")).toHaveText("Display FAQ's");
    await expect(page.getByRole("button", { name: "Order Alphabetically" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Order by Most Searched" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Order by Most Recently Changed" })).toHaveCount(
      0,
    );
  });

  test("the header hides when scrolled down past 150 px and comes back above it", async ({
    page,
  }) => {
    await openFaqListAs(page, "admin");
    const header = page.locator(".portal-header");
    await expect(page.getByRole("button", { name: "Order Alphabetically" })).toBeVisible();
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveClass(/portal-header-hidden/);
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await expect(header).not.toHaveClass(/portal-header-hidden/);
  });
});

test.describe("Display FAQ's in admin mode (docs/product.md §2)", () => {
  test("an edited FAQ shows Tags, Searches and who edited it, leads 'Most Recently Changed', and has an Edit link", async ({
    page,
  }) => {
    await signInAs(page, "admin");
    const list = await page.request.get("/api/Faq/GetAdminFaqs?orderBy=1&limit=15&skip=14");
    const [faq] = (await list.json()) as { id: number; question: string; answer: string }[];
    expect(faq).toBeDefined();
    const saved = await page.request.patch("/api/Faq/PatchFaq", {
      data: { id: faq!.id, question: faq!.question, answer: faq!.answer, tags: "phonics, e2e" },
      headers: { "X-XSRF-TOKEN": await token(page) },
    });
    expect(saved.ok()).toBe(true);

    await page.goto(ROUTES.displayFaqs.path);
    const reordered = page.waitForResponse(
      (response) => /GetAdminFaqs/i.test(response.url()) && response.url().includes("orderBy=2"),
    );
    await page.getByRole("button", { name: "Order by Most Recently Changed" }).click();
    await reordered;
    const first = page.locator(".faq-item").first();
    // The list has been replaced by the new order once the edited FAQ leads it.
    const editLink = `a[href="${pathTo(ROUTES.editFaq, { id: faq!.id })}"]`;
    await expect(first.locator(editLink)).toHaveCount(1);
    await first.getByRole("button").first().click();
    await expect(first.getByRole("button").first()).toHaveAttribute("aria-expanded", "true");
    const details = first.locator(".faq-admin-details");
    await expect(details).toBeVisible();
    await expect(details).toContainText("Tags");
    await expect(details).toContainText("phonics, e2e");
    await expect(details).toContainText("Searches");
    await expect(details).toContainText(
      `by ${E2E_ACCOUNTS.admin.firstName} ${E2E_ACCOUNTS.admin.lastName}`,
    );
    await expect(first.locator(editLink)).toBeVisible();
    await expect(first.locator(editLink)).toHaveText("Edit");
    expect(await stored(page, "faqOrder")).toBe("2");
  });
});

test.describe("leaving the portal (docs/product.md §2 'Exit Portal?', §4 logout)", () => {
  test("Cancel closes the popup; Exit goes to /faq still signed in", async ({ page }) => {
    await openFaqListAs(page, "admin");
    await page.getByRole("button", { name: "Exit Portal" }).click();
    const dialog = page.getByRole("dialog", { name: "Exit Portal?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/faq\/portal\/display-faqs$/);

    await page.getByRole("button", { name: "Exit Portal" }).click();
    await dialog.getByRole("link", { name: "Exit" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    expect((await page.request.get("/api/User/GetUserRole")).status()).toBe(200);
  });

  test("'Logout and Exit' signs out, says 'Logout Successful' on /faq, and forgets the token", async ({
    page,
  }) => {
    await openFaqListAs(page, "admin");
    await page.getByRole("button", { name: "Exit Portal" }).click();
    await page
      .getByRole("dialog", { name: "Exit Portal?" })
      .getByRole("button", { name: "Logout and Exit" })
      .click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(toast(page, "Logout Successful")).toBeVisible();
    expect(await stored(page, "isAuthenticated")).toBe("false");
    expect(await stored(page, "xsrfToken")).toBeNull();
    expect((await page.request.get("/api/User/GetUserRole")).status()).toBe(401);
  });

  test("a session ended elsewhere sends the user to sign in with docs/product.md §8's 401 message", async ({
    page,
    browser,
  }) => {
    await openFaqListAs(page, "coach");
    await expect(page.getByRole("heading", { level: 1, name: "Display FAQ's" })).toBeVisible();

    // The same Coach signs out on another device: logout ends every session (decision 0006).
    const elsewhere = await browser.newPage();
    await signInAs(elsewhere, "coach");
    const ended = await elsewhere.request.post("/api/User/Logout", {
      headers: { "X-XSRF-TOKEN": await token(elsewhere) },
    });
    expect(ended.ok()).toBe(true);
    await elsewhere.close();

    await portalNav(page).getByRole("link", { name: "My Account" }).click();
    await expect(page).toHaveURL(/\/faq-corner$/);
    await expect(toast(page, "User Unauthorized. Please sign in.")).toBeVisible();
    expect(await stored(page, "isAuthenticated")).toBe("false");
  });
});
