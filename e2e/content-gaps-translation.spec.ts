import { expect, type Page } from "@playwright/test";

import { expectNoAxeViolations } from "./fixtures/axe";
import { gapEntry, openGapQueue } from "./fixtures/content-gaps";
import { addFaqAsAdmin } from "./fixtures/faqs";
import { toast, uniqueWord } from "./fixtures/portal";
import { signInAs } from "./fixtures/session";
import { test, type StaffSession } from "./fixtures/staff";
import { pathTo, pathInLanguage, ROUTES } from "@/lib/routes";

/**
 * Issue 28 "translation wanted" in Content Gaps (docs/decisions/0042-translation-wanted.md): a
 * visitor's "Pedir en español" (RequestFaqTranslation, sent here as the button sends it: a fresh
 * anti-forgery token, then the POST) shows with its count and "Translate this FAQ"; publishing
 * the Spanish translation closes it, and staff can dismiss it. Kept beside
 * e2e/content-gaps.spec.ts, which is near its 300 lines. The button itself is tested on the
 * Spanish pages, which place it.
 */

/** An FAQ of its own word, added as the worker's Admin (fixtures/faqs.ts addFaqAsAdmin). */
const addFaq = (adminApi: StaffSession, added: number[]) =>
  addFaqAsAdmin(adminApi, added, {
    question: `How do I read ${uniqueWord()} with my child?`,
    answer: "Read together every day.",
  });

/** A visitor's request, from the page's own browser context (its cookies, a fresh token). */
async function requestSpanish(page: Page, id: number, times = 1) {
  for (let i = 0; i < times; i += 1) {
    const token = await page.request.get("/api/User/GetXsrfToken");
    const { crossSiteRequestForgeryToken } = (await token.json()) as {
      crossSiteRequestForgeryToken: string;
    };
    const response = await page.request.post("/api/Faq/RequestFaqTranslation", {
      data: { id, language: "es" },
      headers: { "X-XSRF-TOKEN": crossSiteRequestForgeryToken },
    });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ message: "Gracias. Se lo diremos a nuestro equipo." });
  }
}

test.describe("Content Gaps: translation wanted (issue 28)", () => {
  test("an Admin sees the requests' count and 'Translate this FAQ'; publishing the Spanish closes it", async ({
    page,
    adminApi,
    addedFaqs,
  }) => {
    const faq = await addFaq(adminApi, addedFaqs);
    await requestSpanish(page, faq.id, 3);

    await signInAs(page, "admin");
    await openGapQueue(page);
    const item = gapEntry(page, faq.question);
    await expect(item).toContainText("Translation wanted: Spanish");
    await expect(item).toContainText("Asked for in Spanish 3 times");
    const translate = item.getByRole("link", { name: /^Translate this FAQ ?: “/ });
    await expect(translate).toHaveAttribute(
      "href",
      pathInLanguage(pathTo(ROUTES.editFaq, { id: faq.id }), "es"),
    );
    // Neither "Edit this FAQ" (a vote's) nor the search's actions.
    await expect(item.getByRole("link", { name: /Edit this FAQ/ })).toHaveCount(0);
    await expect(item.getByRole("button", { name: /Link to an FAQ/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const published = await adminApi.patch("Faq/PatchFaq", {
      id: faq.id,
      translations: {
        es: {
          question: "<p>¿Cómo leo con mi hijo?</p>",
          answer: "<p>Lean juntos cada día.</p>",
          status: "published",
        },
      },
    });
    expect(published.status()).toBe(200);
    await openGapQueue(page);
    await expect(gapEntry(page, faq.question)).toHaveCount(0);
    await openGapQueue(page, "Closed");
    await expect(gapEntry(page, faq.question)).toContainText("Asked for in Spanish 3 times");
  });

  test("a Coach dismisses a translation wanted; the next request brings it back", async ({
    page,
    adminApi,
    addedFaqs,
  }) => {
    const faq = await addFaq(adminApi, addedFaqs);
    await requestSpanish(page, faq.id);

    await signInAs(page, "coach");
    await openGapQueue(page);
    const item = gapEntry(page, faq.question);
    await expect(item).toContainText("Asked for in Spanish 1 time");
    await item.getByRole("button", { name: /^Dismiss ?: “/ }).click();
    await expect(toast(page, "Dismissed.")).toBeVisible();
    await expect(item).toHaveCount(0);
    await openGapQueue(page, "Dismissed");
    await expect(gapEntry(page, faq.question)).toContainText("Translation wanted: Spanish");

    await requestSpanish(page, faq.id);
    await openGapQueue(page);
    await expect(gapEntry(page, faq.question)).toContainText("Asked for in Spanish 2 times");
  });
});
