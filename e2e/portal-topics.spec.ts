import { expect, type Page } from "@playwright/test";

import { TestClient } from "../harness/api-client";
import { browserState } from "../harness/browser-session";
import { signIn } from "../harness/sign-in";
import { htmlToText } from "../lib/text/plain-text";
import { expectNoAxeViolations } from "./fixtures/axe";
import { fakeSpeech } from "./fixtures/fake-speech";
import { addFaq, openEditFaq } from "./fixtures/faqs";
import { apiWrite, toast, uniqueWord } from "./fixtures/portal";
import { recordSession } from "./fixtures/secrets";
import { signInEachTestAs } from "./fixtures/session";
import { test } from "./fixtures/staff";
import { twoServersForTests } from "./fixtures/two-servers";
import { PHONE, tapTopicOnFaq, tapTopicOnSpanishFaq } from "./fixtures/topics";
import { ROUTES } from "@/lib/routes";
import { topicPath } from "@/lib/topics/path";

/**
 * Issue 40, the staff's side of topics in a real browser: an Admin adds a topic with a picture on
 * the Topics screen (keyboard in the picture grid, Move up), puts an FAQ in it from Edit FAQ, and
 * the topic's public page lists it at once; deleting a topic that has an FAQ is refused with a
 * message saying how many. Then, on a PostgreSQL database of the spec's own seeded with the demo
 * content, a visitor on a phone browses a topic in both languages as e2e/topics.spec.ts does on
 * PGlite, and the same writes on one app server are seen on a second one sharing the database.
 */

const TOPICS_PATH = ROUTES.topics.path;

/** A topic's names, each with a word of its own, and the address its English name makes. */
function newTopic() {
  const word = uniqueWord();
  return { nameEn: `Topic ${word}`, nameEs: `Tema ${word}`, slug: `topic-${word}` };
}

/** Adds a topic on the Topics screen: its names, a picture chosen by keyboard; its list item. */
async function addTopicOnScreen(page: Page, topic: { nameEn: string; nameEs: string }) {
  const form = page.getByRole("form", { name: "Add a topic" });
  await form.getByLabel("English name").fill(topic.nameEn);
  await form.getByLabel("Spanish name").fill(topic.nameEs);
  // The grid is a radio group: the arrow keys move the choice, as in any radio group.
  await form.getByRole("radio", { name: "Book", exact: true }).check();
  await form.getByRole("radio", { name: "Book", exact: true }).press("ArrowRight");
  await expect(form.getByRole("radio", { name: "Books", exact: true })).toBeChecked();
  await form.getByRole("button", { name: "Add topic" }).click();
  await expect(toast(page, "Topic added.")).toBeVisible();
  const item = page.locator(".topics-list > li").filter({ hasText: topic.nameEn });
  await expect(item).toContainText(topic.nameEs);
  await expect(item).toContainText("0 FAQs");
  return item;
}

/** Edit FAQ: the Topic choice set to `name`, saved. */
async function putInTopic(page: Page, faqId: number, name: string) {
  await openEditFaq(page, faqId);
  await page.getByLabel("Topic", { exact: true }).selectOption({ label: name });
  const saved = page.waitForResponse(/\/api\/Faq\/PatchFaq/);
  await page.getByRole("button", { name: "Save Changes" }).click();
  expect((await saved).status()).toBe(200);
}

test.describe("Topics for an Admin (issue 40)", () => {
  signInEachTestAs("admin");

  test("an Admin adds topics with pictures and orders them, puts an FAQ in one from Edit FAQ, its public page lists it at once, and deleting it is refused", async ({
    page,
    addedFaqs,
  }) => {
    const first = newTopic();
    const second = newTopic();
    await page.goto(TOPICS_PATH);
    await expect(page.getByRole("heading", { level: 1, name: "Topics" })).toBeVisible();
    await addTopicOnScreen(page, first);
    await addTopicOnScreen(page, second);
    await expectNoAxeViolations(page);

    // Move up by keyboard: the second goes above the first, and focus stays on its button.
    const moveUp = page.getByRole("button", { name: `Move up: ${second.nameEn}` });
    await moveUp.focus();
    await page.keyboard.press("Enter");
    await expect(toast(page, "Topic moved.")).toBeVisible();
    const names = page.locator(".topics-list > li .topics-item-name");
    await expect(names.filter({ hasText: /^Topic / }).last()).toHaveText(first.nameEn);
    await expect(moveUp).toBeFocused();

    const question = `Aardvark topics of ${uniqueWord()}?`;
    const faq = await addFaq(page, addedFaqs, { question });
    await putInTopic(page, faq.id, first.nameEn);

    // The public page of the topic, from the cache, lists it at once.
    await page.goto(topicPath(first.slug, "en"));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(first.nameEn);
    await expect(page.getByRole("button", { name: question, exact: true })).toBeVisible();

    // Display FAQ's: the topic filter keeps the topic's FAQs, and each FAQ names its topic.
    await page.goto(ROUTES.displayFaqs.path);
    const listed = page.waitForResponse(/\/api\/Faq\/GetAdminFaqs\?.*topicId=/);
    await page.getByLabel("Topic", { exact: true }).selectOption({ label: first.nameEn });
    expect((await listed).status()).toBe(200);
    const rows = page.locator(".faq-list > li");
    await expect(rows).toHaveCount(1);
    await rows.getByRole("button", { name: question, exact: true }).click();
    await expect(rows.locator(".faq-admin-details")).toContainText(`Topic${first.nameEn}`);

    await page.goto(TOPICS_PATH);
    const item = page.locator(".topics-list > li").filter({ hasText: first.nameEn });
    await expect(item).toContainText("1 FAQ");
    await item.getByRole("button", { name: `Delete: ${first.nameEn}` }).click();
    const dialog = page.getByRole("dialog", { name: "Delete topic?" });
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(
      toast(page, "This topic has 1 FAQ. Move it to another topic first."),
    ).toBeVisible();
    await expect(item).toBeVisible();

    // The FAQ out of it, both topics go: the shared database keeps no topics of this test.
    await apiWrite(page, "patch", "/api/Faq/PatchFaq", {
      id: faq.id,
      question: `<p>${question}</p>`,
      answer: "<p>Ask at the front desk.</p>",
      topicId: null,
    });
    for (const topic of [first, second]) {
      await page.reload();
      await page
        .locator(".topics-list > li")
        .filter({ hasText: topic.nameEn })
        .getByRole("button", { name: `Delete: ${topic.nameEn}` })
        .click();
      await page
        .getByRole("dialog", { name: "Delete topic?" })
        .getByRole("button", { name: "Delete" })
        .click();
      await expect(toast(page, "Topic deleted.")).toBeVisible();
      await expect(page.locator(".topics-list > li").filter({ hasText: topic.nameEn })).toHaveCount(
        0,
      );
    }
  });
});

/** The FAQ of the demo content the Admin puts in the new topic. */
const DEMO_QUESTION = "What is phonics?";

test.describe("Topics on two app servers (issue 40)", () => {
  const two = twoServersForTests("e2e/portal-topics.spec.ts", {
    firstName: "Tia",
    lastName: "Admin",
  });

  // First, while the database holds the demo topics as seeded: the next test adds one.
  test("a visitor on a phone taps a topic on /faq and on /es/faq, sees only its FAQs and hears one", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      baseURL: two.started().a.url,
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
    });
    two.contexts.push(context);
    const page = await context.newPage();
    await fakeSpeech(page);
    await tapTopicOnFaq(page);
    await tapTopicOnSpanishFaq(page);

    // The Spanish topic's page lists what this database's API gives for the topic.
    const topics = (await (await page.request.get("/api/Faq/GetTopics?language=es")).json()) as {
      id: number;
      slug: string;
      faqCount: number;
    }[];
    const dislexia = topics.find((each) => each.slug === "dislexia");
    if (!dislexia) throw new Error("GetTopics has no topic dislexia");
    const faqs = (await (
      await page.request.get(
        `/api/Faq/GetFaqs?language=es&limit=100&topicId=${String(dislexia.id)}`,
      )
    ).json()) as { question: string }[];
    expect(faqs).toHaveLength(dislexia.faqCount);
    const shown = await page.locator(".faq-question-text").allTextContents();
    expect(shown.sort()).toEqual(faqs.map((faq) => htmlToText(faq.question)).sort());
  });

  test("a topic added and an FAQ put in it on server A show on server B's cached pages; so does a rename", async ({
    browser,
  }) => {
    const { a, b } = two.started();
    const topic = newTopic();

    // Server B's pages are in its cache before the change: /faq, and the topic's page (a 404).
    const visitorContext = await browser.newContext({ baseURL: b.url });
    two.contexts.push(visitorContext);
    const visitor = await visitorContext.newPage();
    await visitor.goto(ROUTES.faq.path);
    await expect(visitor.getByRole("link", { name: new RegExp(topic.nameEn) })).toHaveCount(0);
    expect((await visitor.goto(topicPath(topic.slug, "en")))?.status()).toBe(404);

    const client = await signIn(a.url, two.admin, { client: new TestClient(a.url) });
    const state = browserState(client);
    recordSession(state.cookies, client.xsrfToken);
    const staffContext = await browser.newContext({ baseURL: a.url, storageState: state });
    two.contexts.push(staffContext);
    const staff = await staffContext.newPage();
    await staff.goto(TOPICS_PATH);
    await addTopicOnScreen(staff, topic);
    const found = (await (await staff.request.get("/api/Faq/GetFaqs?limit=100")).json()) as {
      id: number;
      question: string;
    }[];
    const faq = found.find((item) => item.question.includes(DEMO_QUESTION));
    if (!faq) throw new Error(`no demo FAQ "${DEMO_QUESTION}"`);
    await putInTopic(staff, faq.id, topic.nameEn);

    // B heard of it: its topic page lists the FAQ, its /faq has the tile.
    await expect
      .poll(async () => (await visitor.goto(topicPath(topic.slug, "en")))?.status(), {
        message: "server B serves the new topic's page",
        timeout: 5_000,
      })
      .toBe(200);
    await expect(visitor.getByRole("button", { name: DEMO_QUESTION, exact: true })).toBeVisible();
    await visitor.goto(ROUTES.faq.path);
    await expect(visitor.getByRole("link", { name: new RegExp(topic.nameEn) })).toBeVisible();

    // A rename changes the topics table alone; B's cached /faq follows it too.
    const renamed = `${topic.nameEn} renamed`;
    await staff.goto(TOPICS_PATH);
    const item = staff.locator(".topics-list > li").filter({ hasText: topic.nameEn });
    await item.getByRole("button", { name: `Edit: ${topic.nameEn}` }).click();
    const form = staff.getByRole("form", { name: `Edit ${topic.nameEn}` });
    await form.getByLabel("English name").fill(renamed);
    await form.getByRole("button", { name: "Save" }).click();
    await expect(toast(staff, "Topic saved.")).toBeVisible();
    await expect
      .poll(
        async () => {
          await visitor.goto(ROUTES.faq.path);
          return visitor.getByRole("link", { name: new RegExp(renamed) }).count();
        },
        { message: "server B's /faq shows the new name", timeout: 5_000 },
      )
      .toBe(1);
  });
});
