/** Valid-looking values of each kind of field, with the ids of rows that exist (the targets). */
import fc from "fast-check";

import { PASSWORD } from "../../../harness/accounts";

import { anyText, nastyUnit } from "./text";

export interface Targets {
  faqIds: number[];
  /** Recorded searches (the Content Gaps entries LinkContentGap takes). */
  searchIds: number[];
  userIds: number[];
  synonymGroupIds: number[];
  adminEmail: string;
}

export const digits = (max: number) => fc.nat({ max }).map(String);
export const html = fc.oneof(
  anyText.map((text) => `<p>${text}</p>`),
  fc.constantFrom(
    "<p>How do I start reading with my child?</p>",
    "<p><strong>Bold</strong>, <em>italic</em> and <u>underlined</u></p>",
    '<p><a href="https://example.org">a link</a></p>',
    "<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>",
    "<script>alert(1)</script><p>kept</p>",
    '<p onclick="alert(1)">x</p>',
    "<p></p>",
    "<p> </p>",
  ),
);

/** A search word (issue 13): mostly a plain one, some taken, some against the rules. */
export const searchWord = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^[a-z0-9]{1,12}$/) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "kid",
      "child",
      "PRICE",
      " Fee ",
      "Café",
      "naïve",
      "ﬁsh",
      "İstanbul",
      "ß",
      "漢字",
      "١٢٣",
      "grown up",
      "child!",
      "<script>",
      "a-b",
      "",
      " ",
      "a".repeat(40),
      "b".repeat(41),
      "é".repeat(40),
      "\u0065\u0301".repeat(40),
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: nastyUnit, maxLength: 12 }) },
  { weight: 1, arbitrary: anyText.map((text) => text.slice(0, 2000)) },
  // Not a string. (Any value at all comes as the whole field; queries take these as text.)
  { weight: 1, arbitrary: fc.constantFrom<unknown>(1, 1.5, null, true, ["kid"]) },
);

export function fieldValues(targets: Targets): Record<string, fc.Arbitrary<unknown>> {
  const faqId = fc.oneof(fc.constantFrom(...targets.faqIds), fc.integer({ min: 1 }));
  return {
    limit: fc.oneof(digits(100), fc.constantFrom("0", "101", "-1", "15.0", " 5", "1e2")),
    skip: fc.oneof(digits(200), fc.constantFrom("-1", "99999999999", "0x10")),
    orderBy: fc.constantFrom("0", "1", "2", "3", "-1", "01", "1.0"),
    isPhantomDeleted: fc.constantFrom("true", "false", "True", "FALSE", "1", "yes"),
    searchQuery: fc.oneof(
      fc.constantFrom("reading", "phonics", "coach", "readin", "redaing", "zzz"),
      fc.string({ maxLength: 30 }),
    ),
    faqId,
    userId: fc.oneof(fc.constantFrom(...targets.userIds), fc.integer({ min: 1 })),
    question: html,
    answer: html,
    tags: fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom("a, b, A, c", " , ,", "")),
    // Issue 26 "Also asked as": lists of lines, some too many or too long, some not text.
    phrasings: fc.oneof(
      fc.array(fc.string({ unit: nastyUnit, maxLength: 30 }), { maxLength: 8 }),
      fc.array(fc.stringMatching(/^[a-z ]{1,20}$/), { minLength: 19, maxLength: 24 }),
      fc.constantFrom<unknown>(
        [],
        ["", "  ", "How Do I", "how do i", "<b>how</b> do i"],
        ["x".repeat(200)],
        ["x".repeat(201)],
        "one phrasing",
        [1, 2],
        null,
      ),
    ),
    // Issue 28: a language, in any letter case, or not one.
    language: fc.constantFrom("en", "es", "ES", "En", " es ", "", "fr", "español", "e"),
    // Issue 28: GetAdminFaqs's filter by translation, or not one.
    translationFilter: fc.constantFrom(
      "missing-es",
      "outdated-es",
      "MISSING-ES",
      " outdated-es ",
      "",
      "missing",
      "es",
      "none",
    ),
    // Issue 28: translations of PostFaq and PatchFaq: a save, a mark current, or anything else.
    translations: fc.oneof(
      fc.record(
        {
          es: fc.record(
            {
              question: html,
              answer: html,
              tags: fc.string({ maxLength: 20 }),
              phrasings: fc.constantFrom<unknown>([], ["uno", "UNO", ""], ["x".repeat(201)]),
              status: fc.constantFrom<unknown>("draft", "published", "Published", "", null),
              editedAt: fc.constantFrom<unknown>(null, "2024-11-20T10:00:00Z", "yesterday"),
              contentVersion: fc.constantFrom<unknown>(1, 2, 0, -1, 1.5, "1", 2_147_483_648),
            },
            { requiredKeys: [], noNullPrototype: true },
          ),
        },
        { requiredKeys: [], noNullPrototype: true },
      ),
      fc.record(
        {
          es: fc.record(
            {
              markCurrent: fc.constantFrom<unknown>(true, false, "true", null),
              editedAt: fc.constantFrom<unknown>(null, "2024-11-20T10:00:00Z"),
            },
            { noNullPrototype: true },
          ),
        },
        { noNullPrototype: true },
      ),
      fc.constantFrom<unknown>({}, { fr: {} }, { es: null }, [], "es", null, { es: [] }),
    ),
    searchId: fc.oneof(
      fc.constantFrom(...(targets.searchIds.length > 0 ? targets.searchIds : [1])),
      fc.integer({ min: 1 }),
    ),
    editedAt: fc.oneof(
      fc.constant(null),
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
      fc.constantFrom("2024-11-20T10:00:00+01:00", "2024-13-40T99:99:99Z", "yesterday"),
    ),
    email: fc.oneof(
      fc.emailAddress(),
      fc.constantFrom("  Someone@Example.ORG ", "a@b", "no-at-sign", `${"x".repeat(250)}@e.org`),
    ),
    knownEmail: fc.oneof(fc.emailAddress(), fc.constant(targets.adminEmail)),
    password: fc.oneof(fc.string({ minLength: 8, maxLength: 40 }), fc.constant(PASSWORD)),
    token: fc.oneof(
      fc.nat({ max: 999_999 }).map((n) => String(n).padStart(6, "0")),
      fc.constantFrom(" 123 456 ", "12345", "1234567", "abcdef"),
    ),
    role: fc.constantFrom("Guest", "Student", "Coach", "Admin", "admin", "Root", ""),
    name: fc.oneof(fc.string({ minLength: 1, maxLength: 30 }), fc.constant("Ann")),
    synonymGroupId: fc.oneof(
      fc.constantFrom(...targets.synonymGroupIds),
      fc.integer({ min: 1 }),
      fc.constantFrom(2_147_483_647, 2_147_483_648),
    ),
    helpful: fc.constantFrom<unknown>(true, false, "true", "no", 0, null),
    voteReason: fc.constantFrom<unknown>(
      "tooHard",
      "notAnswered",
      "otherLanguage",
      "somethingElse",
      "TooHard",
      "boring",
      "",
      null,
    ),
    voteComment: fc.oneof(
      fc.string({ unit: nastyUnit, maxLength: 40 }),
      anyText.map((text) => text.slice(0, 700)),
      fc.constantFrom<unknown>(null, "", "   ", "<script>alert(1)</script>", "x".repeat(501)),
    ),
    gapStatus: fc.constantFrom("open", "closed", "dismissed", "OPEN", "", "gone"),
    auditAction: fc.constantFrom(
      "auth.signed_in",
      "faq.edited",
      "FAQ.EDITED",
      "faq",
      "",
      "x".repeat(300),
    ),
    day: fc.oneof(
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
      fc.constantFrom("2024-02-30", "2024-13-01", "yesterday", "2024-1-5", "", "99999-01-01"),
    ),
    gapKind: fc.constantFrom<unknown>("search", "faq", "translation", "Search", "page", 1, null),
    words: fc.oneof(
      {
        weight: 4,
        arbitrary: fc.array(fc.stringMatching(/^[a-z0-9]{1,12}$/), { minLength: 2, maxLength: 20 }),
      },
      { weight: 8, arbitrary: fc.array(searchWord, { maxLength: 24 }) },
      {
        weight: 1,
        arbitrary: fc.array(fc.stringMatching(/^[a-z]{1,8}$/), { minLength: 190, maxLength: 220 }),
      },
      { weight: 1, arbitrary: fc.constantFrom("kid, child", "kid child", "", []) },
    ),
  };
}
