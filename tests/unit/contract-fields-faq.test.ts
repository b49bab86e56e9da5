import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { z } from "zod";

import {
  archivedQuery,
  editedAtField,
  FAQ_HTML_RAW_FACTOR,
  faqHtmlRule,
  faqHtmlWire,
  faqIdField,
  faqIdQuery,
  fieldErrors,
  idField,
  MAX_ID,
  languageOf,
  languageQuery,
  limitQuery,
  newTranslationField,
  normalisePhrasing,
  normalisePhrasings,
  normaliseSearchWord,
  normaliseTags,
  orderQuery,
  PAGING,
  PHRASING_MESSAGES,
  phrasingsField,
  revisionIdField,
  revisionIdQuery,
  searchQueryField,
  skipQuery,
  splitSearchWords,
  synonymGroupIdField,
  synonymWordsField,
  tagsField,
  topicIdField,
  topicIdQuery,
  translationEditField,
  translationFilterQuery,
  translationsField,
  translationStatusField,
  userIdField,
  userIdQuery,
  userLimitQuery,
  userOrderQuery,
  userSkipQuery,
} from "@/lib/contract/fields";

import { messagesOf, parsed } from "../helpers/schema-check";

// The FAQ, search, id, paging and translation fields (docs/api.md §1, §6; issues 13, 26, 28), in
// this process: their limits, what they store and the messages people read.

/** A list of `count` times the same value, to go past a limit on how many. */
const copies = (count: number, value: string) => Array.from({ length: count }, () => value);

describe("search text and FAQ text", () => {
  test("search text is 1–200 characters once cleaned and trimmed", () => {
    const enter = "Enter something to search for.";
    assert.equal(parsed(searchQueryField, "  reading\u0000 help "), "reading help");
    assert.deepEqual(messagesOf(searchQueryField, " \u0001 "), [enter]);
    assert.deepEqual(messagesOf(searchQueryField, 5), [enter]);
    assert.equal(parsed(searchQueryField, "x".repeat(200)), "x".repeat(200));
    assert.equal(parsed(searchQueryField, "\uD83D\uDE00".repeat(200)), "\uD83D\uDE00".repeat(200));
    assert.deepEqual(messagesOf(searchQueryField, "x".repeat(201)), [
      "Use at most 200 characters to search.",
    ]);
  });

  test("a question and an answer have their limits and messages", () => {
    assert.deepEqual(faqHtmlRule("question"), {
      limit: 500,
      tooLong: "Use at most 500 characters for the question.",
      missing: "Enter the question.",
    });
    assert.deepEqual(faqHtmlRule("answer"), {
      limit: 20_000,
      tooLong: "Use at most 20,000 characters for the answer.",
      missing: "Enter the answer.",
    });
    assert.equal(FAQ_HTML_RAW_FACTOR, 10);
  });

  test("HTML far longer than its text limit is refused on the wire", () => {
    const question = faqHtmlWire("question");
    assert.equal(parsed(question, "x".repeat(5000)), "x".repeat(5000));
    assert.deepEqual(messagesOf(question, "x".repeat(5001)), [
      "Use at most 500 characters for the question.",
    ]);
    assert.deepEqual(messagesOf(question, null), ["Enter the question."]);
    assert.deepEqual(messagesOf(faqHtmlWire("answer"), "x".repeat(200_001)), [
      "Use at most 20,000 characters for the answer.",
    ]);
  });

  test("tags: trimmed, single spaces, no empty items, no repeats in any case, first spelling kept", () => {
    assert.equal(
      normaliseTags(" Reading ,  sight   words,, reading,\tSIGHT words , b\u0000ooks "),
      "Reading, sight words, books",
    );
    assert.equal(normaliseTags(""), "");
    // Compared as lower case compares them: "ß" is no "ss", though both are "SS" in upper case.
    assert.equal(normaliseTags("Straße, STRASSE"), "Straße, STRASSE");
    assert.equal(normaliseTags(" , ,"), "");
  });

  test("tags may be left out; the limit is on the stored text", () => {
    assert.equal(parsed(tagsField, undefined), "");
    assert.equal(parsed(tagsField, "a,  b"), "a, b");
    assert.equal(parsed(tagsField, `${"x".repeat(500)},${"x".repeat(500)}`), "x".repeat(500));
    assert.deepEqual(messagesOf(tagsField, `${"x".repeat(250)},${"y".repeat(249)}`), [
      "Use at most 500 characters for the tags.",
    ]);
    assert.equal(parsed(tagsField, `${"x".repeat(249)},${"y".repeat(249)}`).length, 500);
    assert.deepEqual(messagesOf(tagsField, 3), ["Tags must be text, separated by commas."]);
  });
});

describe("phrasings", () => {
  test("a phrasing is plain text with single spaces", () => {
    assert.equal(normalisePhrasing("  how <b>do</b>  I\n\tread? "), "how do I read?");
    assert.equal(normalisePhrasing("a < b and c > d"), "a d");
    assert.equal(normalisePhrasing("<<x>"), "<");
    assert.equal(normalisePhrasing("one<br>two"), "one two");
  });

  test("empty ones and repeats in any case go; the first spelling stays", () => {
    assert.deepEqual(normalisePhrasings(["la calle Straße", "LA CALLE STRASSE"]), [
      "la calle Straße",
      "LA CALLE STRASSE",
    ]);
    assert.deepEqual(normalisePhrasings(["Read", " ", "read ", "<i></i>", "READ", "Write"]), [
      "Read",
      "Write",
    ]);
  });

  test("up to 20 of up to 200 characters each", () => {
    assert.equal(parsed(phrasingsField, undefined), undefined);
    const twenty = Array.from({ length: 20 }, (_, i) => `way ${String(i)}`);
    assert.deepEqual(parsed(phrasingsField, [...twenty, "WAY 0", " "]), twenty);
    assert.deepEqual(messagesOf(phrasingsField, [...twenty, "way 20"]), [
      "Use at most 20 ways of asking.",
    ]);
    assert.deepEqual(parsed(phrasingsField, ["y".repeat(200)]), ["y".repeat(200)]);
    assert.deepEqual(messagesOf(phrasingsField, ["x".repeat(201)]), [
      `This one is too long: “${"x".repeat(30)}…”. Use at most 200 characters on a line.`,
    ]);
    assert.deepEqual(messagesOf(phrasingsField, [1]), [PHRASING_MESSAGES.notText]);
    assert.deepEqual(messagesOf(phrasingsField, "one"), [
      "Write each way of asking as text, one per line.",
    ]);
    // 200 lines are read (repeats fall away); more are refused unread.
    assert.deepEqual(parsed(phrasingsField, copies(200, "same")), ["same"]);
    assert.deepEqual(messagesOf(phrasingsField, copies(201, "same")), [PHRASING_MESSAGES.tooMany]);
  });
});

describe("editedAt", () => {
  const message = "EditedAt must be the editedAt time you loaded, or null.";
  test("a time as loaded, null, or left out", () => {
    assert.deepEqual(
      parsed(editedAtField, "2026-03-04T05:06:07.123+02:00"),
      new Date("2026-03-04T03:06:07.123Z"),
    );
    assert.equal(parsed(editedAtField, null), null);
    assert.equal(parsed(editedAtField, undefined), undefined);
    assert.deepEqual(parsed(editedAtField, "1970-01-01T00:00:00Z"), new Date(0));
  });
  test("anything else, or a time before 1970, is refused", () => {
    assert.deepEqual(messagesOf(editedAtField, "1969-12-31T23:59:59Z"), [message]);
    // A string that is no time is refused (its message is zod's own: see docs/benchmarks.md).
    assert.equal(editedAtField.safeParse("yesterday").success, false);
    assert.deepEqual(messagesOf(editedAtField, 5), [message]);
  });
});

describe("search words", () => {
  test("a word compares in lower case, without accents", () => {
    assert.equal(normaliseSearchWord(" Café\u0000 "), "cafe");
    assert.equal(normaliseSearchWord("NIÑO"), "nino");
  });

  test("what a person types splits at commas, spaces, semicolons and new lines", () => {
    const words = splitSearchWords(" read, write;spell\nsay  ,");
    assert.deepEqual(words, ["read", "write", "spell", "say"]);
  });

  test("2–20 different words of letters and digits, each up to 40", () => {
    const atLeastTwo = "Enter at least 2 words, with commas between them.";
    assert.deepEqual(parsed(synonymWordsField, ["Café", "cafe", "Tea", " "]), ["cafe", "tea"]);
    assert.deepEqual(messagesOf(synonymWordsField, ["tea", "TEA"]), [atLeastTwo]);
    assert.deepEqual(messagesOf(synonymWordsField, [1, "x"]), [atLeastTwo]);
    assert.deepEqual(messagesOf(synonymWordsField, "tea, cafe"), [atLeastTwo]);
    const twenty = Array.from({ length: 20 }, (_, i) => `w${String(i)}`);
    assert.equal(parsed(synonymWordsField, twenty).length, 20);
    assert.deepEqual(messagesOf(synonymWordsField, [...twenty, "w20"]), [
      "Use at most 20 words in a group.",
    ]);
    assert.deepEqual(messagesOf(synonymWordsField, copies(201, "w")), [
      "Use at most 20 words in a group.",
    ]);
    assert.equal(parsed(synonymWordsField, ["x".repeat(40), "y"])[0], "x".repeat(40));
    assert.deepEqual(messagesOf(synonymWordsField, ["x".repeat(41), "y"]), [
      `“${"x".repeat(20)}…” is too long. Use at most 40 letters in a word.`,
    ]);
    assert.deepEqual(messagesOf(synonymWordsField, ["ice-cream", "ice", "x"]), [
      "Use only letters and numbers: “ice-cream”.",
    ]);
    assert.deepEqual(parsed(synonymWordsField, ["año", "2nd"]), ["ano", "2nd"]);
  });
});

describe("ids", () => {
  test("an id in a body is a whole number from 1 to PostgreSQL's largest integer", () => {
    const field = idField("Give an id.", "Too big.");
    assert.equal(parsed(field, 1), 1);
    assert.equal(parsed(field, 2_147_483_647), 2_147_483_647);
    assert.deepEqual(messagesOf(field, 0), ["Give an id."]);
    assert.deepEqual(messagesOf(field, 1.5), ["Give an id."]);
    assert.deepEqual(messagesOf(field, "1"), ["Give an id."]);
    assert.deepEqual(messagesOf(field, 2_147_483_648), ["Too big."]);
    assert.deepEqual(messagesOf(idField("Same."), 2_147_483_648), ["Same."]);
    assert.deepEqual(messagesOf(faqIdField, 2_147_483_648), ["There is no such FAQ."]);
    assert.deepEqual(messagesOf(faqIdField, -1), ["Give the id of an FAQ: a whole number from 1."]);
  });

  test("an id in a query string is digits, from 1", () => {
    assert.equal(parsed(faqIdQuery, " 42 "), 42);
    assert.deepEqual(messagesOf(faqIdQuery, "0"), [
      "Give the id of an FAQ: a whole number from 1.",
    ]);
    assert.deepEqual(messagesOf(faqIdQuery, "4x"), [
      "Give the id of an FAQ: a whole number from 1.",
    ]);
    assert.deepEqual(messagesOf(faqIdQuery, "-4"), [
      "Give the id of an FAQ: a whole number from 1.",
    ]);
    assert.deepEqual(messagesOf(faqIdQuery, "12345678901"), [
      "Give the id of an FAQ: a whole number from 1.",
    ]);
    assert.deepEqual(messagesOf(faqIdQuery, 42), ["Give the id of an FAQ: a whole number from 1."]);
    assert.deepEqual(messagesOf(faqIdQuery, "2147483648"), ["There is no such FAQ."]);
    assert.equal(parsed(faqIdQuery, "2147483647"), 2_147_483_647);
    assert.deepEqual(messagesOf(revisionIdQuery, "9999999999"), ["There is no such revision."]);
  });

  test("each kind of id says what it is an id of", () => {
    const said = (field: z.ZodType) => [...messagesOf(field, 0), ...messagesOf(field, MAX_ID + 1)];
    assert.deepEqual(said(userIdField), [
      "Give the id as a whole number of 1 or more.",
      "Give the id as a whole number of 1 or more.",
    ]);
    for (const [field, thing] of [
      [revisionIdField, "revision"],
      [synonymGroupIdField, "group"],
      [topicIdField, "topic"],
    ] as const) {
      assert.deepEqual(said(field), [
        `Give the id of a ${thing}: a whole number from 1.`,
        `There is no such ${thing}.`,
      ]);
    }
    assert.deepEqual(
      [...messagesOf(topicIdQuery, "x"), ...messagesOf(topicIdQuery, String(MAX_ID + 1))],
      ["Give the id of a topic: a whole number from 1.", "There is no such topic."],
    );
    assert.deepEqual(messagesOf(revisionIdQuery, "0"), [
      "Give the id of a revision: a whole number from 1.",
    ]);
  });

  test("a user's id in a query string", () => {
    const message = "Give the id as a whole number of 1 or more.";
    assert.equal(parsed(userIdQuery, "3"), 3);
    for (const value of ["0", "1.5", "abc", "2147483648"]) {
      assert.deepEqual(messagesOf(userIdQuery, value), [message], value);
    }
    assert.equal(parsed(userIdQuery, "2147483647"), 2_147_483_647);
  });
});

describe("paging and order", () => {
  test("limit 1–100, 15 when left out; skip from 0", () => {
    assert.deepEqual(PAGING, { defaultLimit: 15, maxLimit: 100 });
    assert.equal(parsed(limitQuery, undefined), 15);
    assert.equal(parsed(limitQuery, " 100 "), 100);
    assert.equal(parsed(limitQuery, "1"), 1);
    const limit = "Limit must be a whole number from 1 to 100.";
    for (const value of ["0", "101", "1.5", "", "-1", "12345678901"]) {
      assert.deepEqual(messagesOf(limitQuery, value), [limit], value);
    }
    assert.equal(parsed(skipQuery, undefined), 0);
    assert.equal(parsed(skipQuery, "0"), 0);
    assert.equal(parsed(skipQuery, "2147483647"), 2_147_483_647);
    assert.deepEqual(messagesOf(skipQuery, "2147483648"), [
      "Skip must be a whole number from 0 to 2147483647.",
    ]);
  });

  test("an order is one of the values the caller may use, named in the message", () => {
    const order = orderQuery([0, 1, 2] as const, 1, " (2 for staff)");
    assert.equal(parsed(order, undefined), 1);
    assert.equal(parsed(order, " "), 1);
    assert.equal(parsed(order, "2"), 2);
    assert.equal(parsed(order, "0"), 0);
    assert.deepEqual(messagesOf(order, "3"), ["OrderBy must be 0, 1 or 2. (2 for staff)"]);
    assert.deepEqual(messagesOf(order, "02"), ["OrderBy must be 0, 1 or 2. (2 for staff)"]);
    assert.deepEqual(messagesOf(orderQuery([10, 20], 10), "x"), ["OrderBy must be 10 or 20."]);
  });

  test("archived is true or false in any case, false when left out", () => {
    assert.equal(parsed(archivedQuery, undefined), false);
    assert.equal(parsed(archivedQuery, ""), false);
    assert.equal(parsed(archivedQuery, " False "), false);
    assert.equal(parsed(archivedQuery, "TRUE"), true);
    assert.deepEqual(messagesOf(archivedQuery, "yes"), ["IsPhantomDeleted must be true or false."]);
  });

  test("the user list: limit 1–100 (15), skip 0 or more, order 0, 1 or 2", () => {
    assert.equal(parsed(userLimitQuery, undefined), 15);
    assert.equal(parsed(userLimitQuery, "100"), 100);
    for (const value of ["0", "101", "2.5", "x"]) {
      assert.deepEqual(messagesOf(userLimitQuery, value), ["Give a limit from 1 to 100."], value);
    }
    assert.equal(parsed(userLimitQuery, "1"), 1);
    assert.equal(parsed(userSkipQuery, undefined), 0);
    assert.equal(parsed(userSkipQuery, "0"), 0);
    assert.equal(parsed(userSkipQuery, "1000000000"), 1_000_000_000);
    for (const value of ["-1", "1000000001", "0.5", "x"]) {
      assert.deepEqual(messagesOf(userSkipQuery, value), ["Give a skip of 0 or more."], value);
    }
    assert.equal(parsed(userOrderQuery, undefined), 0);
    assert.equal(parsed(userOrderQuery, "2"), 2);
    assert.deepEqual(messagesOf(userOrderQuery, "3"), [
      "Order by 0 (first name), 1 (last name) or 2 (e-mail).",
    ]);
  });
});

describe("languages and translations", () => {
  test("language: en or es in any case, English when left out", () => {
    assert.equal(parsed(languageQuery, undefined), "en");
    assert.equal(parsed(languageQuery, ""), "en");
    assert.equal(parsed(languageQuery, " EN "), "en");
    assert.equal(parsed(languageQuery, "Es"), "es");
    assert.deepEqual(messagesOf(languageQuery, "fr"), [
      "Language must be en (English) or es (Spanish).",
    ]);
    assert.equal(parsed(languageOf("The language."), "es"), "es");
    assert.equal(languageOf("x").safeParse("fr").success, false);
  });

  test("the translation filter: missing-es or outdated-es, none when left out", () => {
    assert.equal(parsed(translationFilterQuery, undefined), undefined);
    assert.equal(parsed(translationFilterQuery, " "), undefined);
    assert.equal(parsed(translationFilterQuery, "Missing-ES"), "missing-es");
    assert.equal(parsed(translationFilterQuery, "outdated-es"), "outdated-es");
    assert.deepEqual(messagesOf(translationFilterQuery, "missing"), [
      "Translation must be missing-es or outdated-es.",
    ]);
  });

  test("a status is draft or published", () => {
    assert.equal(parsed(translationStatusField, "draft"), "draft");
    assert.deepEqual(messagesOf(translationStatusField, "Draft"), ["Choose draft or published."]);
  });

  test("a new translation has the English FAQ's rules", () => {
    const value = parsed(newTranslationField, {
      question: "¿Cómo?",
      answer: "Así.",
      tags: "a,,A",
      phrasings: [" uno ", "UNO"],
      status: "published",
    });
    assert.deepEqual(value, {
      question: "¿Cómo?",
      answer: "Así.",
      tags: "a",
      phrasings: ["uno"],
      status: "published",
    });
  });

  test("a translation's question and answer have the English ones' limits and messages", () => {
    const base = { question: "q", answer: "a", status: "draft" };
    assert.deepEqual(
      fieldErrors(newTranslationField.safeParse({ ...base, question: "x".repeat(5001) }).error!),
      { Question: ["Use at most 500 characters for the question."] },
    );
    assert.deepEqual(
      fieldErrors(
        newTranslationField.safeParse({ question: null, answer: null, status: "draft" }).error!,
      ),
      { Question: ["Enter the question."], Answer: ["Enter the answer."] },
    );
    assert.deepEqual(
      fieldErrors(newTranslationField.safeParse({ ...base, answer: "x".repeat(200_001) }).error!),
      { Answer: ["Use at most 20,000 characters for the answer."] },
    );
  });

  test("an edit saves text with its status, or marks the translation current alone", () => {
    const text = { question: "q", answer: "a", status: "draft" };
    assert.equal(translationEditField.safeParse(text).success, true);
    assert.equal(
      translationEditField.safeParse({ markCurrent: true, editedAt: null }).success,
      true,
    );
    const alone = "Mark a translation current on its own, without its text or status.";
    const both = translationEditField.safeParse({ ...text, markCurrent: true });
    assert.deepEqual(fieldErrors(both.error!), {
      Question: [alone],
      Answer: [alone],
      Status: [alone],
    });
    const missing = translationEditField.safeParse({ markCurrent: false });
    assert.deepEqual(fieldErrors(missing.error!), {
      Question: ["Enter the question."],
      Answer: ["Enter the answer."],
      Status: ["Choose draft or published."],
    });
    assert.deepEqual(
      fieldErrors(translationEditField.safeParse({ question: "q", answer: "a" }).error!),
      { Status: ["Choose draft or published."] },
    );
    const version = "ContentVersion must be the contentVersion of the FAQ you loaded.";
    for (const contentVersion of [0, 1.5, 2_147_483_648, "1"]) {
      assert.deepEqual(
        messagesOf(translationEditField, { ...text, contentVersion }),
        [version],
        String(contentVersion),
      );
    }
    assert.equal(
      translationEditField.safeParse({ ...text, contentVersion: 2_147_483_647 }).success,
      true,
    );
    assert.equal(translationEditField.safeParse({ ...text, contentVersion: 1 }).success, true);
    assert.deepEqual(messagesOf(translationEditField, { ...text, markCurrent: "yes" }), [
      "MarkCurrent must be true or false.",
    ]);
  });

  test("translations are keyed by language, each optional, nothing else", () => {
    const field = translationsField(z.string());
    assert.equal(parsed(field, undefined), undefined);
    assert.deepEqual(parsed(field, {}), {});
    assert.deepEqual(parsed(field, { es: "x" }), { es: "x" });
    const message = "Translations must be an object with a key per language: es.";
    assert.deepEqual(messagesOf(field, "es"), [message]);
    assert.equal(field.safeParse({ fr: "x" }).success, false);
  });
});
