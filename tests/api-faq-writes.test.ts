import { db, engine } from "./helpers/database";

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { eq } from "drizzle-orm";

import { faqs } from "@/db/schema";

import { ApiClient, query } from "../harness/api-client";
import { startAppAndClients } from "./helpers/app-clients";
import { suiteEditors } from "./helpers/faq";

const { app, anonymous } = await startAppAndClients();

const STALE = "This FAQ was changed by someone else. Reload it to see their changes.";

/**
 * Link targets that must never survive: javascript:, data: and vbscript: URLs in several spellings
 * and encodings, and an address on another site with no scheme. Each is sent as a link below.
 */
const HOSTILE_URLS = [
  `javascript:alert(1)`,
  `JaVaScRiPt:alert(1)`,
  ` javascript:alert(1)`,
  `java\tscript:alert(1)`,
  `java&#x09;script:alert(1)`,
  `&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)`,
  `&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)`,
  `&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)`,
  `javascript&colon;alert(1)`,
  `data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==`,
  `DATA:text/html,<script>alert(1)</script>`,
  `vbscript:msgbox(1)`,
  `//evil.example/`,
];

/**
 * Hostile HTML (docs/api.md §6): scripts, event attributes, javascript:, data: and vbscript: URLs
 * in several spellings and encodings, iframes, styles, SVG and friends.
 */
const XSS_CORPUS = [
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=https://evil.example/x.js></SCRIPT>`,
  `<ScRiPt>alert(String.fromCharCode(88,83,83))</sCrIpT>`,
  `<scr<script>ipt>alert(1)</script>`,
  `<img src=x onerror=alert(1)>`,
  `<p onclick="alert(1)" onmouseover='alert(2)'>text</p>`,
  ...HOSTILE_URLS.map((url) => `<a href="${url}">link</a>`),
  `<iframe src="https://evil.example"></iframe>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<style>body{background:url(javascript:alert(1))}</style>`,
  `<p style="background:url(javascript:alert(1))">styled</p>`,
  `<svg onload=alert(1)><script>alert(2)</script></svg>`,
  `<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>`,
  `<math><mtext><img src=x onerror=alert(1)></mtext></math>`,
  `<object data="javascript:alert(1)"></object>`,
  `<embed src="javascript:alert(1)">`,
  `<form action="javascript:alert(1)"><button>go</button></form>`,
  `<input autofocus onfocus=alert(1)>`,
  `<body onload=alert(1)>`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<base href="javascript:alert(1)//">`,
  `<link rel="stylesheet" href="javascript:alert(1)">`,
  `<div><details open ontoggle=alert(1)></details></div>`,
  `<!--<script>alert(1)</script>-->`,
  `<![CDATA[<script>alert(1)</script>]]>`,
  `<a href="https://example.org" onclick="alert(1)" target="_blank" rel="opener">ok</a>`,
  `<template><script>alert(1)</script></template>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
];

/** What must never survive, in any letter case. */
const FORBIDDEN = [
  /<script/i,
  /<iframe/i,
  /<style/i,
  /<svg/i,
  /<img/i,
  /<object/i,
  /<embed/i,
  /<form/i,
  /<input/i,
  /<meta/i,
  /<base/i,
  /<link/i,
  /<math/i,
  /<template/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /style=/i,
  /srcdoc/i,
  /href="\/\//i,
  /target=/i,
];

describe(`FAQ writes on ${engine}`, () => {
  const { admin, coach } = suiteEditors(app);

  async function post(body: Record<string, unknown>) {
    return admin.client.faq.postFaq(body);
  }

  async function created(question = "<p>How do I start?</p>") {
    const response = await post({ question, answer: "<p>Sign up.</p>", tags: "start" });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    return response.body as { id: number; editedAt: string | null };
  }

  test("PostFaq adds an FAQ that the public list and search show at once", async () => {
    const response = await post({
      question: "<p>Can I bring my <strong>dalmatian</strong>?</p>",
      answer: "<p>Only <em>guide</em> dogs, sorry.</p><ul><li>Ask first.</li></ul>",
      tags: " pets ,Dogs, , dogs,  guide   dogs ,PETS",
    });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    assert.equal(response.body.question, "<p>Can I bring my <strong>dalmatian</strong>?</p>");
    assert.equal(
      response.body.answer,
      "<p>Only <em>guide</em> dogs, sorry.</p><ul><li>Ask first.</li></ul>",
    );
    assert.equal(response.body.tags, "pets, Dogs, guide dogs", "trimmed, de-duplicated, joined");
    assert.equal(response.body.ranking, 0);
    assert.equal(response.body.isPhantomDeleted, false);
    assert.equal(response.body.editedAt, null);
    assert.equal(response.body.editedByUserId, null);

    const list = await anonymous.faq.getFaqs("limit=100");
    assert.ok(
      (list.body as { id: number }[]).some((faq) => faq.id === response.body.id),
      "(list.body as { id: number }[]).some((faq) => faq.id === response.body.id)",
    );
    const found = await anonymous.faq.getQueriedFaqs("searchQuery=my%20dalmation%20bring");
    assert.deepEqual(
      (found.body as { id: number }[]).map((faq) => faq.id),
      [response.body.id],
      "a typo of a new word already finds it",
    );
  });

  test("stored HTML keeps the editor's markup and loses everything hostile", async () => {
    for (const html of XSS_CORPUS) {
      const response = await post({
        question: `<p>Safe question?</p>${html}`,
        answer: `<p>Safe answer.</p>${html}`,
        tags: "x",
      });
      assert.equal(response.status, 201, `${html}: ${JSON.stringify(response.body)}`);
      const [row] = await db.select().from(faqs).where(eq(faqs.id, response.body.id));
      assert.ok(row, "row is there");
      for (const stored of [row.question, row.answer]) {
        for (const pattern of FORBIDDEN) {
          assert.doesNotMatch(stored, pattern, `${html} → ${stored}`);
        }
        for (const [, attributes = ""] of stored.matchAll(/<a\b([^>]*)>/g)) {
          assert.match(attributes, /rel="noopener noreferrer nofollow"/, stored);
          const href = /href="([^"]*)"/.exec(attributes)?.[1];
          if (href) assert.match(href, /^(https?:|mailto:)/, stored);
        }
      }
    }
  });

  test("links keep http, https and mailto targets and always get rel", async () => {
    const response = await post({
      question: `<p>Where are the <a href="https://example.org/courses" rel="opener">courses</a>?</p>`,
      answer: `<p><a href="mailto:help@example.org">Mail us</a> or <a href="http://example.org">visit</a>.</p>`,
      tags: "",
    });
    assert.equal(response.status, 201);
    const rel = 'rel="noopener noreferrer nofollow"';
    assert.equal(
      response.body.question,
      `<p>Where are the <a href="https://example.org/courses" ${rel}>courses</a>?</p>`,
    );
    assert.equal(
      response.body.answer,
      `<p><a href="mailto:help@example.org" ${rel}>Mail us</a> or <a href="http://example.org" ${rel}>visit</a>.</p>`,
    );
    assert.equal(response.body.tags, "");
  });

  test("a question or answer with no text left is a 400 on that field; limits count text", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ answer: "<p>A</p>" }, "Question"],
      [{ question: "<p>Q?</p>" }, "Answer"],
      [{ question: "<script>alert(1)</script>", answer: "<p>A</p>" }, "Question"],
      [{ question: "<p> <br> </p>", answer: "<p>A</p>" }, "Question"],
      [{ question: "<p>Q?</p>", answer: "<img src=x onerror=alert(1)>" }, "Answer"],
      [{ question: "<p>Q?</p>", answer: "<p>&nbsp;</p>" }, "Answer"],
      [{ question: 42, answer: "<p>A</p>" }, "Question"],
      [{ question: `<p>${"q".repeat(501)}</p>`, answer: "<p>A</p>" }, "Question"],
      [{ question: "<p>Q?</p>", answer: `<p>${"a".repeat(20_001)}</p>` }, "Answer"],
      [{ question: "<p>Q?</p>", answer: "<p>A</p>", tags: "t".repeat(501) }, "Tags"],
      [{ question: "<p>Q?</p>", answer: "<p>A</p>", tags: ["a", "b"] }, "Tags"],
    ];
    for (const [body, field] of cases) {
      const response = await post(body);
      assert.equal(response.status, 400, JSON.stringify(body).slice(0, 80));
      assert.equal(response.body.title, "One or more validation errors occurred.");
      assert.ok(response.body.errors[field], `${field}: ${JSON.stringify(response.body.errors)}`);
    }
    // The limits are in text characters, not markup.
    const long = await post({
      question: `<p><strong>${"q".repeat(499)}?</strong></p>`,
      answer: `<ul><li>${"a".repeat(20_000)}</li></ul>`,
      tags: `${"t".repeat(250)}, ${"u".repeat(248)}`,
    });
    assert.equal(long.status, 201, JSON.stringify(long.body));
    const unicode = await post({ question: `<p>${"é".repeat(500)}</p>`, answer: "<p>😀</p>" });
    assert.equal(unicode.status, 201, "500 characters, whatever their bytes");
    for (const body of ["not json", "[1,2]", "null"]) {
      const response = await admin.client.faq.postFaq(body);
      assert.equal(response.status, 400, body);
    }
  });

  test("PatchFaq saves, stamps the editor and the time, and shows in GetFaq", async () => {
    const faq = await created("<p>What should I wear?</p>");
    const loaded = await coach.client.faq.getFaq(`id=${String(faq.id)}`);
    assert.equal(loaded.body.editedAt, null);
    const before = Date.now();
    const saved = await coach.client.faq.patchFaq({
      id: faq.id,
      question: "<p>What should I <u>wear</u>?</p><script>x()</script>",
      answer: "<p>Anything comfortable.</p>",
      tags: "clothes, Clothes",
      editedAt: loaded.body.editedAt,
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(saved.body.question, "<p>What should I <u>wear</u>?</p>");
    assert.equal(saved.body.tags, "clothes");
    assert.equal(saved.body.editedByUserId, coach.userId);
    assert.equal(saved.body.editedByUserFirstName, "Cora");
    assert.equal(saved.body.editedByUserLastName, "Coach");
    assert.ok(
      Date.parse(saved.body.editedAt) >= before - 1000,
      "Date.parse(saved.body.editedAt) >= before - 1000",
    );
    const [row] = await db.select().from(faqs).where(eq(faqs.id, faq.id));
    assert.ok(row && row.updatedAt.getTime() >= before - 1000, "updated_at moves on");
    const again = await coach.client.faq.getFaq(`id=${String(faq.id)}`);
    assert.equal(again.body.editedAt, saved.body.editedAt);
    assert.equal(again.body.answer, "<p>Anything comfortable.</p>");

    const emptied = await coach.client.faq.patchFaq({
      id: faq.id,
      question: "<p><img src=x></p>",
      answer: "",
      tags: "",
    });
    assert.equal(emptied.status, 400);
    assert.deepEqual(Object.keys(emptied.body.errors).sort(), ["Answer", "Question"]);
    const [unchanged] = await db.select().from(faqs).where(eq(faqs.id, faq.id));
    assert.equal(unchanged?.answer, "<p>Anything comfortable.</p>", "a refused edit saves nothing");
  });

  test("a stale edit is a 409 and saves nothing; without editedAt the last save wins", async () => {
    const faq = await created("<p>Is there parking?</p>");
    const loaded = (await coach.client.faq.getFaq(`id=${String(faq.id)}`)).body;
    const edit = (answer: string, editedAt: unknown) =>
      coach.client.faq.patchFaq({
        id: faq.id,
        question: loaded.question,
        answer,
        tags: loaded.tags,
        ...(editedAt === undefined ? {} : { editedAt }),
      });

    const first = await edit("<p>First editor.</p>", loaded.editedAt);
    assert.equal(first.status, 200);
    const second = await admin.client.faq.patchFaq({
      id: faq.id,
      question: loaded.question,
      answer: "<p>Second editor, who loaded the same version.</p>",
      tags: loaded.tags,
      editedAt: loaded.editedAt,
    });
    assert.equal(second.status, 409);
    assert.equal(second.body.title, STALE);
    const [row] = await db.select().from(faqs).where(eq(faqs.id, faq.id));
    assert.equal(row?.answer, "<p>First editor.</p>", "nothing saved");

    const fresh = await edit("<p>Reloaded first.</p>", first.body.editedAt);
    assert.equal(fresh.status, 200, "the editedAt just loaded works");
    const older = await edit("<p>With an old stamp.</p>", first.body.editedAt);
    assert.equal(older.status, 409);
    const offset = new Date(fresh.body.editedAt as string);
    const sameMoment = await edit(
      "<p>The same time in another zone.</p>",
      `${new Date(offset.getTime() + 2 * 3600_000).toISOString().slice(0, 23)}+02:00`,
    );
    assert.equal(sameMoment.status, 200, "compared as instants");
    const unchecked = await edit("<p>No stamp sent.</p>", undefined);
    assert.equal(unchecked.status, 200);
    for (const bad of ["yesterday", "0000-01-01T00:00:00Z", "2026-01-01", 12]) {
      const refused = await edit("<p>x</p>", bad);
      assert.equal(refused.status, 400, String(bad));
      assert.ok(refused.body.errors.EditedAt, String(bad));
    }
  });

  test("two editors saving the same version at once: exactly one succeeds", async () => {
    const faq = await created("<p>Who wins?</p>");
    const attempts = await Promise.all(
      [coach.client, admin.client, coach.client].map((client, i) =>
        client.faq.patchFaq({
          id: faq.id,
          question: "<p>Who wins?</p>",
          answer: `<p>Editor ${String(i)}.</p>`,
          tags: "",
          editedAt: null,
        }),
      ),
    );
    assert.deepEqual(attempts.map((attempt) => attempt.status).sort(), [200, 409, 409]);
  });

  test("DeleteFaq archives and RestoreFaq brings back; lists and search follow at once", async () => {
    const faq = await created("<p>Do you sell gingerbread?</p>");
    const visible = async () => {
      const list = (await anonymous.faq.getFaqs("limit=100")).body as { id: number }[];
      const found = (
        await anonymous.get(`/api/Faq/GetQueriedFaqs?${query({ searchQuery: "gingerbread" })}`)
      ).body as { id: number }[];
      return {
        list: list.some((item) => item.id === faq.id),
        search: found.some((item) => item.id === faq.id),
      };
    };
    assert.deepEqual(await visible(), { list: true, search: true });

    const archived = await admin.client.faq.deleteFaq({ id: faq.id });
    assert.equal(archived.status, 200);
    assert.equal(archived.body.isPhantomDeleted, true);
    assert.deepEqual(await visible(), { list: false, search: false });
    const archive = await admin.client.faq.getAdminFaqs("isPhantomDeleted=true");
    assert.ok(
      (archive.body as { id: number }[]).some((item) => item.id === faq.id),
      "(archive.body as { id: number }[]).some((item) => item.id === faq.id)",
    );
    const [row] = await db.select().from(faqs).where(eq(faqs.id, faq.id));
    assert.ok(row, "nothing is removed");

    const twice = await admin.client.faq.deleteFaq({ id: faq.id });
    assert.equal(twice.status, 409);
    assert.equal(twice.body.title, "This FAQ is already archived.");

    const restored = await admin.client.faq.restoreFaq({ id: faq.id });
    assert.equal(restored.status, 200);
    assert.equal(restored.body.isPhantomDeleted, false);
    assert.deepEqual(await visible(), { list: true, search: true });
    const again = await admin.client.faq.restoreFaq({ id: faq.id });
    assert.equal(again.status, 409);
    assert.equal(again.body.title, "This FAQ is not archived.");
    const [after] = await db.select().from(faqs).where(eq(faqs.id, faq.id));
    assert.ok(
      after && after.updatedAt.getTime() >= row.updatedAt.getTime(),
      "after && after.updatedAt.getTime() >= row.updatedAt.getTime()",
    );
  });

  test("unknown ids are 404 and malformed ids 400 on every write", async () => {
    const content = { question: "<p>Q?</p>", answer: "<p>A</p>", tags: "" };
    const missing = [
      await coach.client.faq.patchFaq({ id: 999_999, ...content }),
      await admin.client.faq.deleteFaq({ id: 999_999 }),
      await admin.client.faq.restoreFaq({ id: 999_999 }),
    ];
    for (const response of missing) {
      assert.equal(response.status, 404);
      assert.equal(response.body.title, "Not Found");
    }
    for (const id of [undefined, null, 0, -1, 1.5, "7", 2 ** 40]) {
      for (const [client, path] of [
        [admin.client, "/api/Faq/DeleteFaq"],
        [admin.client, "/api/Faq/RestoreFaq"],
      ] as const) {
        const response = await client.post(path, id === undefined ? {} : { id });
        assert.equal(response.status, 400, `${path} ${String(id)}`);
        assert.ok(response.body.errors.Id, `${path} ${String(id)}`);
      }
      const patch = await coach.client.faq.patchFaq({ ...content, id });
      assert.equal(patch.status, 400, `PatchFaq ${String(id)}`);
    }
  });

  test("writes need the anti-forgery token", async () => {
    const client = new ApiClient(app.url);
    for (const [name, value] of admin.client.cookies) client.cookies.set(name, value);
    const response = await client.faq.postFaq({
      question: "<p>Q?</p>",
      answer: "<p>A</p>",
    });
    assert.equal(response.status, 400);
    assert.equal(response.body.title, "Invalid anti-forgery token.");
  });
});
