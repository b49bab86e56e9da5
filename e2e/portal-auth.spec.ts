import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

import { ROUTES } from "../lib/routes";

import { E2E_ACCOUNTS } from "../harness/accounts";
import { mailCount, waitForCode } from "./fixtures/mail";
import { fillLogin, openLogin } from "./fixtures/login-form";
import { recordSecret } from "./fixtures/secrets";
import { type StaffSession, test } from "./fixtures/staff";

/**
 * FAQ Corner's sign-in screens (docs/product.md §2 login, verification and reset; §4 session; §8):
 * the tests drive the real login form, and read codes from the real SMTP capture.
 */

const admin = E2E_ACCOUNTS.admin;

/** A new unverified Guest (docs/api.md §5), registered by the Admin, its first mail already in. */
async function registerGuest(adminApi: StaffSession, label: string) {
  const stamp = `${String(Date.now())}${String(Math.floor(Math.random() * 1000))}`;
  const account = {
    firstName: "Auth",
    lastName: `${label}${stamp}`,
    email: `e2e-auth-${label.toLowerCase()}-${stamp}@example.org`,
    password: recordSecret(`first password ${stamp}`),
  };
  const response = await adminApi.post("User/Register", {
    ...account,
    confirmPassword: account.password,
  });
  expect(response.ok()).toBe(true);
  await waitForCode(account.email, 0);
  return account;
}

/** The same for the verify page, reached by the login's redirect. */
function verifyPageReady(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/User/GetXsrfToken") &&
      (response.request().headers().referer ?? "").includes(ROUTES.verify.path),
  );
}

/**
 * A new unverified Guest (see registerGuest) logged in through the form, waiting on the verify
 * page it is sent to.
 */
async function newGuestOnVerifyPage(page: Page, adminApi: StaffSession, label: string) {
  const account = await registerGuest(adminApi, label);
  await openLogin(page);
  const verifyReady = verifyPageReady(page);
  await fillLogin(page, account.email, account.password);
  await expect(page).toHaveURL(/\/faq-corner\/verify$/);
  await verifyReady;
  return account;
}

test.describe("FAQ Corner Login (docs/product.md §2, §4)", () => {
  test("an Admin signs in and lands on the portal's FAQ list", async ({ page }) => {
    await openLogin(page);
    await expect(page.getByRole("heading", { level: 1, name: "FAQ Corner Login" })).toBeVisible();
    await fillLogin(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/faq\/portal\/display-faqs$/);
    await expect(page.getByRole("heading", { level: 1, name: "Display FAQ's" })).toBeVisible();
    // docs/product.md §3: the signed-in flag is kept.
    expect(await page.evaluate(() => localStorage.getItem("isAuthenticated"))).toBe("true");
  });

  test("a wrong password shows the API's message and stays on the login page", async ({ page }) => {
    await openLogin(page);
    await fillLogin(page, admin.email, "not the password");
    await expect(page.getByText("User Unauthorized. Please sign in.")).toBeVisible();
    await expect(page).toHaveURL(/\/faq-corner$/);
    await expect(page.getByLabel("Email")).toHaveValue(admin.email);
  });

  test("an empty form shows the server's messages under the fields and focuses the first", async ({
    page,
  }) => {
    await openLogin(page);
    await page.getByRole("button", { name: "Login" }).click();
    const email = page.getByLabel("Email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toBeFocused();
    const describedBy = await email.getAttribute("aria-describedby");
    expect(describedBy).toBeTruthy();
    await expect(page.locator(`[id="${describedBy ?? ""}"]`)).toContainText("e-mail address");
  });

  test("a signed-out visit of a portal page goes to the login page", async ({ page }) => {
    await page.goto(ROUTES.account.path);
    await expect(page).toHaveURL(/\/faq-corner$/);
    await page.goto(ROUTES.verify.path);
    await expect(page).toHaveURL(/\/faq-corner$/);
  });

  test("the login page fetches the anti-forgery token on mounting", async ({ page }) => {
    const token = page.waitForResponse(/\/api\/User\/GetXsrfToken$/);
    await page.goto(ROUTES.login.path);
    expect((await token).ok()).toBe(true);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("xsrfToken")))
      .toMatch(/\S{20,}/);
  });

  test("when the token cannot be fetched it says 'Server Error.'", async ({ page }) => {
    await page.route(/\/api\/User\/GetXsrfToken$/, (route) => route.abort());
    await page.goto(ROUTES.login.path);
    await expect(page.getByText("Server Error.", { exact: true })).toBeVisible();
  });

  test("Forgot Password mails a token, New Password takes it, and the new password works", async ({
    page,
    adminApi,
  }) => {
    const account = await registerGuest(adminApi, "Forgot");
    const newPassword = recordSecret(`second password ${String(Date.now())}`);
    await openLogin(page);
    await page.getByLabel("Email").fill(account.email);
    const before = mailCount(account.email);
    await page.getByRole("button", { name: "Forgot Password?" }).click();
    await expect(page.getByText("Reset token sent to your email.")).toBeVisible();
    await expect(page).toHaveURL(/\/faq-corner\/reset-password\?email=/);
    await expect(page.getByRole("heading", { level: 1, name: "New Password" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(account.email);

    const code = await waitForCode(account.email, before);
    await page.getByLabel("Verification Code").fill(code);
    await page.getByLabel("New Password").fill(newPassword);
    await page.getByLabel("Confirm Password").fill(newPassword);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Password Changed Successfully. Please Login.")).toBeVisible();
    await expect(page).toHaveURL(/\/faq-corner$/);

    // The old password is dead; the new one signs in (an unverified account goes to verify).
    await fillLogin(page, account.email, account.password);
    await expect(page.getByText("User Unauthorized. Please sign in.")).toBeVisible();
    await page.getByLabel("Password").fill(newPassword);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/faq-corner\/verify$/);
  });

  test("New Password shows mismatched passwords and a wrong code under their fields", async ({
    page,
    adminApi,
  }) => {
    const account = await registerGuest(adminApi, "Mismatch");
    await page.goto(`${ROUTES.resetPassword.path}?email=${encodeURIComponent(account.email)}`);
    await page.getByLabel("Verification Code").fill(recordSecret("000000", "code"));
    await page.getByLabel("New Password").fill(recordSecret("a good new password"));
    await page.getByLabel("Confirm Password").fill(recordSecret("a different password"));
    await page.getByRole("button", { name: "Submit" }).click();
    const confirm = page.getByLabel("Confirm Password");
    await expect(confirm).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("The passwords do not match.")).toBeVisible();
    await expect(page).toHaveURL(/\/faq-corner\/reset-password/);

    await page.getByLabel("Confirm Password").fill("a good new password");
    await page.getByRole("button", { name: "Submit" }).click();
    const code = page.getByLabel("Verification Code");
    await expect(code).toHaveAttribute("aria-invalid", "true");
    await expect(code).toBeFocused();
  });
});

test.describe("account verification (docs/product.md §2 'Verify account', §4)", () => {
  test("an unverified user is sent to verify, can resend a token, and is verified by the mailed code", async ({
    page,
    adminApi,
  }) => {
    const account = await newGuestOnVerifyPage(page, adminApi, "Verify");
    await expect(page.getByRole("heading", { level: 1, name: "Verify Account" })).toBeVisible();

    // docs/product.md §4: an unverified user is kept on the verify page.
    await page.goto(ROUTES.displayFaqs.path);
    await expect(page).toHaveURL(/\/faq-corner\/verify$/);

    const before = mailCount(account.email);
    await page.getByRole("button", { name: "resend a token" }).click();
    await expect(page.getByText("Verification token sent to your email.")).toBeVisible();
    const code = await waitForCode(account.email, before);

    await page.getByLabel("Verification Code").fill(code);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Account Verified")).toBeVisible();
    // A Guest has no portal role (docs/product.md §6).
    await expect(page).toHaveURL(/\/unauthorized$/);
  });

  test("a wrong code shows the server's message under the code field", async ({
    page,
    adminApi,
  }) => {
    await newGuestOnVerifyPage(page, adminApi, "Wrong");
    await page.getByLabel("Verification Code").fill("12");
    await page.getByRole("button", { name: "Submit" }).click();
    const code = page.getByLabel("Verification Code");
    await expect(code).toHaveAttribute("aria-invalid", "true");
    await expect(code).toBeFocused();
    await expect(page).toHaveURL(/\/faq-corner\/verify$/);
  });

  test("Logout on the verify page signs out and goes to the FAQ", async ({ page, adminApi }) => {
    await newGuestOnVerifyPage(page, adminApi, "Logout");
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await page.goto(ROUTES.verify.path);
    await expect(page).toHaveURL(/\/faq-corner$/);
  });
});

test.describe("accessibility of the sign-in screens", () => {
  async function expectNoViolations(page: Page) {
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  }

  test("axe finds nothing on login, New Password and verify", async ({ page, adminApi }) => {
    await page.goto(ROUTES.login.path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoViolations(page);

    await page.goto(ROUTES.resetPassword.path);
    await expect(page.getByRole("heading", { level: 1, name: "New Password" })).toBeVisible();
    await expectNoViolations(page);

    await newGuestOnVerifyPage(page, adminApi, "Axe");
    await expectNoViolations(page);
    // With errors showing, too.
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByLabel("Verification Code")).toHaveAttribute("aria-invalid", "true");
    await expectNoViolations(page);
  });
});
