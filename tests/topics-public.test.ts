import { engine, db } from "./helpers/database";

import assert from "node:assert/strict";
import { before, describe, test } from "node:test";

import { and, eq, inArray } from "drizzle-orm";

import { faqs, topics } from "@/db/schema";
import { seedTopics } from "@/db/seed-data-topics";
import {
  getPublicTopic,
  listPublicTopics,
  listTopicFaqs,
  listTopicsForSitemap,
} from "@/lib/data/topic-reads";
import { htmlToText } from "@/lib/text/plain-text";
import { topicPath } from "@/lib/topics/path";

import { startApp } from "../harness/app";
import { cachedPage, fetchPage, withCharacters } from "../harness/page-fetch";
import { signIn } from "../harness/sign-in";
import { editFaq, resetToDemoContent } from "./helpers/faq";
import { ROUTES, searchPath } from "@/lib/routes";

/**
 * Issue 40, the visitors' side of topics: the reads, the tiles of /faq and /es/faq, each topic's
 * page (title, description, canonical, hreflang pair, FAQPage JSON-LD, only its FAQs, the link
 * back, 404s), the sitemap, a search result's topic, and a topic page refreshed when an FAQ moves
 * to another topic. On the demo content (db/seed-data-topics.ts).
 */

const app = await startApp();

/** The demo's topics by English slug, as seeded. */
const seeded = (slug: string) => {
  const topic = seedTopics.find((each) => each.slugEn === slug);
  assert.ok(topic, `the demo has a topic ${slug}`);
  return topic;
};

/** The page's FAQPage JSON-LD, checked as search engines read it (schema.org FAQPage). */
function faqPageData(html: string): { inLanguage: string; names: string[] } {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  assert.ok(match?.[1], "the page has JSON-LD");
  const data = JSON.parse(match[1]) as Record<string, unknown>;
  assert.equal(data["@context"], "https://schema.org");
  assert.equal(data["@type"], "FAQPage");
  const entities = data.mainEntity as Record<string, unknown>[];
  assert.ok(Array.isArray(entities) && entities.length > 0, "mainEntity lists the questions");
  for (const entity of entities) {
    assert.equal(entity["@type"], "Question");
    assert.ok(typeof entity.name === "string" && entity.name.length > 0, "a question's name");
    const answer = entity.acceptedAnswer as Record<string, unknown>;
    assert.equal(answer["@type"], "Answer");
    assert.ok(typeof answer.text === "string" && answer.text.length > 0, "an answer's text");
  }
  return { inLanguage: String(data.inLanguage), names: entities.map((e) => String(e.name)) };
}

/** The href of the page's <link> of a rel (and hreflang), whatever its attributes' order. */
function linkHref(html: string, rel: string, hreflang?: string): string | undefined {
  for (const [tag] of html.matchAll(/<link [^>]*>/g)) {
    if (!tag.includes(`rel="${rel}"`)) continue;
    if (hreflang && !new RegExp(`hreflang="${hreflang}"`, "i").test(tag)) continue;
    return /href="([^"]*)"/.exec(tag)?.[1];
  }
  return undefined;
}

describe(`topics on the public pages (${engine})`, () => {
  before(resetToDemoContent);

  test("the topics visitors see: in order, named in the language, each with its count", async () => {
    const english = await listPublicTopics({ language: "en" });
    const spanish = await listPublicTopics({ language: "es" });
    assert.deepEqual(
      english.map((topic) => [topic.name, topic.slug, topic.faqCount]),
      seedTopics.map((topic) => [topic.nameEn, topic.slugEn, topic.questions.length]),
    );
    assert.deepEqual(
      spanish.map((topic) => [topic.name, topic.slug, topic.faqCount]),
      seedTopics.map((topic) => [topic.nameEs, topic.slugEs, topic.questions.length]),
    );
    const cursos = await getPublicTopic({ slug: "cursos", language: "es" });
    assert.deepEqual(cursos?.slugs, { en: "courses", es: "cursos" });
    assert.equal(await getPublicTopic({ slug: "cursos", language: "en" }), null);
    assert.equal(await getPublicTopic({ slug: "no-such-topic", language: "en" }), null);
  });

  test("/faq and /es/faq show every topic as a tile: a link with its name and count", async () => {
    for (const language of ["en", "es"] as const) {
      const page = await fetchPage(
        app.url,
        language === "en" ? ROUTES.faq.path : ROUTES.esFaq.path,
      );
      assert.equal(page.status, 200);
      for (const topic of await listPublicTopics({ language })) {
        const count =
          language === "en"
            ? `${String(topic.faqCount)} questions`
            : `${String(topic.faqCount)} preguntas`;
        const tile = new RegExp(
          `<a class="topic-tile" href="${topicPath(topic.slug, language)}"><svg[^>]*aria-hidden="true"[^>]*>.*?</svg><span class="topic-tile-name">${topic.name}</span><span class="topic-tile-count">${count}</span></a>`,
        );
        assert.match(page.html, tile, `${language}: ${topic.name}`);
      }
      assert.match(page.html, language === "en" ? />Topics<\/h2>/ : />Temas<\/h2>/);
    }
  });

  test("a topic's page: its FAQs only, its own title, description, canonical and hreflang pair", async () => {
    const courses = seeded("courses");
    const expected = courses.questions.map(htmlToText);
    const page = await fetchPage(app.url, topicPath("courses", "en"));
    assert.equal(page.status, 200);
    assert.match(page.html, /<title>Courses \| Literacy Programme FAQ<\/title>/);
    assert.match(
      page.html,
      /<meta name="description" content="Answers to common questions about Courses\."\/>/,
    );
    assert.match(linkHref(page.html, "canonical") ?? "", /\/faq\/topics\/courses$/);
    assert.match(linkHref(page.html, "alternate", "es") ?? "", /\/es\/faq\/topics\/cursos$/);
    assert.match(linkHref(page.html, "alternate", "en") ?? "", /\/faq\/topics\/courses$/);
    assert.match(linkHref(page.html, "alternate", "x-default") ?? "", /\/faq\/topics\/courses$/);
    assert.match(withCharacters(page.html), /<a href="\/faq">← All questions<\/a>/);
    assert.match(page.html, /<h1 class="topic-heading"><svg[^>]*>.*?<\/svg><span>Courses<\/span>/);
    const data = faqPageData(page.html);
    assert.equal(data.inLanguage, "en");
    assert.deepEqual([...data.names].sort(), [...expected].sort());
    for (const question of seeded("coaches").questions.map(htmlToText)) {
      assert.ok(!page.html.includes(question), `no other topic's FAQ: ${question}`);
    }
    assert.ok(!page.html.includes('class="topic-tiles"'), "no tiles on a topic's page");
  });

  test("its Spanish page, at the Spanish slug: Spanish names, the same FAQs, the pair", async () => {
    const page = await fetchPage(app.url, topicPath("cursos", "es"));
    assert.equal(page.status, 200);
    assert.match(page.html, /<title>Cursos \| Preguntas frecuentes de Literacy Programme<\/title>/);
    assert.match(page.html, /Respuestas a preguntas comunes sobre Cursos\./);
    assert.match(linkHref(page.html, "canonical") ?? "", /\/es\/faq\/topics\/cursos$/);
    assert.match(linkHref(page.html, "alternate", "en") ?? "", /\/faq\/topics\/courses$/);
    assert.match(withCharacters(page.html), /<a href="\/es\/faq">← Todas las preguntas<\/a>/);
    const data = faqPageData(page.html);
    assert.equal(data.inLanguage, "es");
    assert.equal(data.names.length, seeded("courses").questions.length);
    assert.ok(data.names.includes("¿Qué cursos tienen?"), "the Spanish questions");
    // The language switch leads to the English topic page.
    assert.match(page.html, /<a href="\/faq\/topics\/courses" lang="en" hrefLang="en">/i);
  });

  test("unknown topics, a slug of the other language and a topic without active FAQs are 404", async () => {
    for (const path of [
      topicPath("no-such-topic", "en"),
      topicPath("Courses", "en"),
      topicPath("cursos", "en"),
      topicPath("courses", "es"),
      topicPath("a b", "en"),
      "/faq/topics",
    ]) {
      assert.equal((await fetchPage(app.url, path)).status, 404, path);
    }
    const [dyslexia] = await db.select().from(topics).where(eq(topics.slugEn, "dyslexia"));
    assert.ok(dyslexia, "the demo's Dyslexia topic");
    await db.update(faqs).set({ isPhantomDeleted: true }).where(eq(faqs.topicId, dyslexia.id));
    assert.equal(await getPublicTopic({ slug: "dyslexia", language: "en" }), null);
    assert.ok(
      !(await listPublicTopics({ language: "en" })).some((topic) => topic.id === dyslexia.id),
      "a topic of archived FAQs only is not shown",
    );
    assert.equal((await fetchPage(app.url, topicPath("dyslexia", "en"))).status, 404);
    assert.equal((await fetchPage(app.url, topicPath("dislexia", "es"))).status, 404);
    await db.update(faqs).set({ isPhantomDeleted: false }).where(eq(faqs.topicId, dyslexia.id));
  });

  test("an FAQ with no topic is still in the full list", async () => {
    const question = "<p>Are your centres accessible for wheelchair users?</p>";
    await db.update(faqs).set({ topicId: null }).where(eq(faqs.question, question));
    const [first] = await listTopicFaqs({
      topicId: (await getPublicTopic({ slug: "courses", language: "en" }))?.id ?? 0,
      language: "en",
    }).then((list) => list.filter((faq) => faq.question === question));
    assert.equal(first, undefined, "out of its topic");
    // /faq renders the list again: an FAQ write clears the cache (PatchFaq), and none was made.
    const list = await fetchPage(app.url, searchPath("wheelchair"));
    assert.ok(list.html.includes(htmlToText(question)), "found by a search of every FAQ");
  });

  test("the sitemap lists every topic's page in both languages, paired", async () => {
    const xml = (await fetchPage(app.url, "/sitemap.xml")).html;
    const listed = await listTopicsForSitemap();
    assert.equal(listed.length, seedTopics.length);
    for (const { slugs } of listed) {
      for (const language of ["en", "es"] as const) {
        const entry = new RegExp(
          `<url>\\s*<loc>[^<]*${topicPath(slugs[language], language)}</loc>(?:(?!</url>).)*<xhtml:link rel="alternate" hreflang="en" href="[^"]*${topicPath(slugs.en, "en")}"\\s*/>\\s*<xhtml:link rel="alternate" hreflang="es" href="[^"]*${topicPath(slugs.es, "es")}"\\s*/>`,
          "s",
        );
        assert.match(xml, entry, `${language}: ${slugs[language]}`);
      }
    }
  });

  test("a search's results each name their topic, a link to its page, in the page's language", async () => {
    // React writes a comment between the two texts of "Topic: <a>": not what a visitor sees.
    const english = await fetchPage(app.url, searchPath("phonics"));
    assert.match(
      english.html.replaceAll("<!-- -->", ""),
      /<p class="faq-topic">Topic: <a href="\/faq\/topics\/learning-to-read">Learning to read<\/a><\/p>/,
    );
    const spanish = await fetchPage(app.url, searchPath("dislexia", "es"));
    assert.match(
      spanish.html.replaceAll("<!-- -->", ""),
      /<p class="faq-topic">Tema: <a href="\/es\/faq\/topics\/dislexia">Dislexia<\/a><\/p>/,
    );
  });

  test("an FAQ moved to another topic leaves one topic's cached page and joins the other's", async () => {
    const question = "<p>What does a reading coach do?</p>";
    const text = htmlToText(question);
    const coachesPage = await cachedPage(app.url, topicPath("coaches", "en"));
    const coursesPage = await cachedPage(app.url, topicPath("courses", "en"));
    assert.ok(coachesPage.html.includes(text) && !coursesPage.html.includes(text), "as seeded");
    const [courses] = await db.select().from(topics).where(eq(topics.slugEn, "courses"));
    const [faq] = await db.select().from(faqs).where(eq(faqs.question, question));
    assert.ok(courses && faq, "the demo's Courses topic and the coach FAQ");

    const admin = await signIn(app.url, { role: "Admin", firstName: "Ada", lastName: "Admin" });
    await editFaq(admin.client, {
      id: faq.id,
      question: faq.question,
      answer: faq.answer,
      topicId: courses.id,
    });
    const coaches = await fetchPage(app.url, topicPath("coaches", "en"));
    const moved = await fetchPage(app.url, topicPath("courses", "en"));
    assert.ok(!coaches.html.includes(text), "gone from the Coaches page at once");
    assert.ok(moved.html.includes(text), "on the Courses page at once");
    const home = await fetchPage(app.url, ROUTES.faq.path);
    assert.match(
      home.html,
      /<span class="topic-tile-name">Coaches<\/span><span class="topic-tile-count">4 questions<\/span>/,
    );
    assert.ok(
      (await cachedPage(app.url, topicPath("courses", "en"))).html.includes(text),
      "served from the cache again",
    );
    const stored = await db
      .select({ id: faqs.id })
      .from(faqs)
      .where(and(eq(faqs.topicId, courses.id), inArray(faqs.id, [faq.id])));
    assert.equal(stored.length, 1);
  });
});
