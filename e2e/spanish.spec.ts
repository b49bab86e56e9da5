import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, test, type Page } from "@playwright/test";

import { fakeSpeech, listenWithVoices } from "./fixtures/fake-speech";
import { faqIdByQuestion } from "./fixtures/faqs";
import { ROUTES, pathTo, faqPageStart } from "@/lib/routes";

/**
 * Issue 28, as a Spanish-speaking parent: the public FAQ in Spanish under /es/faq, its search,
 * votes and read-aloud, the FAQs not yet translated, and what search engines are told.
 */

const COST = "How much does a course cost?";
/** Left in English by the demo (db/seed-data-es.ts). */
const SHIPPING = "Do you ship to other countries?";

/** The href of the page's `<link rel=…>` with these attributes, or null. */
const linkHref = (page: Page, selector: string) =>
  page.locator(`head link${selector}`).first().getAttribute("href");

/** Opens the Spanish page of the FAQ `question`, with the stand-in for speech; the FAQ's id. */
async function openSpanishFaqToListen(
  page: Page,
  request: APIRequestContext,
  question: string,
): Promise<number> {
  const id = await faqIdByQuestion(request, question);
  await fakeSpeech(page);
  await page.goto(pathTo(ROUTES.esFaqPage, { id, slug: "x" }));
  return id;
}

/** Escuchar, once voices of `languages` are there, reads in `lang` with the voice `voice`. */
async function expectListenReads(page: Page, languages: string[], lang: string, voice: string) {
  const spoken = await listenWithVoices(page, languages, "Escuchar");
  expect(spoken?.lang).toBe(lang);
  expect(spoken?.voice).toBe(voice);
}

test("the switcher leads from /faq to /es/faq and back, and from an FAQ to the same FAQ", async ({
  page,
  request,
}) => {
  await page.goto(ROUTES.faq.path);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("link", { name: "Español" }).click();
  await expect(page).toHaveURL(/\/es\/faq$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1, name: "Preguntas frecuentes" })).toBeVisible();
  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/faq$/);

  const id = await faqIdByQuestion(request, COST);
  await page.goto(pathTo(ROUTES.faqPage, { id, slug: "x" }));
  await page.getByRole("link", { name: "Español" }).click();
  await expect(page).toHaveURL(new RegExp(faqPageStart(id, "es")));
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("cuesta");
  await page.getByRole("link", { name: "English" }).click();
  await expect(page.getByRole("heading", { level: 1, name: COST })).toBeVisible();
});

test("the Spanish frame's own links lead to the Spanish pages", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // An FAQ's page, not the list: scrolling the list to its footer loads more FAQs, which moves
  // the footer away under the click.
  await page.goto(
    pathTo(ROUTES.esFaqPage, { id: await faqIdByQuestion(request, COST), slug: "x" }),
  );
  const nav = page.getByRole("banner").getByRole("navigation");
  await nav.getByRole("button", { name: "El programa", exact: true }).click();
  await expect(nav.getByRole("link", { name: "Preguntas", exact: true })).toHaveAttribute(
    "href",
    ROUTES.esFaq.path,
  );
  const quick = page.getByRole("contentinfo").getByRole("navigation", { name: "Enlaces útiles" });
  await expect(quick.getByRole("link", { name: "Privacidad" })).toHaveAttribute(
    "href",
    ROUTES.esPrivacyPolicy.path,
  );
  await quick.getByRole("link", { name: "Privacidad" }).click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.esPrivacyPolicy.path}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
});

test("a misspelt Spanish search finds its answer, in Spanish", async ({ page, request }) => {
  const id = await faqIdByQuestion(request, COST);
  await page.goto(ROUTES.esFaq.path);
  await page.getByRole("searchbox").fill("kuanto cuesta el curso");
  await page.getByRole("searchbox").press("Enter");
  const first = page.locator(".faq-item").first();
  await expect(first).toContainText("cuesta");
  await first.locator(".faq-question").click();
  await expect(first.locator("a.faq-permalink")).toHaveAttribute(
    "href",
    new RegExp(`^${faqPageStart(id, "es")}`),
  );
});

test("a Spanish search also finds an FAQ not yet translated, in English among the Spanish answers", async ({
  page,
}) => {
  await page.goto(ROUTES.esFaq.path);
  // No Spanish text answers it: the words the translations teach (send, book) find it.
  await page.getByRole("searchbox").fill("mandan el libro a otro pais");
  await page.getByRole("searchbox").press("Enter");
  const shipping = page.locator(".faq-item").filter({ hasText: SHIPPING });
  await expect(shipping).toContainText("(en inglés)");
  await expect(page.locator(".faq-item").first()).not.toContainText("(en inglés)");
  await expect(page.getByText("Respuestas en inglés")).toHaveCount(0);
});

test("a vote on a Spanish FAQ is thanked in Spanish", async ({ page, request }) => {
  const id = await faqIdByQuestion(request, COST);
  await page.goto(pathTo(ROUTES.esFaqPage, { id, slug: "x" }));
  const ask = page.getByRole("group", { name: "¿Le sirvió esta respuesta?" });
  const sent = page.waitForResponse(/\/api\/Faq\/RateFaq/);
  await ask.getByRole("button", { name: "Sí" }).click();
  const response = await sent;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toMatchObject({ id, helpful: true, language: "es" });
  await expect(page.getByText("¡Gracias! Su respuesta nos ayuda a mejorar.")).toBeVisible();
});

test("Listen reads Spanish with a Spanish voice, and is hidden without one", async ({
  page,
  request,
}) => {
  await openSpanishFaqToListen(page, request, COST);
  await expect(page.locator("h1")).toBeVisible();
  // Headless Chromium has no voices, nor has the stand-in until asked: no Spanish voice, no Listen.
  await expect(page.getByRole("button", { name: "Escuchar" })).toHaveCount(0);
  await expectListenReads(page, ["en-GB", "es-MX"], "es", "Fake es-MX");
});

test("an FAQ not yet translated shows in English, marked, and read in English", async ({
  page,
  request,
}) => {
  const id = await openSpanishFaqToListen(page, request, SHIPPING);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(SHIPPING);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("(en inglés)");
  await expect(page.locator("h1 > span").first()).toHaveAttribute("lang", "en");
  await expect(page.locator(".faq-single-answer")).toHaveAttribute("lang", "en");
  // Its canonical page is the English one, and it is no pair for search engines.
  expect(await linkHref(page, '[rel="canonical"]')).toMatch(
    new RegExp(`${pathTo(ROUTES.faqPage, { id, slug: "do-you-ship-to-other-countries" })}$`),
  );
  await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(0);
  await expectListenReads(page, ["es-MX", "en-US"], "en", "Fake en-US");
});

test("search engines get html lang, canonical, hreflang pairs and a sitemap of the same pairs", async ({
  page,
  request,
}) => {
  const id = await faqIdByQuestion(request, COST);
  await page.goto(ROUTES.esFaq.path);
  expect(await linkHref(page, '[rel="canonical"]')).toMatch(/\/es\/faq$/);
  expect(await linkHref(page, '[hreflang="en"]')).toMatch(/\/faq$/);
  expect(await linkHref(page, '[hreflang="es"]')).toMatch(/\/es\/faq$/);
  expect(await linkHref(page, '[hreflang="x-default"]')).toMatch(/\/faq$/);
  const ld = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
  ) as { inLanguage?: string };
  expect(ld.inLanguage).toBe("es");

  await page.goto(pathTo(ROUTES.faqPage, { id, slug: "x" }));
  const english = await linkHref(page, '[rel="canonical"]');
  const spanish = await linkHref(page, '[hreflang="es"]');
  expect(english).toMatch(
    new RegExp(`${pathTo(ROUTES.faqPage, { id, slug: "how-much-does-a-course-cost" })}$`),
  );
  expect(spanish).toMatch(new RegExp(faqPageStart(id, "es")));
  await page.goto(spanish ?? "");
  expect(await linkHref(page, '[rel="canonical"]')).toBe(spanish);
  expect(await linkHref(page, '[hreflang="en"]')).toBe(english);

  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`${spanish ?? ""}</loc>`);
  expect(sitemap).toContain('hreflang="es"');
  const shipping = await faqIdByQuestion(request, SHIPPING);
  expect(sitemap).not.toContain(faqPageStart(shipping, "es"));
});

for (const path of [
  ROUTES.esFaq.path,
  ROUTES.esFaqPage.path.replace("[id]", "{cost}").replace("[slug]", "x"),
]) {
  test(`axe finds no violations on ${path}`, async ({ page, request }) => {
    const id = await faqIdByQuestion(request, COST);
    await page.goto(path.replace("{cost}", String(id)));
    await expect(page.locator("h1")).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
}

test.describe("the Spanish site's own words, where something goes wrong", () => {
  for (const path of ["/es/no-such-page", "/es/faq/no-such-question", "/es/old/address"]) {
    test(`${path} answers 404 with the not-found page in Spanish`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(
        "Lo sentimos, no encontramos esa página",
      );
      await expect(main.getByRole("link", { name: "Ir a las preguntas" })).toHaveAttribute(
        "href",
        ROUTES.esFaq.path,
      );
      await expect(page.getByRole("banner")).toHaveCount(1);
    });
  }

  test("/es leads to /es/faq, as / leads to /faq", async ({ page, request }) => {
    const answer = await request.get("/es", { maxRedirects: 0 });
    expect(answer.status()).toBe(308);
    expect(answer.headers().location).toBe(ROUTES.esFaq.path);
    await page.goto("/es");
    await expect(page).toHaveURL(/\/es\/faq$/);
  });

  test("a search that cannot reach the server, or fails, says so in Spanish", async ({ page }) => {
    await page.goto(ROUTES.esFaq.path);
    await expect(page.locator(".faq-item").first()).toBeVisible();
    const search = page.getByRole("searchbox");
    const toast = page.locator("[data-sonner-toast]");

    await page.route(/\/api\/Faq\/GetQueriedFaqs/, (route) => route.abort());
    await search.fill("curso");
    await search.press("Enter");
    await expect(toast).toHaveText("No pudimos conectar. Revise su internet e intente otra vez.");

    await page.unroute(/\/api\/Faq\/GetQueriedFaqs/);
    await page.route(/\/api\/Faq\/GetQueriedFaqs/, (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/problem+json",
        body: JSON.stringify({ title: "Too Many Requests", status: 429 }),
      }),
    );
    await search.fill("precio");
    await search.press("Enter");
    await expect(toast).toHaveText("Lo sentimos, no funcionó. Intente otra vez.");
    await expect(toast).not.toContainText("Too Many Requests");
  });
});
