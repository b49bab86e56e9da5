import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";

import { LANGUAGES, type VisitorText, visitorText } from "@/lib/visitor-text";

/**
 * Issue 28: one dictionary per language for every string a visitor sees, and the same keys in
 * each; English keeps docs/product.md's words exactly.
 */

/** Each entry of a dictionary as "path: kind", a function with its number of parameters. */
function shape(value: unknown, path = ""): string[] {
  if (typeof value === "string") return [`${path}: text`];
  if (typeof value === "function") return [`${path}: function of ${String(value.length)}`];
  assert.ok(
    value !== null && typeof value === "object" && !Array.isArray(value),
    `${path} is text, a function or a group of entries`,
  );
  return Object.entries(value)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([key, entry]) => shape(entry, path ? `${path}.${key}` : key));
}

/** Every text of a dictionary with its path; a function's, given a word to show. */
function texts(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (typeof value === "function") return [[path, String(value("lectura", "lectura"))]];
  return Object.entries(value as object).flatMap(([key, entry]) =>
    texts(entry, path ? `${path}.${key}` : key),
  );
}

const en = visitorText("en");
const es = visitorText("es");

describe("visitor text", () => {
  test("every language has a dictionary of its own", () => {
    assert.deepEqual([...LANGUAGES], ["en", "es"]);
    assert.notEqual(es, en);
  });

  test("the Spanish dictionary has exactly the English one's entries, functions alike", () => {
    const english = shape(en);
    assert.ok(english.length > 100, `the English dictionary has its entries (${english.length})`);
    assert.deepEqual(shape(es), english);
    assert.ok(
      english.includes("meta.searchTitle: function of 1"),
      "a function-valued entry is compared with its parameters",
    );
  });

  for (const language of LANGUAGES) {
    test(`no text of ${language} is empty or padded`, () => {
      for (const [path, text] of texts(visitorText(language))) {
        assert.ok(text.trim() !== "", `${language} ${path} says something`);
        // A space or a line break at either end would show as a gap, or vanish in a layout.
        assert.ok(text === text.trim(), `${language} ${path} has no space at either end`);
      }
    });
  }

  test("a function-valued entry shows the word it is given", () => {
    for (const dictionary of [en, es]) {
      assert.ok(dictionary.meta.searchTitle("lectura").includes("lectura"), "the search title");
      assert.ok(
        dictionary.meta.searchDescription("lectura").includes("“lectura”"),
        "the search description",
      );
    }
  });

  test("English keeps docs/product.md's words exactly", () => {
    const product = readFileSync("docs/product.md", "utf8").replace(/\s+/g, " ");
    const quoted: [string, (text: VisitorText) => string][] = [
      ["Frequently Asked Questions", (t) => t.list.title],
      ["No results found....", (t) => t.list.noResults],
      ["No results found! Please broaden your search.", (t) => t.list.emptySearch],
      [
        "Having trouble? Can't find what your looking for? Connect with us to add your question:",
        (t) => t.list.supportHint,
      ],
      ["Order Alphabetically", (t) => t.list.orders.alphabetical],
      ["Order by Most Searched", (t) => t.list.orders.mostSearched],
      ["Scroll to Top", (t) => t.list.scrollToTop],
      ["Scroll to Bottom", (t) => t.list.scrollToBottom],
      ["Our Story", (t) => t.shell.links.ourStory],
      ["Meet the Team", (t) => t.shell.links.meetTheTeam],
      ["Advisory Board", (t) => t.shell.links.advisoryBoard],
      ["Media Feed", (t) => t.shell.links.mediaFeed],
      ["Contact Us", (t) => t.shell.links.contactUs],
      ["Privacy Policy", (t) => t.privacy.title],
      ["FAQ Corner", (t) => t.shell.footer.faqCorner],
      ["20 Nov 2024", (t) => t.privacy.date],
    ];
    for (const [words, entry] of quoted) {
      assert.equal(entry(en), words);
      assert.ok(product.includes(words), `docs/product.md quotes "${words}"`);
    }
  });

  test("English keeps the words of the issues that added them", () => {
    // Issue 26's weak search, issue 16's vote and Listen: the tests of those issues look for them.
    assert.equal(en.list.weakSearch, "We could not find an answer to that. These might help:");
    assert.equal(en.helpful.question, "Was this helpful?");
    assert.equal(en.readAloud.listen, "Listen");
    assert.equal(en.readingSettings.readingSettings, "Reading settings");
  });

  test("Spanish names the things issue 28 asks for in its own words", () => {
    assert.equal(es.language.offer, "Ver en español");
    assert.equal(es.language.untranslated, "(en inglés)");
    assert.equal(es.language.requestTranslation, "Pedir en español");
    assert.equal(es.language.fallbackResults, "Respuestas en inglés");
    assert.equal(es.helpful.question, "¿Le sirvió esta respuesta?");
    // The switcher names each language in itself.
    assert.equal(en.language.name, "English");
    assert.equal(es.language.name, "Español");
  });
});
