import { expect, type Page } from "@playwright/test";

import { expectNoAxeViolations } from "./fixtures/axe";
import { gapEntry, openGapQueue } from "./fixtures/content-gaps";
import { addFaqAsAdmin, searchOnFaqPage } from "./fixtures/faqs";
import { latestMail, mailCount } from "./fixtures/mail";
import { toast, uniqueWord } from "./fixtures/portal";
import { largestTextHighContrast } from "./fixtures/site";
import { signInAs } from "./fixtures/session";
import { test } from "./fixtures/staff";
import { ROUTES, pathTo } from "@/lib/routes";

/**
 * Issue 39 "Send us your question": under a search that found nothing (or nothing sure), and in
 * the support hint, a visitor sends the question with an address; staff see it in Content Gaps
 * and link it to an FAQ; the address gets one e-mail with the FAQ's link and nothing the visitor
 * wrote (e2e/fixtures/smtp-capture.ts catches it).
 */

/** The form's dialog, in the page's language. */
const form = (page: Page, name = "Send us your question") => page.getByRole("dialog", { name });

/** Sends the open form (in Spanish with `spanish`) and waits for PostVisitorQuestion's answer. */
async function send(page: Page, { spanish = false } = {}) {
  const sent = page.waitForResponse(/\/api\/Faq\/PostVisitorQuestion/);
  await (spanish ? form(page, "Envíenos su pregunta") : form(page))
    .getByRole("button", { name: spanish ? "Enviar" : "Send", exact: true })
    .click();
  return sent;
}

/** Links the question entry holding `text` to the FAQ found by `find`, through the screen. */
async function linkOnScreen(page: Page, text: string, find: string, question: string) {
  const entry = gapEntry(page, text);
  await entry.getByRole("button", { name: /Link to an FAQ/ }).click();
  const dialog = page.getByRole("dialog", { name: "Link to an FAQ" });
  await expect(dialog).toContainText("one e-mail");
  await dialog.getByRole("searchbox", { name: "Find the FAQ" }).fill(find);
  await dialog.getByRole("button", { name: "Search" }).click();
  await dialog
    .getByRole("listitem")
    .filter({ hasText: question })
    .getByRole("button", { name: /^Link/ })
    .click();
  await expect(toast(page, "Linked to the FAQ.")).toBeVisible();
}

test("a question with an address reaches Content Gaps; Link to an FAQ mails it once", async ({
  page,
  adminApi,
  addedFaqs,
}) => {
  const word = uniqueWord();
  // The FAQ that answers it, of a word of its own: added before the question, it does not answer
  // it by itself (only an FAQ written after the asking does), so staff link it.
  const faqWord = uniqueWord();
  const faq = await addFaqAsAdmin(adminApi, addedFaqs, {
    question: `How do I start ${faqWord} with my child?`,
    answer: "A little every day.",
  });
  const search = `${word} ${uniqueWord()}`;
  expect(await (await searchOnFaqPage(page, search)).json()).toEqual([]);
  await expect(page.getByText("No results found....")).toBeVisible();

  // One button at a time: under the empty search, not also in the support hint.
  await expect(page.getByRole("button", { name: "Send us your question" })).toHaveCount(1);
  await page.getByRole("button", { name: "Send us your question" }).click();
  const dialog = form(page);
  await expect(dialog).toBeVisible();
  const question = dialog.getByRole("textbox", { name: "Your question" });
  await expect(question).toHaveValue(search);
  await expect(question).toBeFocused();
  await expect(dialog).toContainText(
    "We use your address only to tell you when we answer. Then we delete it.",
  );
  const text = `How do I ${word} at home? See https://spam.example/${word}`;
  await question.fill(text);
  // An address of a word of its own: the visitor's words must be nowhere in the mail.
  const email = `visitor-${uniqueWord()}@example.org`;
  await dialog
    .getByRole("textbox", { name: "Your e-mail address, so we can tell you when we answer it" })
    .fill(email);
  await expectNoAxeViolations(page);
  expect((await send(page)).status()).toBe(200);
  await expect(dialog.getByRole("status")).toHaveText(
    "Thank you. We have your question. We will e-mail you when we answer it.",
  );
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Send us your question" })).toBeFocused();

  await signInAs(page, "admin");
  await openGapQueue(page);
  const entry = gapEntry(page, text);
  await expect(entry).toContainText("Asked by a visitor");
  await expect(entry).toContainText("Asked by 1 visitor");
  const before = mailCount(email);
  await linkOnScreen(page, text, faqWord, faq.question);

  await expect.poll(() => mailCount(email), { message: "one mail arrives" }).toBe(before + 1);
  const mail = latestMail(email);
  expect(mail).toContain("Subject: We have answered your question");
  expect(mail).toContain(faq.question);
  expect(mail).toContain(
    pathTo(ROUTES.faqPage, { id: faq.id, slug: `how-do-i-start-${faqWord}-with-my-child` }),
  );
  expect(mail).not.toContain(word);
  expect(mail).not.toContain("spam.example");
  expect(mail).not.toContain(`How do I ${word} at home`);

  // A second link sends nothing: a later question's mail, sent after it by the same runs, arrives
  // while the first address still has its one.
  const relinked = await adminApi.post("Faq/LinkContentGap", {
    id: await questionId(page, text),
    faqId: faq.id,
    kind: "question",
  });
  expect(relinked.status()).toBe(200);
  const other = `other-${word}@example.org`;
  const otherText = `Where is the ${word} room?`;
  await askThroughApi(page, otherText, other);
  const otherLinked = await adminApi.post("Faq/LinkContentGap", {
    id: await questionId(page, otherText),
    faqId: faq.id,
    kind: "question",
  });
  expect(otherLinked.status()).toBe(200);
  await expect.poll(() => mailCount(other)).toBe(1);
  expect(mailCount(email)).toBe(before + 1);
});

test("field errors show under the fields, and the support hint offers the form too", async ({
  page,
}) => {
  await page.goto(ROUTES.faq.path);
  const hint = page.locator(".support-hint");
  await hint.getByRole("button", { name: "Send us your question" }).click();
  const dialog = form(page);
  const question = dialog.getByRole("textbox", { name: "Your question" });
  await expect(question).toHaveValue("");
  const email = dialog.getByRole("textbox", { name: /Your e-mail address/ });
  await email.fill("not an address");
  expect((await send(page)).status()).toBe(400);
  await expect(question).toHaveAttribute("aria-invalid", "true");
  await expect(question).toBeFocused();
  await expect(dialog.getByText("Write your question.")).toBeVisible();
  await expect(
    dialog.getByText("This e-mail address does not look right. Check it, or leave it empty."),
  ).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await question.fill("x".repeat(501));
  await email.fill("");
  expect((await send(page)).status()).toBe(400);
  await expect(
    dialog.getByText("Your question is too long. Use 500 letters and spaces or fewer."),
  ).toBeVisible();
  await expect(email).not.toHaveAttribute("aria-invalid", "true");

  // Escape closes it, and focus goes back to the button that opened it.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(hint.getByRole("button", { name: "Send us your question" })).toBeFocused();
});

test("a weak search offers the form under its closest answers", async ({ page }) => {
  // "centre" is in the FAQs, "parking" and the made-up word are not: nothing answers it well.
  await searchOnFaqPage(page, `parking at the centre ${uniqueWord()}`);
  await expect(
    page.getByText("We could not find an answer to that. These might help:"),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Send us your question" })).toHaveCount(1);
  await expect(page.locator(".send-question-offer")).toBeVisible();
});

test("on /es/faq, in Spanish, with large text and high contrast", async ({ page }) => {
  await largestTextHighContrast(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const search = `${uniqueWord()} ${uniqueWord()}`;
  await page.goto(ROUTES.esFaq.path);
  const searched = page.waitForResponse(/\/api\/Faq\/GetQueriedFaqs/);
  await page.getByRole("searchbox", { name: "Buscar en las preguntas" }).fill(search);
  await page.getByRole("searchbox", { name: "Buscar en las preguntas" }).press("Enter");
  expect(await (await searched).json()).toEqual([]);
  await page.getByRole("button", { name: "Envíenos su pregunta" }).click();
  const dialog = form(page, "Envíenos su pregunta");
  await expect(dialog.getByRole("textbox", { name: "Su pregunta" })).toHaveValue(search);
  await dialog
    .getByRole("textbox", { name: "Su correo electrónico, para avisarle cuando la respondamos" })
    .fill("no-es-un-correo");
  expect((await send(page, { spanish: true })).status()).toBe(400);
  await expect(
    dialog.getByText("Este correo no parece correcto. Revíselo o déjelo vacío."),
  ).toBeVisible();
  // The whole form fits the phone's width.
  const box = await dialog.boundingBox();
  expect(box && box.width <= 390).toBe(true);
  await expectNoAxeViolations(page);
  await dialog.getByRole("textbox", { name: /Su correo/ }).fill("");
  expect((await send(page, { spanish: true })).status()).toBe(200);
  await expect(dialog.getByRole("status")).toHaveText("Gracias. Recibimos su pregunta.");
});

/** The id of the question entry holding `text`, as the signed-in page reads the queue. */
async function questionId(page: Page, text: string): Promise<number> {
  let id = 0;
  await expect
    .poll(async () => {
      const gaps = (await page.evaluate(async () => {
        const all = [];
        for (const status of ["open", "closed", "dismissed"]) {
          const response = await fetch(
            `/api/Faq/GetContentGaps?limit=100&orderBy=1&status=${status}`,
          );
          all.push(...((await response.json()) as { kind: string; id: number; text: string }[]));
        }
        return all;
      })) as { kind: string; id: number; text: string }[];
      id = gaps.find((gap) => gap.kind === "question" && gap.text === text)?.id ?? 0;
      return id;
    })
    .toBeGreaterThan(0);
  return id;
}

/** A visitor's question sent as the form sends it, from the page's browser. */
async function askThroughApi(page: Page, question: string, email: string): Promise<void> {
  const status = await page.evaluate(
    async ({ question, email }) => {
      const token = (await (await fetch("/api/User/GetXsrfToken")).json()) as {
        crossSiteRequestForgeryToken: string;
      };
      const response = await fetch("/api/Faq/PostVisitorQuestion", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-XSRF-TOKEN": token.crossSiteRequestForgeryToken,
        },
        body: JSON.stringify({ question, email }),
      });
      return response.status;
    },
    { question, email },
  );
  expect(status).toBe(200);
}
