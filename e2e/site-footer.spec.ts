import { expect, test, type Page } from "@playwright/test";

import { openSiteRegion } from "./fixtures/site";
import { PORTAL_AREA, ROUTES } from "@/lib/routes";

const MARKETING = (process.env.MARKETING_SITE_URL ?? "https://example.org").replace(/\/+$/, "");
const SUPPORT_EMAIL = process.env.SUPPORT_EMAIL ?? "support@example.org";

/** Sets the signed-in flag the client keeps (docs/product.md §3) and loads the page again. */
async function reloadSignedIn(page: Page, flag: "true" | "false") {
  await page.evaluate((value) => {
    localStorage.setItem("isAuthenticated", value);
  }, flag);
  await page.reload();
}

test.describe("site footer (docs/product.md §2)", () => {
  test("company, quick and social links, the support e-mail and the affiliation logos", async ({
    page,
  }) => {
    const footer = await openSiteRegion(page, "contentinfo");

    const company = footer.getByRole("navigation", { name: "Company" });
    for (const label of ["About", "Our Values", "Mission", "Contact Us"]) {
      await expect(company.getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "href",
        new RegExp(`^${MARKETING}/`),
      );
    }

    const quick = footer.getByRole("navigation", { name: "Quick links" });
    await expect(quick.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      ROUTES.privacyPolicy.path,
    );
    for (const label of ["The Program", "The Science", "Team", "Coaches Corner"]) {
      await expect(quick.getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "href",
        new RegExp(`^${MARKETING}/`),
      );
    }

    for (const network of ["Facebook", "Instagram", "YouTube", "LinkedIn"]) {
      await expect(footer.getByRole("link", { name: network })).toBeVisible();
    }

    await expect(footer.getByRole("link", { name: SUPPORT_EMAIL })).toHaveAttribute(
      "href",
      `mailto:${SUPPORT_EMAIL}`,
    );

    for (const partner of [
      "Reading Partners Network",
      "Family Literacy Alliance",
      "Community Learning Trust",
      "Early Readers Foundation",
    ]) {
      const logo = footer.getByRole("img", { name: partner });
      await expect(logo).toBeVisible();
      // The image really loaded: an SVG of ours, not a broken picture.
      expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
  });

  test("Privacy Policy in the footer opens the privacy policy", async ({ page }) => {
    await page.goto(ROUTES.unauthorized.path);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/faq\/privacy-policy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  });

  test("FAQ Corner leads to the sign-in page when signed out", async ({ page, request }) => {
    // The server's HTML cannot know the browser's flag: it always says /faq-corner.
    const html = await (await request.get(ROUTES.privacyPolicy.path)).text();
    expect(html).toMatch(/href="\/faq-corner"[^>]*>FAQ Corner</);

    await page.goto(ROUTES.privacyPolicy.path);
    await expect(page.getByRole("link", { name: "FAQ Corner" })).toHaveAttribute(
      "href",
      ROUTES.login.path,
    );
  });

  test("FAQ Corner leads to the portal once the browser says it is signed in", async ({ page }) => {
    await page.goto(ROUTES.privacyPolicy.path);
    await reloadSignedIn(page, "true");
    await expect(page.getByRole("link", { name: "FAQ Corner" })).toHaveAttribute(
      "href",
      PORTAL_AREA,
    );

    await reloadSignedIn(page, "false");
    await expect(page.getByRole("link", { name: "FAQ Corner" })).toHaveAttribute(
      "href",
      ROUTES.login.path,
    );
  });
});
