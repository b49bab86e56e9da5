import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

import { E2E_ACCOUNTS } from "../harness/accounts";
import { pathTo, ROUTES, USERS_AREA } from "../lib/routes";
import { mailCount, waitForCode } from "./fixtures/mail";
import { loginToPortal, openLogin } from "./fixtures/login-form";
import { cancelDialog } from "./fixtures/portal";
import { recordSecret } from "./fixtures/secrets";
import { type StaffSession, test } from "./fixtures/staff";

/**
 * User administration (docs/product.md §2 "Admin user list", "Edit User", "Register User"; §4; §9):
 * Admin only. Each test makes the users it changes, with addresses of its own.
 */

const LIST = ROUTES.displayUsers.path;

function unique(label: string) {
  const stamp = `${String(Date.now())}${String(Math.floor(Math.random() * 1000))}`;
  return {
    firstName: label,
    lastName: `Person${stamp}`,
    email: `e2e-users-${label.toLowerCase()}-${stamp}@example.org`,
    password: recordSecret(`user password ${stamp}`),
  };
}

// Pages open signed in as the seeded Admin, unless a group says otherwise.
test.use({
  storageState: async ({ adminApi }, provide) => {
    await provide(adminApi.state);
  },
});

/** Registers users as the Admin through the API (set-up, not what is under test). */
async function registerUsers(adminApi: StaffSession, accounts: ReturnType<typeof unique>[]) {
  const ids: number[] = [];
  for (const account of accounts) {
    const response = await adminApi.post("User/Register", {
      ...account,
      confirmPassword: account.password,
    });
    expect(response.ok()).toBe(true);
    ids.push((await response.json()).user.id as number);
  }
  return ids;
}

const rows = (page: Page) => page.locator(".users-table tbody tr");

async function search(page: Page, text: string) {
  await page.getByRole("searchbox", { name: /search users/i }).fill(text);
  await page.getByRole("button", { name: "Search", exact: true }).click();
}

test.describe("the life of an account (docs/product.md §2 Register User, Verify, Edit User; §6)", () => {
  test("an Admin registers a user, who verifies, meets /unauthorized as a Guest, and reaches the portal as a Coach", async ({
    page,
    browser,
  }) => {
    const account = unique("Newcomer");
    await page.goto(LIST);
    await page.getByRole("link", { name: "Add User" }).click();
    await expect(page).toHaveURL(/\/admin\/users\/add$/);
    await expect(page.getByRole("heading", { level: 1, name: "Register User" })).toBeVisible();
    await page.getByLabel("First Name").fill(account.firstName);
    await page.getByLabel("Last Name").fill(account.lastName);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByLabel("Confirm Password").fill(account.password);
    await page.getByRole("button", { name: "Register User" }).click();
    await expect(page.getByText("User registered successfully.")).toBeVisible();
    // docs/product.md §4: fields cleared, back to where the Admin came from.
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
    const firstCode = await waitForCode(account.email, 0);

    // The new user: still an unverified Guest.
    const userContext = await browser.newContext();
    const user = await userContext.newPage();
    await openLogin(user);
    await user.getByLabel("Email").fill(account.email);
    await user.getByLabel("Password").fill(account.password);
    // The verify page is live once it has asked for its own token (a mount effect).
    const verifyReady = user.waitForResponse(
      (response) =>
        response.url().endsWith("/api/User/GetXsrfToken") &&
        (response.request().headers().referer ?? "").includes(ROUTES.verify.path),
    );
    await user.getByRole("button", { name: "Login" }).click();
    await expect(user).toHaveURL(/\/faq-corner\/verify$/);
    await verifyReady;
    const before = mailCount(account.email);
    await user.getByRole("button", { name: "resend a token" }).click();
    await expect(user.getByText("Verification token sent to your email.")).toBeVisible();
    const code = await waitForCode(account.email, before);
    expect(code).not.toBe(firstCode);
    await user.getByLabel("Verification Code").fill(code);
    await user.getByRole("button", { name: "Submit" }).click();
    await expect(user.getByText("Account Verified")).toBeVisible();
    await expect(user).toHaveURL(/\/unauthorized$/);
    await expect(user.getByRole("heading", { level: 1, name: "Ugh Oh..." })).toBeVisible();

    // The Admin finds them and makes them a Coach.
    await search(page, account.lastName);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(account.email);
    await expect(rows(page).first()).toContainText("Guest");
    await page.getByRole("link", { name: `Edit ${account.firstName} ${account.lastName}` }).click();
    await expect(page).toHaveURL(/\/faq\/portal\/admin\/users\/edit\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Edit User" })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: account.email })).toBeVisible();
    await expect(page.getByLabel("Role")).toHaveValue("Guest");
    await page.getByLabel("Role").selectOption("Coach");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("User edited successfully.")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));

    // The role change ended their session (docs/api.md §3): they sign in again and get in.
    await loginToPortal(user, account.email, account.password);
    await userContext.close();
  });

  test("Delete User asks first: Cancel keeps the user, Confirm deletes them", async ({
    page,
    adminApi,
  }) => {
    const account = unique("Leaver");
    const [id] = await registerUsers(adminApi, [account]);
    await page.goto(LIST);
    await page.goto(pathTo(ROUTES.editUser, { id: String(id) }));
    await expect(page.getByRole("definition").filter({ hasText: account.email })).toBeVisible();

    await page.getByRole("button", { name: "Delete User" }).click();
    const dialog = await cancelDialog(
      page,
      "Delete User?",
      "Are you sure you want to delete this user?",
    );
    await expect(page).toHaveURL(/\/edit\/\d+$/);

    // Escape closes it too (a real modal).
    await page.getByRole("button", { name: "Delete User" }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "Delete User" }).click();
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("User deleted successfully.")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
    await search(page, account.lastName);
    await expect(page.getByText("Nothing to see here....")).toBeVisible();
    // Gone for good: its page is not found.
    const response = await page.goto(pathTo(ROUTES.editUser, { id: String(id) }));
    expect(response?.status()).toBe(404);
  });

  test("the back arrow returns to the previous page", async ({ page, adminApi }) => {
    const account = unique("Backer");
    await registerUsers(adminApi, [account]);
    await page.goto(LIST);
    await search(page, account.lastName);
    await page.getByRole("link", { name: `Edit ${account.firstName} ${account.lastName}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit User" })).toBeVisible();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  });
});

test.describe("refusals on Edit User (docs/api.md §4)", () => {
  test("an Admin can neither delete nor demote themself; the reason shows and they stay", async ({
    page,
  }) => {
    const admin = E2E_ACCOUNTS.admin;
    await page.goto(LIST);
    await search(page, admin.email);
    await page.getByRole("link", { name: `Edit ${admin.firstName} ${admin.lastName}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit User" })).toBeVisible();

    await page.getByRole("button", { name: "Delete User" }).click();
    await page
      .getByRole("dialog", { name: "Delete User?" })
      .getByRole("button", { name: "Confirm" })
      .click();
    await expect(page.getByText("You cannot delete your own account.")).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Delete User?" })).toBeHidden();
    await expect(page).toHaveURL(/\/edit\/\d+$/);

    await page.getByLabel("Role").selectOption("Coach");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(
      page.getByText("You cannot take the Admin role away from yourself."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/edit\/\d+$/);
    await page.reload();
    await expect(page.getByLabel("Role")).toHaveValue("Admin");
  });
});

test.describe("the user list (docs/product.md §2 'Admin user list', §4, §9)", () => {
  test("the empty path goes to Display Users, whose tab is current", async ({ page }) => {
    await page.goto(USERS_AREA);
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
    const tabs = page.getByRole("navigation", { name: "User administration" });
    await expect(tabs.getByRole("link", { name: "Display Users" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(tabs.getByRole("link", { name: "Add User" })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("rows show names, e-mail and role, with a relative Edit link", async ({ page }) => {
    await page.goto(LIST);
    const coach = E2E_ACCOUNTS.coach;
    await search(page, coach.email);
    const row = rows(page).filter({ hasText: coach.email });
    await expect(row).toContainText(coach.firstName);
    await expect(row).toContainText(coach.lastName);
    await expect(row).toContainText("Coach");
    const edit = row.getByRole("link", { name: `Edit ${coach.firstName} ${coach.lastName}` });
    await expect(edit).toHaveAttribute("href", /^edit\/\d+$/);
    await edit.click();
    await expect(page).toHaveURL(/\/faq\/portal\/admin\/users\/edit\/\d+$/);
    await expect(page.getByLabel("Role")).toHaveValue("Coach");
  });

  test("Search replaces the list, a miss shows 'Nothing to see here....', Clear reloads", async ({
    page,
    adminApi,
  }) => {
    const account = unique("Findme");
    await registerUsers(adminApi, [account]);
    await page.goto(LIST);
    await expect(rows(page).first()).toBeVisible();
    const searchbox = page.getByRole("searchbox", { name: /search users/i });
    await expect(searchbox).toHaveAttribute("placeholder", "Search...");

    await search(page, account.lastName);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(account.email);

    await search(page, "no user is called this zzqx");
    await expect(page.getByText("Nothing to see here....")).toBeVisible();
    await expect(page.getByText("No results found! Please broaden your search.")).toBeVisible();

    await page.getByRole("button", { name: "Clear" }).click();
    await expect(searchbox).toHaveValue("");
    await expect.poll(() => rows(page).count()).toBeGreaterThan(1);
  });

  test("the order buttons sort the list and the choice is kept", async ({ page }) => {
    await page.goto(LIST);
    const byFirst = page.getByRole("button", { name: "Order by First Name" });
    const byEmail = page.getByRole("button", { name: "Order by Email" });
    await expect(byFirst).toHaveAttribute("aria-pressed", "true");
    await expect(rows(page).first()).toBeVisible();

    await byEmail.click();
    await expect(byEmail).toHaveAttribute("aria-pressed", "true");
    await expect(byFirst).toHaveAttribute("aria-pressed", "false");
    expect(await page.evaluate(() => localStorage.getItem("userOrder"))).toBe("2");
    const emails = async () => rows(page).locator("td[data-label=Email]").allTextContents();
    await expect
      .poll(async () => {
        const list = await emails();
        return list.length > 1 && list.every((e, i) => i === 0 || list[i - 1]! <= e);
      })
      .toBe(true);

    await page.reload();
    await expect(byEmail).toHaveAttribute("aria-pressed", "true");
    await expect
      .poll(async () => {
        const list = await emails();
        return list.length > 1 && list.every((e, i) => i === 0 || list[i - 1]! <= e);
      })
      .toBe(true);

    await page.getByRole("button", { name: "Order by Last Name" }).click();
    expect(await page.evaluate(() => localStorage.getItem("userOrder"))).toBe("1");
    await page.evaluate(() => {
      localStorage.removeItem("userOrder");
    });
  });

  test("infinite scroll loads the next page of 15 near the bottom", async ({ page, adminApi }) => {
    // Enough users for a second page, whoever else the suite has made.
    await registerUsers(
      adminApi,
      Array.from({ length: 16 }, (_, i) => unique(`Scroll${String(i)}`)),
    );
    await page.setViewportSize({ width: 1280, height: 600 });
    const firstPage = page.waitForResponse(/GetUsers\?.*skip=0/);
    await page.goto(LIST);
    await firstPage;
    await expect(rows(page)).not.toHaveCount(0);
    const nextPage = page.waitForResponse(/GetUsers\?.*skip=15/);
    await page.mouse.wheel(0, 20_000);
    await nextPage;
    await expect.poll(() => rows(page).count()).toBeGreaterThan(15);
    await expect(page.getByRole("button", { name: "Scroll to Top" })).toBeVisible();
    await page.getByRole("button", { name: "Scroll to Top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("Register User (docs/product.md §2, §5)", () => {
  test("mismatched passwords show the ConfirmPassword message under Confirm Password", async ({
    page,
  }) => {
    const account = unique("Mismatch");
    await page.goto(ROUTES.addUser.path);
    await page.getByLabel("First Name").fill(account.firstName);
    await page.getByLabel("Last Name").fill(account.lastName);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByLabel("Confirm Password").fill(`${account.password} typo`);
    await page.getByRole("button", { name: "Register User" }).click();
    const confirm = page.getByLabel("Confirm Password");
    await expect(confirm).toHaveAttribute("aria-invalid", "true");
    await expect(confirm).toBeFocused();
    const describedBy = (await confirm.getAttribute("aria-describedby")) ?? "";
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("The passwords do not match.");
    await expect(page.getByText("Unable to complete your request.")).toBeVisible();
    // Nothing was lost: the Admin fixes one field and tries again.
    await expect(page.getByLabel("Email")).toHaveValue(account.email);
  });

  test("a taken e-mail address is refused", async ({ page }) => {
    await page.goto(ROUTES.addUser.path);
    await page.getByLabel("First Name").fill("Second");
    await page.getByLabel("Last Name").fill("Coach");
    await page.getByLabel("Email").fill(E2E_ACCOUNTS.coach.email);
    await page.getByLabel("Password", { exact: true }).fill("a long enough password");
    await page.getByLabel("Confirm Password").fill("a long enough password");
    await page.getByRole("button", { name: "Register User" }).click();
    // docs/api.md §1: a 409 whose title says what happened, shown as the toast (docs/product.md
    // §8).
    await expect(
      page.getByText("An account with this e-mail address already exists."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/users\/add$/);
    await expect(page.getByLabel("Email")).toHaveValue(E2E_ACCOUNTS.coach.email);
  });
});

test.describe("who may see user administration (docs/product.md §6)", () => {
  test.describe("as the seeded Coach", () => {
    test.use({
      storageState: async ({ coachState }, provide) => {
        await provide(coachState);
      },
    });

    test("a Coach meets /unauthorized on the user screens", async ({ page }) => {
      for (const path of [USERS_AREA, LIST, ROUTES.addUser.path]) {
        await page.goto(path);
        await expect(page).toHaveURL(/\/unauthorized$/);
      }
      await expect(page.getByRole("heading", { level: 1, name: "Ugh Oh..." })).toBeVisible();
    });
  });

  test("an unknown user id is not found", async ({ page }) => {
    for (const id of ["999999", "abc", "0"]) {
      const response = await page.goto(pathTo(ROUTES.editUser, { id }));
      expect(response?.status()).toBe(404);
    }
  });
});

test.describe("accessibility of the user screens", () => {
  test("axe finds nothing on Display Users, Register User and Edit User", async ({ page }) => {
    await page.goto(LIST);
    await expect(rows(page).first()).toBeVisible();
    const check = async (where: string) => {
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${where} ${v.id}: ${v.help}`)).toEqual([]);
    };
    await check("display-users");

    await page.goto(ROUTES.addUser.path);
    await page.getByRole("button", { name: "Register User" }).click();
    await expect(page.getByLabel("First Name")).toHaveAttribute("aria-invalid", "true");
    await check("add (with errors)");

    await page.goto(LIST);
    const coach = E2E_ACCOUNTS.coach;
    await search(page, coach.email);
    await page.getByRole("link", { name: `Edit ${coach.firstName} ${coach.lastName}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit User" })).toBeVisible();
    await check("edit");
    await page.getByRole("button", { name: "Delete User" }).click();
    await expect(page.getByRole("dialog", { name: "Delete User?" })).toBeVisible();
    await check("edit with the dialog open");
  });
});
