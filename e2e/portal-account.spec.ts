import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

import { ROUTES } from "../lib/routes";
import { loginToPortal } from "./fixtures/login-form";
import { latestMail, mailCount, waitForCode } from "./fixtures/mail";
import { recordSecret } from "./fixtures/secrets";
import { section, test } from "./fixtures/staff";

/**
 * My Account (docs/product.md §2 "My Account", "Verify Email", "Verify Password"; §4 transitions):
 * each test works on a Coach of its own, so changing a name, address or password touches no one
 * else.
 */

/** Types `value` as the first name and presses Save Name; gives the Edit Name section back. */
async function saveFirstName(page: Page, value: string) {
  const name = section(page, "Edit Name");
  await name.getByLabel("First Name").fill(value);
  await name.getByRole("button", { name: "Save Name" }).click();
  return name;
}

/**
 * Asks, on My Account, to move the account to an address of its own: its present one with `tag`
 * in it. Gives the new address back.
 */
async function askToChangeEmail(page: Page, account: { email: string }, tag: string) {
  const newEmail = account.email.replace("e2e-account-", `e2e-account-${tag}-`);
  await page.goto(ROUTES.account.path);
  const email = section(page, "Change Email");
  await email.getByLabel("New Email").fill(newEmail);
  await email.getByRole("button", { name: "Change Email" }).click();
  return newEmail;
}

/** Fills in the Change Password section's three fields, and gives the section back. */
async function fillChangePassword(page: Page, old: string, fresh: string, confirm: string) {
  const password = section(page, "Change Password");
  await password.getByLabel("Old Password").fill(old);
  await password.getByLabel("New Password", { exact: true }).fill(fresh);
  await password.getByLabel("Confirm New Password").fill(confirm);
  return password;
}

test.describe("My Account (docs/product.md §2, §4)", () => {
  test("shows the account's name and e-mail, and Save Name changes the name", async ({
    page,
    newCoachOnAccount: account,
  }) => {
    await expect(page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible();
    const name = section(page, "Edit Name");
    await expect(name.getByLabel("First Name")).toHaveValue(account.firstName);
    await expect(name.getByLabel("Last Name")).toHaveValue(account.lastName);
    await expect(section(page, "Change Email")).toContainText(account.email);

    await name.getByLabel("First Name").fill("Renamed");
    await name.getByLabel("Last Name").fill("Person");
    await name.getByRole("button", { name: "Save Name" }).click();
    await expect(page.getByText("Name Changed Successfully")).toBeVisible();
    await page.reload();
    await expect(name.getByLabel("First Name")).toHaveValue("Renamed");
    await expect(name.getByLabel("Last Name")).toHaveValue("Person");
  });

  for (const [title, value, message] of [
    ["an empty name shows the server's message under First Name", "", /Enter your first name\./],
    // A pasted name can carry a tab; a typed one cannot carry a line break in a one-line field.
    [
      "a name with a tab or line break in it is refused under First Name",
      "Ann\tBcc",
      /The first name cannot have line breaks, tabs or other hidden characters\./,
    ],
  ] as const) {
    test(title, async ({ page, newCoachOnAccount: _coach }) => {
      const first = (await saveFirstName(page, value)).getByLabel("First Name");
      await expect(first).toHaveAttribute("aria-invalid", "true");
      await expect(first).toBeFocused();
      await expect(first).toHaveAccessibleDescription(message);
    });
  }

  test("Change Email mails a code to the new address; Verify Email changes it", async ({
    page,
    newCoach: account,
  }) => {
    const newEmail = await askToChangeEmail(page, account, "new");
    await expect(page.getByText("Check your new email to verify.")).toBeVisible();
    await expect(page).toHaveURL(/\/faq\/portal\/account\/verify-email$/);
    await expect(page.getByRole("heading", { level: 1, name: "Verify Email" })).toBeVisible();

    const code = await waitForCode(newEmail, 0);
    await page.getByLabel("Verification Code").fill(code);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Email Changed Successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/faq\/portal\/account$/);
    await expect(section(page, "Change Email")).toContainText(newEmail);
  });

  test("the notice to the old address has an undo link: it puts the old email back and signs everyone out", async ({
    page,
    newCoach: account,
  }) => {
    const notices = mailCount(account.email);
    const newEmail = await askToChangeEmail(page, account, "moved");
    await expect(page).toHaveURL(/\/faq\/portal\/account\/verify-email$/);
    await waitForCode(newEmail, 0);
    await expect.poll(() => mailCount(account.email)).toBeGreaterThan(notices);
    const link = /https?:\/\/\S+\/faq-corner\/undo-email-change\?token=[\w.%-]+/.exec(
      latestMail(account.email),
    )?.[0];
    expect(link, "an undo link in the notice").toBeTruthy();
    recordSecret(decodeURIComponent(new URL(link ?? "").searchParams.get("token") ?? ""), "token");

    await page.goto(link ?? "");
    await expect(page.getByRole("heading", { level: 1, name: "Undo Email Change" })).toBeVisible();
    await page.getByRole("button", { name: "Undo the change" }).click();
    await expect(
      page.getByText("Your old email is back. Everyone was signed out. Sign in again."),
    ).toBeVisible();
    await page.goto(ROUTES.account.path);
    await expect(page).toHaveURL(/\/faq-corner$/);
  });

  test("Change Password, then Verify Password with the mailed code; the new password works", async ({
    page,
    newCoach: account,
    browser,
  }) => {
    const newPassword = recordSecret(`changed password ${String(Date.now())}`);
    await page.goto(ROUTES.account.path);
    const password = await fillChangePassword(page, account.password, newPassword, newPassword);
    const before = mailCount(account.email);
    await password.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("Check your email to verify password change.")).toBeVisible();
    await expect(page).toHaveURL(/\/faq\/portal\/account\/verify-password$/);

    const code = await waitForCode(account.email, before);
    await page.getByLabel("Verification Code").fill(code);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Password Changed Successfully", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/faq\/portal\/account$/);
    // docs/api.md §3: the session that made the change goes on.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible();

    // A fresh browser signs in with the new password through the login form.
    const context = await browser.newContext();
    const fresh = await context.newPage();
    await loginToPortal(fresh, account.email, newPassword);
    await context.close();
  });

  test("Change Password shows mismatched and wrong passwords under their fields", async ({
    page,
    newCoachOnAccount: account,
  }) => {
    const password = await fillChangePassword(
      page,
      account.password,
      recordSecret("a brand new password"),
      recordSecret("another new password"),
    );
    await password.getByRole("button", { name: "Change Password" }).click();
    const confirm = password.getByLabel("Confirm New Password");
    await expect(confirm).toHaveAttribute("aria-invalid", "true");
    await expect(confirm).toBeFocused();
    await expect(page).toHaveURL(/\/faq\/portal\/account$/);
  });

  test("a common new password is refused, with the reason under New Password", async ({
    page,
    newCoachOnAccount: account,
  }) => {
    const password = await fillChangePassword(page, account.password, "Password1", "Password1");
    await password.getByRole("button", { name: "Change Password" }).click();
    const fresh = password.getByLabel("New Password", { exact: true });
    await expect(fresh).toHaveAttribute("aria-invalid", "true");
    await expect(fresh).toBeFocused();
    await expect(fresh).toHaveAccessibleDescription(
      /Many people use this password\. Choose one that is harder to guess\./,
    );
  });
});

test.describe("the seeded Coach's account screens", () => {
  test.use({
    storageState: async ({ coachState }, provide) => {
      await provide(coachState);
    },
  });

  test("the Verify Email and Verify Password links lead to their code screens", async ({
    page,
  }) => {
    await page.goto(ROUTES.account.path);
    await page.getByRole("link", { name: "Verify Email" }).click();
    await expect(page).toHaveURL(/\/account\/verify-email$/);
    await expect(page.getByRole("heading", { level: 1, name: "Verify Email" })).toBeVisible();
    await page.goBack();
    await page.getByRole("link", { name: "Verify Password" }).click();
    await expect(page).toHaveURL(/\/account\/verify-password$/);
    await expect(page.getByRole("heading", { level: 1, name: "Verify Password" })).toBeVisible();
  });

  test("axe finds nothing on My Account, Verify Email and Verify Password", async ({ page }) => {
    for (const [path, heading] of [
      [ROUTES.account.path, "My Account"],
      [ROUTES.verifyEmail.path, "Verify Email"],
      [ROUTES.verifyPassword.path, "Verify Password"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${path} ${v.id}: ${v.help}`)).toEqual([]);
    }
  });
});
