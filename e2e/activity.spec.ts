import { expect, type Page } from "@playwright/test";

import { E2E_ACCOUNTS } from "../harness/accounts";
import { expectNoAxeViolations } from "./fixtures/axe";
import {
  apiWrite,
  expectCoachSentAway,
  openFaqListAsCoachWithout,
  uniqueWord,
} from "./fixtures/portal";
import { openFaqListAs, signInAs } from "./fixtures/session";
import { test } from "./fixtures/staff";
import { ROUTES } from "@/lib/routes";

/**
 * The Admin screen "Activity" (docs/decisions/0028): the audit trail, read by the running server.
 * The e2e server runs on the embedded database (PGlite, scripts/test/e2e-server.sh), so these tests
 * also show that the trail can be read while the site runs, without stopping it.
 */

const PATH = ROUTES.activity.path;
const ADMIN = E2E_ACCOUNTS.admin;

const entries = (page: Page) => page.locator(".activity-entry");
const filter = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Chooses an option of a filter and waits for the list it loads. */
async function choose(page: Page, label: string, option: string) {
  const loaded = page.waitForResponse(/\/api\/User\/GetActivity\?/);
  await filter(page, label).selectOption({ label: option });
  expect((await loaded).status()).toBe(200);
}

/** Types a day into a date filter and waits for the list it loads. */
async function setDay(page: Page, label: string, day: string) {
  const loaded = page.waitForResponse(/\/api\/User\/GetActivity\?/);
  await filter(page, label).fill(day);
  expect((await loaded).status()).toBe(200);
}

test.describe("Activity for an Admin", () => {
  test("the Admin's own sign-in is listed, from the FAQ management menu; axe finds nothing", async ({
    page,
  }) => {
    const before = Date.now();
    await openFaqListAs(page, "admin");
    await page
      .getByRole("navigation", { name: "FAQ management" })
      .getByRole("link", { name: "Activity" })
      .click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();

    await choose(page, "Action", "Signed in");
    await choose(page, "Person", `${ADMIN.firstName} ${ADMIN.lastName} (${ADMIN.email})`);
    const latest = entries(page).first();
    await expect(latest).toContainText("Signed in");
    await expect(latest).toContainText("Done");
    await expect(latest).toContainText(ADMIN.email);
    // The sign-in of this test, not an earlier one: recorded after the test began.
    const when = await latest.locator("time").getAttribute("datetime");
    expect(Date.parse(when ?? "")).toBeGreaterThanOrEqual(before - 1000);
    // The filters' navigation done, its head included: axe checks the page as it settled.
    await expect(page).toHaveTitle(/^Activity \| /);
    await expectNoAxeViolations(page);
  });

  test("an FAQ edit shows under the action 'FAQ edited' with its question, and a reload keeps the filter", async ({
    page,
    adminApi,
    addedFaqs,
  }) => {
    const word = uniqueWord();
    const added = await adminApi.post("Faq/PostFaq", {
      question: `<p>Where is the ${word} class?</p>`,
      answer: "<p>In the library.</p>",
      tags: "",
    });
    expect(added.status()).toBe(201);
    const { id } = (await added.json()) as { id: number };
    addedFaqs.push(id);
    await signInAs(page, "admin");
    await apiWrite(page, "patch", "/api/Faq/PatchFaq", {
      id,
      question: `<p>Where is the ${word} reading class?</p>`,
      answer: "<p>In the library, room 2.</p>",
      tags: "",
    });

    await page.goto(PATH);
    await choose(page, "Action", "FAQ edited");
    await expect(page).toHaveURL(/[?&]action=faq\.edited/);
    const edited = entries(page).filter({ hasText: `Where is the ${word} reading class?` });
    await expect(edited).toHaveCount(1);
    await expect(edited).toContainText("FAQ edited");
    await expect(edited).toContainText(ADMIN.email);
    await expect(entries(page).filter({ hasText: "Signed in" })).toHaveCount(0);

    await page.reload();
    await expect(filter(page, "Action")).toHaveValue("faq.edited");
    await expect(edited).toHaveCount(1);
  });

  test("a date range narrows the list; a range that ends before it starts says so under the field", async ({
    page,
  }) => {
    await signInAs(page, "admin");
    await page.goto(PATH);
    await choose(page, "Action", "Signed in");
    const latest = entries(page).first();
    await expect(latest).toBeVisible();
    // The day of the newest sign-in, as the server keeps it (UTC).
    const day = (await latest.locator("time").getAttribute("datetime"))?.slice(0, 10) ?? "";
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await setDay(page, "From", day);
    await setDay(page, "To", day);
    await expect(page).toHaveURL(new RegExp(`from=${day}&to=${day}`));
    await expect(entries(page).first()).toContainText("Signed in");

    await setDay(page, "From", "2000-01-01");
    await setDay(page, "To", "2000-01-02");
    await expect(page.getByText("Nothing here.")).toBeVisible();
    await expect(entries(page)).toHaveCount(0);

    await filter(page, "From").fill("2000-01-03");
    await expect(filter(page, "To")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("The last date cannot be before the first date.")).toBeVisible();
    await expectNoAxeViolations(page);

    const cleared = page.waitForResponse(/\/api\/User\/GetActivity\?/);
    await page.getByRole("button", { name: "Clear" }).click();
    expect((await cleared).status()).toBe(200);
    await expect(filter(page, "To")).not.toHaveAttribute("aria-invalid", "true");
    await expect(entries(page).first()).toBeVisible();
  });
});

test.describe("Activity and a Coach", () => {
  test("has no 'Activity' link, is sent to /unauthorized, and the API refuses them", async ({
    page,
  }) => {
    await openFaqListAsCoachWithout(page, "Activity");
    await expectCoachSentAway(page, PATH, "Activity");
    expect((await page.request.get("/api/User/GetActivity")).status()).toBe(403);
  });
});
