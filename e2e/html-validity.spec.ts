import { spawn } from "node:child_process";

import { expect, test, type Page } from "@playwright/test";
import vnu from "vnu-jar";

import { faqIdByQuestion } from "./fixtures/faqs";
import { largestTextHighContrast } from "./fixtures/site";
import { LISTS_AND_TOPIC_PAGES } from "./fixtures/topics";
import { ROUTES, type PageRoute } from "@/lib/routes";
import { topicPath } from "@/lib/topics/path";

/** The path of vnu.jar, which the package exports. */
const vnuJar = String(vnu);

/**
 * The Nu HTML checker (vnu.jar, the W3C's validator, run on the system's Java) on the public pages
 * in both languages (issue 28): no error and no warning.
 */

interface VnuMessage {
  type: string;
  subType?: string;
  message: string;
  extract?: string;
}

/** The checker's messages for one page's HTML, read from standard input. */
function check(html: string): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    const child = spawn("java", ["-jar", vnuJar, "--format", "json", "--stdout", "-"]);
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    // It exits with 1 when it found something; its report is on standard output either way.
    child.on("close", () => {
      try {
        resolve((JSON.parse(output) as { messages: VnuMessage[] }).messages);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    child.stdin.end(html);
  });
}

/**
 * The checker finds no error or warning in the page as the browser holds it. The toast library
 * (sonner) injects its stylesheet at run time, in CSS newer than the checker's CSS parser reads;
 * it is not our markup, and the served HTML has none of it: it is left out.
 */
async function expectValidAsShown(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const style of document.querySelectorAll("style")) {
      if (style.textContent.includes("[data-sonner-toaster]")) style.remove();
    }
  });
  const messages = (await check(await page.content())).filter(
    ({ type, subType }) => type === "error" || subType === "warning",
  );
  expect(
    messages.map(({ type, message, extract }) => `${type}: ${message} ${extract ?? ""}`),
  ).toEqual([]);
}

/** An FAQ's page, its id ("{id}", "{untranslated}") filled in when the test has found it. */
const faqPageOf = (route: PageRoute, id: string) =>
  route.path.replace("[id]", id).replace("[slug]", "x");

for (const path of [
  ROUTES.faq.path,
  ROUTES.esFaq.path,
  faqPageOf(ROUTES.faqPage, "{id}"),
  faqPageOf(ROUTES.esFaqPage, "{id}"),
  faqPageOf(ROUTES.esFaqPage, "{untranslated}"),
  // Issue 40: two topics' pages in each language.
  topicPath("courses", "en"),
  topicPath("reading-at-home", "en"),
  topicPath("cursos", "es"),
  topicPath("la-guia-y-los-pedidos", "es"),
]) {
  test(`the Nu HTML checker finds nothing on ${path}`, async ({ request }) => {
    const id = await faqIdByQuestion(request, "How much does a course cost?");
    const untranslated = await faqIdByQuestion(request, "Do you ship to other countries?");
    const target = path.replace("{id}", String(id)).replace("{untranslated}", String(untranslated));
    // The HTML as served, the redirect of an FAQ's short address followed as a browser does.
    const response = await request.get(target);
    expect(response.status()).toBe(200);
    // Errors and warnings; the checker's plain notes ("info", such as the trailing slash React
    // writes on void elements) are neither.
    const messages = (await check(await response.text())).filter(
      ({ type, subType }) => type === "error" || subType === "warning",
    );
    expect(
      messages.map(({ type, message, extract }) => `${type}: ${message} ${extract ?? ""}`),
    ).toEqual([]);
  });
}

/**
 * Issue 39: the page as the browser holds it with the new controls showing (Say it beside the
 * search box, and the "Send us your question" form open under a search that found nothing), in
 * the default reading settings and with the largest text and high contrast.
 */
for (const [path, send, sayIt] of [
  [ROUTES.faq.path, "Send us your question", "Say it"],
  [ROUTES.esFaq.path, "Envíenos su pregunta", "Dígalo"],
] as const) {
  for (const settings of ["default", "large text and high contrast"] as const) {
    test(`the Nu HTML checker finds nothing on ${path} with Say it and the question form open (${settings})`, async ({
      page,
    }) => {
      if (settings !== "default") await largestTextHighContrast(page);
      await page.goto(`${path}?q=${encodeURIComponent("zzqx wuvv")}`);
      // Chromium has speech recognition: the button shows.
      await expect(page.getByRole("button", { name: sayIt })).toBeVisible();
      await page.getByRole("button", { name: send }).click();
      await expect(page.getByRole("dialog", { name: send })).toBeVisible();
      await expectValidAsShown(page);
    });
  }
}

/**
 * Issue 40: /faq and /es/faq with their topic tiles, and two topics' pages, as the browser holds
 * them, in the default reading settings and with the largest text and high contrast.
 */
for (const path of LISTS_AND_TOPIC_PAGES) {
  for (const settings of ["default", "large text and high contrast"] as const) {
    test(`the Nu HTML checker finds nothing on ${path} as shown (${settings})`, async ({
      page,
    }) => {
      if (settings !== "default") await largestTextHighContrast(page);
      await page.goto(path);
      await expect(page.locator(".faq-item").first()).toBeVisible();
      await expectValidAsShown(page);
    });
  }
}
