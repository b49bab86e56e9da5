import { expect, test, type Page } from "@playwright/test";

import { openSiteRegion } from "./fixtures/site";
import { ROUTES } from "@/lib/routes";

/** The e2e server runs with the default marketing site unless MARKETING_SITE_URL is set. */
const MARKETING = (process.env.MARKETING_SITE_URL ?? "https://example.org").replace(/\/+$/, "");

/** docs/product.md §2 "Site header": the dropdown menus and their entries, in order. */
const GROUPS = [
  { label: "Our Story", links: ["Our Values", "About", "Mission", "The Logo"] },
  { label: "The Program", links: ["Courses", "FAQ", "The Science"] },
  { label: "Team", links: ["Meet the Team", "Advisory Board"] },
] as const;
const PLAIN_LINKS = ["Inspiration", "Media Feed", "Testimonials", "Store", "Contact Us"] as const;

/** Any page that is long enough to scroll well past the 150 px threshold. */
async function openTallPage(page: Page) {
  await page.goto(ROUTES.privacyPolicy.path);
  await page.evaluate(() => {
    document.body.style.minHeight = "5000px";
  });
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => {
    window.scrollTo(0, top);
  }, y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

test.describe("desktop site header (docs/product.md §2)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("each dropdown opens on click and lists docs/product.md's entries, all but FAQ on the marketing site", async ({
    page,
  }) => {
    await page.goto(ROUTES.privacyPolicy.path);
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();

    for (const group of GROUPS) {
      const button = nav.getByRole("button", { name: group.label, exact: true });
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      const list = page.locator(`#${(await button.getAttribute("aria-controls"))!}`);
      await expect(list.getByRole("link")).toHaveText([...group.links]);
      for (const label of group.links) {
        const href = await list
          .getByRole("link", { name: label, exact: true })
          .getAttribute("href");
        if (label === "FAQ") expect(href).toBe(ROUTES.faq.path);
        else expect(href).toMatch(new RegExp(`^${MARKETING}/[a-z]`));
      }
      // A second click closes it again.
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(list).toBeHidden();
    }

    for (const label of PLAIN_LINKS) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "href",
        new RegExp(`^${MARKETING}/[a-z]`),
      );
    }
    await expect(nav.getByRole("link", { name: "Store" })).toHaveAttribute(
      "href",
      `${MARKETING}/store/guide-to-literacy-learning`,
    );
    const cart = nav.getByRole("link", { name: "Cart, total $0.00" });
    await expect(cart).toContainText("$0.00");
    await expect(cart).toHaveAttribute("href", new RegExp(`^${MARKETING}/`));
    await expect(nav.getByRole("link", { name: "Literacy Programme" })).toHaveAttribute(
      "href",
      `${MARKETING}/`,
    );
  });

  test("a marketing entry takes the visitor to the marketing site", async ({ page }) => {
    await page.route(`${MARKETING}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Marketing site</title>" }),
    );
    await page.goto(ROUTES.privacyPolicy.path);
    await page.getByRole("button", { name: "Our Story" }).click();
    await page.getByRole("banner").getByRole("link", { name: "Our Values" }).click();
    await expect(page).toHaveURL(`${MARKETING}/our-values`);
  });

  test("FAQ in The Program leads to /faq", async ({ page }) => {
    const banner = await openSiteRegion(page, "banner");
    await banner.getByRole("button", { name: "The Program" }).click();
    await banner.getByRole("link", { name: "FAQ", exact: true }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
  });

  test("dropdowns work from the keyboard: Enter, arrows, Escape, and Tab away", async ({
    page,
  }) => {
    const banner = await openSiteRegion(page, "banner");
    const story = banner.getByRole("button", { name: "Our Story" });
    await story.focus();
    await page.keyboard.press("Enter");
    await expect(story).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("link", { name: "Our Values" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(banner.getByRole("link", { name: "About", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(story).toHaveAttribute("aria-expanded", "false");
    await expect(story).toBeFocused();
    await expect(banner.getByRole("link", { name: "Our Values" })).toBeHidden();

    // ArrowDown on the button opens the menu at its first entry.
    const program = banner.getByRole("button", { name: "The Program" });
    await program.focus();
    await page.keyboard.press("ArrowDown");
    await expect(program).toHaveAttribute("aria-expanded", "true");
    await expect(banner.getByRole("link", { name: "Courses" })).toBeFocused();
    // Leaving the menu with Tab closes it.
    await page.keyboard.press("End");
    await expect(banner.getByRole("link", { name: "The Science" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(program).toHaveAttribute("aria-expanded", "false");
  });

  test("a click elsewhere closes an open dropdown, and only one is open at a time", async ({
    page,
  }) => {
    await page.goto(ROUTES.privacyPolicy.path);
    const story = page.getByRole("button", { name: "Our Story" });
    const team = page.getByRole("button", { name: "Team", exact: true });
    await story.click();
    await team.click();
    await expect(story).toHaveAttribute("aria-expanded", "false");
    await expect(team).toHaveAttribute("aria-expanded", "true");
    await page.getByText("We want you to feel safe here").click();
    await expect(team).toHaveAttribute("aria-expanded", "false");
  });

  test("the header hides past 150 px of scroll and returns above it (docs/product.md §2, §9)", async ({
    page,
  }) => {
    await openTallPage(page);
    const header = page.getByRole("banner");
    await expect(header).toBeInViewport();
    await scrollTo(page, 140);
    await expect(header).toBeInViewport();
    await scrollTo(page, 400);
    await expect(header).not.toBeInViewport();
    await scrollTo(page, 1200);
    await expect(header).not.toBeInViewport();
    await scrollTo(page, 100);
    await expect(header).toBeInViewport();
  });

  test("the hidden header comes back for a keyboard user tabbing into it", async ({ page }) => {
    await openTallPage(page);
    await scrollTo(page, 600);
    const header = page.getByRole("banner");
    await expect(header).not.toBeInViewport();
    await page.getByRole("banner").getByRole("link", { name: "Literacy Programme" }).focus();
    await expect(header).toBeInViewport();
  });

  test("with reduced motion the header does not slide", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(ROUTES.privacyPolicy.path);
    const duration = await page
      .getByRole("banner")
      .evaluate((element) => getComputedStyle(element).transitionDuration);
    expect(duration).toBe("0s");
  });

  test("the skip link jumps to the page's main content", async ({ page }) => {
    await page.goto(ROUTES.privacyPolicy.path);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });
});

test.describe("mobile site header (docs/product.md §2, §4)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const toggle = (page: Page) => page.getByRole("button", { name: "Menu" });
  const menu = (page: Page) => page.locator("#mobile-menu");

  test("the hamburger opens the full menu and hides the page while it is open", async ({
    page,
  }) => {
    await page.goto(ROUTES.privacyPolicy.path);
    await expect(page.getByRole("banner").getByRole("button", { name: "Our Story" })).toBeHidden();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(toggle(page)).toHaveAttribute("aria-controls", "mobile-menu");
    await expect(page.getByRole("main")).toBeVisible();

    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
    await expect(menu(page)).toBeVisible();
    await expect(page.locator("main")).toBeHidden();
    await expect(page.locator("footer")).toBeHidden();
    for (const label of ["Our Story", "The Program", "Team"]) {
      await expect(menu(page).getByRole("button", { name: label, exact: true })).toBeVisible();
    }
    for (const label of PLAIN_LINKS) {
      await expect(menu(page).getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(menu(page).getByRole("link", { name: /^Cart,? total \$0\.00$/i })).toBeVisible();

    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(menu(page)).toBeHidden();
    await expect(page.getByRole("main")).toBeVisible();
    await expect(page.locator("footer")).toBeVisible();
  });

  test("story, program and team open a sub-menu that Back clears", async ({ page }) => {
    await page.goto(ROUTES.privacyPolicy.path);
    await toggle(page).click();
    for (const group of GROUPS) {
      const opener = menu(page).getByRole("button", { name: group.label, exact: true });
      await opener.click();
      const back = menu(page).getByRole("button", { name: "Back" });
      await expect(back).toBeFocused();
      const sub = page.locator("#mobile-submenu");
      await expect(sub).toContainText(group.label);
      await expect(sub.getByRole("link")).toHaveText([...group.links]);
      await back.click();
      await expect(sub).toBeHidden();
      await expect(opener).toBeFocused();
    }
  });

  test("choosing FAQ closes the menu and shows the FAQ page", async ({ page }) => {
    await page.goto(ROUTES.privacyPolicy.path);
    await toggle(page).click();
    await menu(page).getByRole("button", { name: "The Program" }).click();
    await page.locator("#mobile-submenu").getByRole("link", { name: "FAQ", exact: true }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(menu(page)).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
  });

  test("Escape closes the menu and puts focus back on the hamburger", async ({ page }) => {
    await page.goto(ROUTES.privacyPolicy.path);
    await toggle(page).click();
    await menu(page).getByRole("button", { name: "Team", exact: true }).click();
    await page.keyboard.press("Escape");
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(toggle(page)).toBeFocused();
    await expect(page.getByRole("main")).toBeVisible();
    // Opened again, it starts at the top level, not in the last sub-menu.
    await toggle(page).click();
    await expect(page.locator("#mobile-submenu")).toBeHidden();
    await expect(menu(page).getByRole("button", { name: "Team", exact: true })).toBeVisible();
  });

  test("widening the window past the breakpoint closes the menu and brings the page back", async ({
    page,
  }) => {
    await page.goto(ROUTES.privacyPolicy.path);
    await toggle(page).click();
    await expect(page.locator("main")).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole("main")).toBeVisible();
    await expect(page.getByRole("button", { name: "Our Story" })).toBeVisible();
  });

  test("the mobile header stays in view while scrolling", async ({ page }) => {
    await openTallPage(page);
    await scrollTo(page, 800);
    await expect(toggle(page)).toBeInViewport();
  });
});
