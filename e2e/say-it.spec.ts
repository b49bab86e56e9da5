import { expectNoAxeViolations } from "./fixtures/axe";
import { expect, test, type Page } from "@playwright/test";

import { fakeRecognition, type FakeRecognitionOptions } from "./fixtures/fake-recognition";
import { ROUTES } from "@/lib/routes";

/**
 * Say it (issue 39; docs/decisions/0048): the question said out loud beside the search box, heard
 * by the browser's own speech recognition, which a stand-in replaces before the page's scripts
 * run (e2e/fixtures/fake-recognition.ts). Its words fill the box and run the search as Enter
 * does; on the device where the browser offers it, else after a notice shown once.
 */

const COST = "How much does a course cost?";
const LISTENING = "Listening… say your question";
const NOTICE =
  "Your browser sends what you say to its speech service to turn it into words. We do not keep the sound.";
const NO_SPEECH = "We did not hear anything. Press Say it and speak again.";
const BLOCKED =
  "Your browser blocked the microphone. Allow it in your browser settings, or type your question.";

const sessions = (page: Page) => page.evaluate(() => window.fakeRecognition.sessions);
const availableCalls = (page: Page) => page.evaluate(() => window.fakeRecognition.availableCalls);
const hear = (page: Page, transcript: string, final: boolean) =>
  page.evaluate(
    ([text, isFinal]) => {
      window.fakeRecognition.result(text, isFinal);
    },
    [transcript, final] as const,
  );
const fail = (page: Page, name: string) =>
  page.evaluate((error) => {
    window.fakeRecognition.error(error);
  }, name);
const pause = (page: Page) =>
  page.evaluate(() => {
    window.fakeRecognition.end();
  });

/** The live region that says Say it's state. */
const sayItStatus = (page: Page) => page.locator(".say-it ~ [role='status']");

/** Opens `path` with the stand-in, and returns its Say it button once the page runs. */
async function open(
  page: Page,
  path: string,
  options: FakeRecognitionOptions = {},
  name = "Say it",
) {
  await fakeRecognition(page, options);
  await page.goto(path);
  const button = page.getByRole("button", { name, exact: true });
  await expect(button).toBeVisible();
  return button;
}

/** Opens /faq and presses Say it; the status says it listens. Returns the Say it button. */
async function startListening(page: Page) {
  const sayIt = await open(page, ROUTES.faq.path);
  await sayIt.click();
  await expect(sayItStatus(page)).toHaveText(LISTENING);
  return sayIt;
}

test.describe("where the browser recognises on the device", () => {
  test.use({ locale: "en-GB" });

  test("on-device recognition is asked for, no notice shows, and the words heard run the search", async ({
    page,
  }) => {
    const sayIt = await open(page, ROUTES.faq.path);
    await expect(sayIt).toHaveCSS("min-height", "44px");
    await sayIt.click();

    const listening = page.getByRole("button", { name: LISTENING });
    await expect(listening).toBeFocused();
    await expect(sayItStatus(page)).toHaveText(LISTENING);
    await expect(page.getByText(NOTICE)).toHaveCount(0);
    expect(await availableCalls(page)).toEqual([{ langs: ["en-GB"], processLocally: true }]);
    expect(await sessions(page)).toEqual([
      {
        lang: "en-GB",
        interimResults: true,
        continuous: false,
        processLocally: true,
        calls: ["start"],
      },
    ]);

    // Interim words fill the box as they come; nothing is searched yet.
    await hear(page, "how much", false);
    await expect(page.getByRole("searchbox")).toHaveValue("how much");
    await hear(page, "how much does a course cost", true);
    await expect(page.getByRole("searchbox")).toHaveValue("how much does a course cost");
    expect(page.url()).not.toContain("q=");

    // A pause ends listening, and the search runs as Enter runs it.
    await pause(page);
    await expect(page).toHaveURL(/\/faq\?q=how\+much\+does\+a\+course\+cost$/);
    await expect(page.locator(".faq-item").first()).toContainText(COST);
    await expect(sayIt).toBeFocused();
    await expect(sayItStatus(page)).toHaveText("");
  });

  test("Space starts it, a second press (Enter) stops it and searches what was heard", async ({
    page,
  }) => {
    const sayIt = await open(page, ROUTES.faq.path);
    await sayIt.focus();
    await page.keyboard.press("Space");
    await expect(page.getByRole("button", { name: LISTENING })).toBeFocused();
    await hear(page, "what is phonics", false);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/faq\?q=what\+is\+phonics$/);
    expect((await sessions(page))[0]?.calls).toEqual(["start", "stop"]);
    await expect(page.locator(".faq-item").first()).toContainText("What is phonics?");
  });

  test("Escape stops listening without searching; the words heard stay in the box", async ({
    page,
  }) => {
    const sayIt = await startListening(page);
    await hear(page, "phonics", false);
    await page.keyboard.press("Escape");
    await expect(sayIt).toBeVisible();
    expect((await sessions(page))[0]?.calls).toEqual(["start", "abort"]);
    await expect(page.getByRole("searchbox")).toHaveValue("phonics");
    expect(page.url()).not.toContain("q=");
    await expect(sayItStatus(page)).toHaveText("");
  });

  test("nothing heard and a blocked microphone are said plainly, with what to do", async ({
    page,
  }) => {
    const sayIt = await startListening(page);
    await fail(page, "no-speech");
    await expect(page.locator(".say-it-problem")).toHaveText(NO_SPEECH);
    await expect(sayItStatus(page)).toHaveText(NO_SPEECH);
    await expect(sayIt).toBeVisible();

    // Pressing again clears the message and listens again. Each error comes once it listens: the
    // press asks the browser first, so listening starts a moment after it (an error sent before
    // that would reach no recogniser).
    await sayIt.click();
    await expect(page.locator(".say-it-problem")).toHaveCount(0);
    await expect(sayItStatus(page)).toHaveText(LISTENING);
    await fail(page, "not-allowed");
    await expect(page.locator(".say-it-problem")).toHaveText(BLOCKED);

    await sayIt.click();
    await expect(sayItStatus(page)).toHaveText(LISTENING);
    await fail(page, "network");
    await expect(page.locator(".say-it-problem")).toHaveText(
      "Your browser could not reach its speech service. Check your connection, or type your question.",
    );
    expect(page.url()).not.toContain("q=");
  });

  test("a microphone the visitor blocked is said before listening", async ({ page }) => {
    const sayIt = await open(page, ROUTES.faq.path, { microphone: "denied" });
    await sayIt.click();
    await expect(page.locator(".say-it-problem")).toHaveText(BLOCKED);
    expect(await sessions(page)).toEqual([]);
  });

  test("the browser's English decides: en-US for an American browser", async ({ browser }) => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    const sayIt = await open(page, ROUTES.faq.path);
    await sayIt.click();
    // Say it's code loads on this first press (docs/decisions/0056): its session starts after.
    await expect.poll(async () => (await sessions(page))[0]?.lang).toBe("en-US");
    await context.close();
  });
});

test.describe("where only the browser's online service recognises", () => {
  test("the notice shows first; Cancel does not listen, Continue does, and it is not shown again", async ({
    page,
  }) => {
    const sayIt = await open(page, ROUTES.faq.path, { available: "unavailable" });
    await sayIt.click();
    await expect(page.getByText(NOTICE)).toBeVisible();
    const proceed = page.getByRole("button", { name: "Continue", exact: true });
    await expect(proceed).toBeFocused();
    await expect(proceed).toHaveAccessibleDescription(NOTICE);

    await page.getByRole("button", { name: "Cancel", exact: true }).click();
    await expect(page.getByText(NOTICE)).toHaveCount(0);
    await expect(sayIt).toBeFocused();
    expect(await sessions(page)).toEqual([]);

    await sayIt.click();
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByRole("button", { name: LISTENING })).toBeFocused();
    await expect(page.getByText(NOTICE)).toHaveCount(0);
    const [session] = await sessions(page);
    expect(session?.processLocally).toBe(false);
    expect(session?.calls).toEqual(["start"]);
    await page.keyboard.press("Escape");

    await page.reload();
    await page.getByRole("button", { name: "Say it" }).click();
    await expect(page.getByRole("button", { name: LISTENING })).toBeVisible();
    await expect(page.getByText(NOTICE)).toHaveCount(0);
    expect(await sessions(page)).toHaveLength(1);
  });

  test("a browser without available() (only the prefixed API) gets the notice too", async ({
    page,
  }) => {
    const sayIt = await open(page, ROUTES.faq.path, { api: "prefixed", available: "missing" });
    await sayIt.click();
    await expect(page.getByText(NOTICE)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByText(NOTICE)).toHaveCount(0);
    await expect(sayIt).toBeFocused();
    expect(await sessions(page)).toEqual([]);
  });

  test("a language pack still to download is not fetched: the online service, after the notice", async ({
    page,
  }) => {
    const sayIt = await open(page, ROUTES.faq.path, { available: "downloadable" });
    await sayIt.click();
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    expect((await sessions(page))[0]?.processLocally).toBe(false);
  });
});

test("with no speech recognition in the browser, there is no button, nor in the server's HTML", async ({
  page,
}) => {
  await fakeRecognition(page, { api: "none" });
  await page.goto(ROUTES.faq.path);
  // The page runs: an answer opens, and its Listen button shows.
  await page.locator(".faq-list button[aria-expanded]").first().click();
  await expect(page.getByRole("button", { name: "Listen" }).first()).toBeVisible();
  await expect(page.locator(".say-it")).toHaveCount(0);
  expect(
    await page.evaluate(() => "webkitSpeechRecognition" in window || "SpeechRecognition" in window),
  ).toBe(false);

  for (const path of [ROUTES.faq.path, ROUTES.esFaq.path]) {
    const html = await (await page.request.get(path)).text();
    expect(html).not.toMatch(/<button[^>]*say-it/);
  }
});

test.describe("on the Spanish page", () => {
  test.use({ locale: "es-ES" });

  test("Dígalo listens in Spanish and runs the Spanish search", async ({ page }) => {
    const sayIt = await open(page, ROUTES.esFaq.path, {}, "Dígalo");
    await sayIt.click();
    await expect(sayItStatus(page)).toHaveText("Escuchando… diga su pregunta");
    await expect(page.getByRole("button", { name: "Escuchando… diga su pregunta" })).toBeFocused();
    expect(await availableCalls(page)).toEqual([{ langs: ["es-ES"], processLocally: true }]);
    const [session] = await sessions(page);
    expect(session?.lang).toMatch(/^es/);
    expect(session?.processLocally).toBe(true);

    await hear(page, "cuánto cuesta un curso", true);
    await pause(page);
    await expect(page).toHaveURL(/\/es\/faq\?q=cu%C3%A1nto\+cuesta\+un\+curso$/);
    await expect(page.locator(".faq-item").first()).toContainText("¿Cuánto cuesta un curso?");
  });

  test("its notice and messages are in Spanish", async ({ page }) => {
    const sayIt = await open(page, ROUTES.esFaq.path, { available: "unavailable" }, "Dígalo");
    await sayIt.click();
    await expect(
      page.getByText(
        "Su navegador envía lo que usted dice a su servicio de voz para convertirlo en palabras. Nosotros no guardamos el sonido.",
      ),
    ).toBeVisible();
    await page.getByRole("button", { name: "Continuar", exact: true }).click();
    await expect(sayItStatus(page)).toHaveText("Escuchando… diga su pregunta");
    await fail(page, "no-speech");
    await expect(page.locator(".say-it-problem")).toHaveText(
      "No oímos nada. Pulse Dígalo y hable otra vez.",
    );
  });

  test("a browser in the Spanish of the Americas listens in es-US", async ({ browser }) => {
    const context = await browser.newContext({ locale: "es-MX" });
    const page = await context.newPage();
    const sayIt = await open(page, ROUTES.esFaq.path, {}, "Dígalo");
    await sayIt.click();
    // Say it's code loads on this first press (docs/decisions/0056): its session starts after.
    await expect.poll(async () => (await sessions(page))[0]?.lang).toBe("es-US");
    await context.close();
  });
});

/** Keeps the reading settings before the page's first script runs (e2e/reading-settings.spec.ts). */
async function keepLargeTextAndHighContrast(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem("readingTextSize", "extra-large");
    localStorage.setItem("readingLineSpacing", "wide");
    localStorage.setItem("readingContrast", "high");
  });
}

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

for (const settings of ["default", "large text and high contrast"] as const) {
  for (const [path, name, notice] of [
    [ROUTES.faq.path, "Say it", "Continue"],
    [ROUTES.esFaq.path, "Dígalo", "Continuar"],
  ] as const) {
    test(`axe finds nothing on ${path} with ${name}, its notice and a message (${settings})`, async ({
      page,
    }) => {
      const high = settings !== "default";
      if (high) await keepLargeTextAndHighContrast(page);
      const sayIt = await open(page, path, { available: "unavailable" }, name);
      await expectNoAxeViolations(page, { enhancedContrast: high });
      await sayIt.click();
      await expect(page.getByRole("button", { name: notice, exact: true })).toBeFocused();
      await expectNoAxeViolations(page, { enhancedContrast: high });
      await page.getByRole("button", { name: notice, exact: true }).click();
      await expectNoAxeViolations(page, { enhancedContrast: high });
      await fail(page, "no-speech");
      await expect(page.locator(".say-it-problem")).toBeVisible();
      await expectNoAxeViolations(page, { enhancedContrast: high });
    });
  }
}

test("on a 390-pixel phone at the largest text, nothing scrolls sideways", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await keepLargeTextAndHighContrast(page);
  const sayIt = await open(page, ROUTES.faq.path, { available: "unavailable" });
  expect(await noSideScroll(page)).toBe(true);
  const box = await sayIt.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(box!.width).toBeGreaterThanOrEqual(44);
  await sayIt.click();
  await expect(page.getByText(NOTICE)).toBeVisible();
  expect(await noSideScroll(page)).toBe(true);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  // The longest label, while listening.
  await expect(page.getByRole("button", { name: LISTENING })).toBeVisible();
  expect(await noSideScroll(page)).toBe(true);
  await fail(page, "not-allowed");
  await expect(page.locator(".say-it-problem")).toBeVisible();
  expect(await noSideScroll(page)).toBe(true);
});
