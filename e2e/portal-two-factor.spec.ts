import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

import { pathTo, ROUTES } from "../lib/routes";
import { Secret, TOTP } from "otpauth";

import { fillLogin } from "./fixtures/login-form";
import { recordSecret } from "./fixtures/secrets";
import { type Account, section, test } from "./fixtures/staff";
import { signInAs } from "./fixtures/session";

/**
 * Two-step login (docs/decisions/0021): set up in My Account with an authenticator app, used at
 * login with the app's code or a recovery code, and reset by an Admin. The test plays the phone:
 * it reads the key beside the QR code and makes the codes an app would show.
 */

/** The code an app with this key shows `steps` periods of 30 s from now. */
function appCode(key: string, steps = 1): string {
  const totp = new TOTP({ secret: Secret.fromBase32(key.replaceAll(" ", "")), period: 30 });
  return recordSecret(totp.generate({ timestamp: Date.now() + steps * 30_000 }), "code");
}

/** Turns two-step login on through the API, as My Account does; the key and recovery codes. */
async function turnOnByApi(page: Page): Promise<{ key: string; recoveryCodes: string[] }> {
  const headers = {
    "X-XSRF-TOKEN": await page.evaluate(() => localStorage.getItem("xsrfToken") ?? ""),
  };
  const start = await page.request.post("/api/User/StartTwoFactor", { data: {}, headers });
  expect(start.ok()).toBe(true);
  const key = recordSecret(String((await start.json()).key).replaceAll(" ", ""), "token");
  const on = await page.request.post("/api/User/TurnOnTwoFactor", {
    data: { code: appCode(key, 0) },
    headers,
  });
  expect(on.ok()).toBe(true);
  const { recoveryCodes } = (await on.json()) as { recoveryCodes: string[] };
  for (const code of recoveryCodes) recordSecret(code, "code");
  return { key, recoveryCodes };
}

/** Forgets the browser's session, as a new visit would. */
async function logOut(page: Page): Promise<void> {
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
  });
}

/** The login screen's first step, with the account's e-mail and password. */
async function passwordStep(page: Page, account: Account): Promise<void> {
  await page.goto(ROUTES.login.path);
  await fillLogin(page, account.email, account.password);
  await expect(page.getByLabel("Code", { exact: true })).toBeFocused();
}

test.describe("Two-step login", () => {
  test("a Coach sets it up with the QR code's key, saves 10 recovery codes, and logs in with the app's code", async ({
    page,
    newCoachOnAccount: account,
  }) => {
    const twoStep = section(page, "Two-Step Login");
    await twoStep.getByRole("button", { name: "Set Up Two-Step Login" }).click();

    await expect(
      twoStep.getByRole("img", { name: "QR code for your authenticator app" }),
    ).toBeVisible();
    const key = recordSecret(
      (await twoStep.getByTestId("two-factor-key").innerText()).replaceAll(" ", ""),
      "token",
    );
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    const axe = await new AxeBuilder({ page }).include(".account-page").analyze();
    expect(axe.violations).toEqual([]);

    await twoStep.getByLabel("Code", { exact: true }).fill(appCode(key, 20));
    await twoStep.getByRole("button", { name: "Turn On" }).click();
    await expect(twoStep.getByLabel("Code", { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(twoStep).toContainText("The code is not right.");

    await twoStep.getByLabel("Code", { exact: true }).fill(appCode(key, 0));
    await twoStep.getByRole("button", { name: "Turn On" }).click();
    const codes = twoStep.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await expect(codes).toHaveCount(10);
    for (const code of await codes.allInnerTexts()) recordSecret(code.trim(), "code");
    await twoStep.getByRole("button", { name: "I Have Saved My Codes" }).click();
    await expect(twoStep).toContainText("Two-step login is on.");
    await expect(twoStep.getByTestId("recovery-codes-left")).toHaveText("10");

    await logOut(page);
    await passwordStep(page, account);
    await expect(page.getByText("type the 6-digit code it shows")).toBeVisible();
    const axeCode = await new AxeBuilder({ page }).analyze();
    expect(axeCode.violations).toEqual([]);
    await page.getByLabel("Code", { exact: true }).fill(appCode(key, 20));
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByLabel("Code", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("The code is not right.")).toBeVisible();

    await page.getByLabel("Code", { exact: true }).fill(appCode(key, 1));
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/faq\/portal\/display-faqs$/);
  });

  test("a recovery code logs in once when the phone is lost", async ({
    page,
    newCoach: account,
  }) => {
    const { recoveryCodes } = await turnOnByApi(page);
    const [code = ""] = recoveryCodes;

    await logOut(page);
    await passwordStep(page, account);
    await page.getByLabel("Code", { exact: true }).fill(code);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/faq\/portal\/display-faqs$/);
    await page.goto(ROUTES.account.path);
    await expect(section(page, "Two-Step Login").getByTestId("recovery-codes-left")).toHaveText(
      "9",
    );

    await logOut(page);
    await passwordStep(page, account);
    await page.getByLabel("Code", { exact: true }).fill(code);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("The code is not right.")).toBeVisible();
  });

  test("an Admin resets a Coach's two-step login on Edit User; the Coach then logs in with the password alone", async ({
    page,
    newCoach: account,
    browser,
    baseURL,
  }) => {
    await turnOnByApi(page);

    const adminContext = await browser.newContext({ baseURL });
    const adminPage = await adminContext.newPage();
    await signInAs(adminPage, "admin");
    await adminPage.goto(pathTo(ROUTES.editUser, { id: account.id }));
    const facts = adminPage.locator(".user-facts");
    await expect(facts).toContainText("Two-Step LoginOn");
    await adminPage.getByRole("button", { name: "Reset Two-Step Login" }).click();
    const dialog = adminPage.getByRole("dialog", { name: "Reset Two-Step Login?" });
    await dialog.getByRole("button", { name: "Reset" }).click();
    await expect(adminPage.getByText("Two-step login was reset.")).toBeVisible();
    await expect(facts).toContainText("Two-Step LoginOff");
    await adminContext.close();

    await logOut(page);
    await page.goto(ROUTES.login.path);
    await fillLogin(page, account.email, account.password);
    await expect(page).toHaveURL(/\/faq\/portal\/display-faqs$/);
  });
});
