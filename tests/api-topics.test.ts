import { db, engine, rows } from "./helpers/database";

import assert from "node:assert/strict";
import { beforeEach, describe, test } from "node:test";

import { sql } from "drizzle-orm";

import { startAppAndClients } from "./helpers/app-clients";
import { editFaq, suiteEditors } from "./helpers/faq";

const { app, anonymous } = await startAppAndClients();

interface AdminTopic {
  id: number;
  nameEn: string;
  nameEs: string;
  slugEn: string;
  slugEs: string;
  picture: string;
  position: number;
  faqCount: number;
}

interface Audit {
  action: string;
  target_type: string;
  target_id: string;
  outcome: string;
  details: Record<string, unknown>;
}

/** Issue 40: the staff's side of topics — their endpoints, refusals, audit, and FAQs in them. */
describe(`topics (issue 40) on ${engine}`, () => {
  const { admin, coach } = suiteEditors(app);

  beforeEach(async () => {
    await db.execute(sql`TRUNCATE topics, faqs, audit_events RESTART IDENTITY CASCADE`);
  });

  async function addTopic(nameEn: string, nameEs: string, picture = "book"): Promise<AdminTopic> {
    const added = await admin.client.faq.postTopic({ nameEn, nameEs, picture });
    assert.equal(added.status, 201, JSON.stringify(added.body));
    return added.body as AdminTopic;
  }

  async function addFaq(question: string, topicId?: number | null) {
    const added = await admin.client.faq.postFaq({
      question: `<p>${question}</p>`,
      answer: "<p>Ask at the front desk.</p>",
      tags: "desk",
      ...(topicId === undefined ? {} : { topicId }),
    });
    assert.equal(added.status, 201, JSON.stringify(added.body));
    return added.body as { id: number; editedAt: string | null; topicId: number | null };
  }

  async function adminTopics(): Promise<AdminTopic[]> {
    const listed = await coach.client.faq.getAdminTopics();
    assert.equal(listed.status, 200, JSON.stringify(listed.body));
    return listed.body as AdminTopic[];
  }

  const audits = () =>
    rows<Audit>(
      sql`SELECT action, target_type, target_id, outcome, details FROM audit_events
        WHERE action LIKE 'topic.%' ORDER BY id`,
    );

  test("an Admin adds a topic: slugs from its names, last in the order, audited", async () => {
    const courses = await addTopic("Courses", "Cursos", "school");
    const home = await addTopic("  Reading  at home ", "Leer en casa", "home");
    assert.deepEqual(
      { ...home, id: undefined },
      {
        id: undefined,
        nameEn: "Reading at home",
        nameEs: "Leer en casa",
        slugEn: "reading-at-home",
        slugEs: "leer-en-casa",
        picture: "home",
        position: 2,
        faqCount: 0,
      },
    );
    assert.equal(courses.position, 1);
    assert.deepEqual(
      (await adminTopics()).map((topic) => topic.nameEn),
      ["Courses", "Reading at home"],
    );
    assert.deepEqual(
      (await audits()).map(({ action, target_type, outcome, details }) => ({
        ...{ action, target_type, outcome, details },
      })),
      [
        {
          action: "topic.created",
          target_type: "topic",
          outcome: "success",
          details: { name: "Courses / Cursos", picture: "school" },
        },
        {
          action: "topic.created",
          target_type: "topic",
          outcome: "success",
          details: { name: "Reading at home / Leer en casa", picture: "home" },
        },
      ],
    );
  });

  test("GetTopics: only topics with active FAQs, in order, in the language asked, with counts", async () => {
    const courses = await addTopic("Courses", "Cursos", "school");
    const empty = await addTopic("Empty", "Vacío", "star");
    const dyslexia = await addTopic("Dyslexia", "Dislexia", "brain");
    await addFaq("How long is a course?", courses.id);
    await addFaq("Is dyslexia common?", dyslexia.id);
    const archived = await addFaq("An old question?", dyslexia.id);
    assert.equal((await admin.client.faq.deleteFaq({ id: archived.id })).status, 200);
    await addFaq("Where is the desk?");
    assert.equal((await admin.client.faq.moveTopic({ id: dyslexia.id, position: 1 })).status, 200);

    const spanish = await anonymous.faq.getTopics({ language: "es" });
    assert.equal(spanish.status, 200, JSON.stringify(spanish.body));
    assert.deepEqual(spanish.body, [
      {
        id: dyslexia.id,
        name: "Dislexia",
        slug: "dislexia",
        picture: "brain",
        position: 1,
        faqCount: 1,
      },
      {
        id: courses.id,
        name: "Cursos",
        slug: "cursos",
        picture: "school",
        position: 2,
        faqCount: 1,
      },
    ]);
    const english = await anonymous.faq.getTopics();
    assert.deepEqual(
      (english.body as { name: string }[]).map((topic) => topic.name),
      ["Dyslexia", "Courses"],
    );
    // Staff see every topic, the empty one and the archived FAQ's left uncounted.
    assert.deepEqual(
      (await adminTopics()).map((topic) => [topic.id, topic.faqCount]),
      [
        [dyslexia.id, 1],
        [courses.id, 1],
        [empty.id, 0],
      ],
    );
  });

  test("refusals: a taken name or slug is a 409, a long name or unknown picture a field error", async () => {
    const courses = await addTopic("Courses", "Cursos");
    // Each refused topic, its status, and what the answer says of it.
    const refusals: [body: Record<string, string>, status: number, says: object][] = [
      [
        { nameEn: "COURSES", nameEs: "Otros", picture: "book" },
        409,
        { title: "Another topic already has this English name." },
      ],
      [
        { nameEn: "Other", nameEs: "Cursós!", picture: "book" },
        409,
        { title: "Another topic already has the web address “cursos”. Change the Spanish name." },
      ],
      [
        { nameEn: "x".repeat(61), nameEs: "", picture: "unicorn" },
        400,
        {
          errors: {
            NameEn: ["Keep the name to 60 characters or fewer."],
            NameEs: ["Enter the Spanish name."],
          },
        },
      ],
      [
        { nameEn: "Pets", nameEs: "Mascotas", picture: "unicorn" },
        400,
        { errors: { Picture: ["Choose one of the pictures."] } },
      ],
      [
        { nameEn: "???", nameEs: "Mascotas", picture: "book" },
        400,
        { errors: { NameEn: ["Use at least one letter from A to Z or a number."] } },
      ],
    ];
    for (const [body, status, says] of refusals) {
      const refused = await admin.client.faq.postTopic(body);
      assert.equal(refused.status, status, JSON.stringify(body));
      for (const [key, value] of Object.entries(says)) {
        assert.deepEqual(refused.body[key], value, JSON.stringify(body));
      }
    }

    for (const refused of [
      await admin.client.faq.patchTopic({ id: 9999, nameEn: "Gone" }),
      await admin.client.faq.moveTopic({ id: 9999, position: 1 }),
      await admin.client.faq.deleteTopic({ id: 9999 }),
    ]) {
      assert.equal(refused.status, 404, JSON.stringify(refused.body));
      assert.equal(refused.body.detail, "The topic was not found.");
    }
    // A Coach may read the topics, not change them; nothing was added by any of the above.
    const byCoach = await coach.client.faq.postTopic({
      nameEn: "Pets",
      nameEs: "Mascotas",
      picture: "book",
    });
    assert.equal(byCoach.status, 403);
    assert.deepEqual(
      (await adminTopics()).map((topic) => topic.id),
      [courses.id],
    );
  });

  test("rename (the slug follows) and a new picture; the rest stays; audited with the names before", async () => {
    const topic = await addTopic("Courses", "Cursos", "school");
    const renamed = await admin.client.faq.patchTopic({ id: topic.id, nameEs: "Los cursos" });
    assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
    assert.deepEqual(
      { ...(renamed.body as AdminTopic) },
      { ...topic, nameEs: "Los cursos", slugEs: "los-cursos" },
    );
    const pictured = await admin.client.faq.patchTopic({ id: topic.id, picture: "award" });
    assert.equal((pictured.body as AdminTopic).picture, "award");
    // Its own name again, in other letter case, is no clash with itself.
    const recased = await admin.client.faq.patchTopic({ id: topic.id, nameEn: "COURSES" });
    assert.equal(recased.status, 200, JSON.stringify(recased.body));
    const edits = (await audits()).filter((event) => event.action === "topic.edited");
    assert.deepEqual(
      edits.map((event) => event.details),
      [
        { name: "Courses / Los cursos", before: "Courses / Cursos" },
        { name: "Courses / Los cursos", picture: "award" },
        { name: "COURSES / Los cursos", before: "Courses / Los cursos" },
      ],
    );
  });

  test("move up and down: places stay 1, 2, 3…; past the end is last; audited from and to", async () => {
    const a = await addTopic("Alpha", "Alfa");
    const b = await addTopic("Bravo", "Bravo");
    const c = await addTopic("Charlie", "Carlos");
    const moved = await admin.client.faq.moveTopic({ id: c.id, position: 2 });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    const order = (topics: AdminTopic[]) => topics.map((topic) => [topic.nameEn, topic.position]);
    assert.deepEqual(order(moved.body as AdminTopic[]), [
      ["Alpha", 1],
      ["Charlie", 2],
      ["Bravo", 3],
    ]);
    await admin.client.faq.moveTopic({ id: a.id, position: 99 });
    assert.deepEqual(order(await adminTopics()), [
      ["Charlie", 1],
      ["Bravo", 2],
      ["Alpha", 3],
    ]);
    // Deleting one closes the gap.
    assert.equal((await admin.client.faq.deleteTopic({ id: b.id })).status, 200);
    assert.deepEqual(order(await adminTopics()), [
      ["Charlie", 1],
      ["Alpha", 2],
    ]);
    const moves = (await audits()).filter((event) => event.action === "topic.moved");
    assert.deepEqual(
      moves.map((event) => event.details),
      [
        { from: 3, to: 2 },
        { from: 1, to: 3 },
      ],
    );
    const tooFar = await admin.client.faq.moveTopic({ id: a.id, position: 0 });
    assert.equal(tooFar.status, 400);
    assert.deepEqual(tooFar.body.errors, {
      Position: ["Give the place as a whole number from 1."],
    });
  });

  test("a topic with active FAQs is not deleted: the 409 says how many; an archived FAQ loses it", async () => {
    const topic = await addTopic("Courses", "Cursos");
    const first = await addFaq("How long is a course?", topic.id);
    await addFaq("Where is my course?", topic.id);
    const archived = await addFaq("An old course?", topic.id);
    assert.equal((await admin.client.faq.deleteFaq({ id: archived.id })).status, 200);

    const refused = await admin.client.faq.deleteTopic({ id: topic.id });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.title, "This topic has 2 FAQs. Move them to another topic first.");
    const [audit] = (await audits()).filter((event) => event.action === "topic.deleted");
    assert.deepEqual(
      { outcome: audit?.outcome, details: audit?.details },
      {
        outcome: "refused",
        details: { reason: "in-use", name: "Courses / Cursos", faqCount: 2 },
      },
    );

    await editFaq(admin.client, {
      id: first.id,
      question: "<p>How long is a course?</p>",
      answer: "<p>Ask at the front desk.</p>",
      topicId: null,
    });
    const one = await admin.client.faq.deleteTopic({ id: topic.id });
    assert.equal(one.body.title, "This topic has 1 FAQ. Move it to another topic first.");
    await db.execute(sql`UPDATE faqs SET topic_id = NULL WHERE NOT is_phantom_deleted`);
    const deleted = await admin.client.faq.deleteTopic({ id: topic.id });
    assert.equal(deleted.status, 200, JSON.stringify(deleted.body));
    assert.deepEqual(await adminTopics(), []);
    const [left] = await rows<{ topic_id: number | null }>(
      sql`SELECT topic_id FROM faqs WHERE id = ${archived.id}`,
    );
    assert.equal(left?.topic_id, null, "the archived FAQ has no topic now");
  });

  test("PostFaq and PatchFaq: a topic, none (null), left out unchanged; an unknown one is a 404", async () => {
    const courses = await addTopic("Courses", "Cursos");
    const home = await addTopic("Home", "Casa");
    const faq = await addFaq("How long is a course?", courses.id);
    assert.equal(faq.topicId, courses.id);
    assert.equal((await addFaq("Where is the desk?")).topicId, null, "left out: none");

    const content = {
      id: faq.id,
      question: "<p>How long is a course?</p>",
      answer: "<p>Ten weeks.</p>",
    };
    const kept = await editFaq(coach.client, content);
    assert.equal(kept.body.topicId, courses.id, "left out: unchanged");
    const moved = await editFaq(coach.client, { ...content, topicId: home.id });
    assert.equal(moved.body.topicId, home.id);

    const unknownPatch = await coach.client.faq.patchFaq({ ...content, topicId: 9999 });
    assert.equal(unknownPatch.status, 404);
    assert.equal(unknownPatch.body.detail, "The topic was not found.");
    const unknownPost = await admin.client.faq.postFaq({
      question: "<p>Never saved?</p>",
      answer: "<p>No.</p>",
      topicId: 9999,
    });
    assert.equal(unknownPost.status, 404);
    const wrong = await admin.client.faq.postFaq({
      question: "<p>Never saved?</p>",
      answer: "<p>No.</p>",
      topicId: "home",
    });
    assert.equal(wrong.status, 400);
    assert.ok(wrong.body.errors.TopicId, JSON.stringify(wrong.body));
    const [count] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM faqs`);
    assert.equal(count?.n, 2, "neither refused FAQ was saved");
    const got = await coach.client.faq.getFaq({ id: faq.id });
    assert.equal(got.body.topicId, home.id);
    const cleared = await editFaq(coach.client, { ...content, topicId: null });
    assert.equal(cleared.body.topicId, null);

    // The topic goes with the English text: with a translation alone it is refused, not dropped.
    const withTranslation = await coach.client.faq.patchFaq({
      id: faq.id,
      topicId: home.id,
      translations: {
        es: { question: "<p>¿Cuánto dura?</p>", answer: "<p>Diez semanas.</p>", status: "draft" },
      },
    });
    assert.equal(withTranslation.status, 400, JSON.stringify(withTranslation.body));
    assert.deepEqual(withTranslation.body.errors, {
      TopicId: ["Save the topic with the English question and answer."],
    });
    const after = await coach.client.faq.getFaq({ id: faq.id });
    assert.equal(after.body.topicId, null, "nothing saved");
  });

  test("the TopicId filter of GetFaqs, GetAdminFaqs, GetQueriedFaqs and GetAdminQueriedFaqs", async () => {
    const courses = await addTopic("Courses", "Cursos");
    const home = await addTopic("Home", "Casa");
    const inCourses = await addFaq("How do I book a course?", courses.id);
    const atHome = await addFaq("How do I book reading at home?", home.id);
    await addFaq("How do I book a room?");
    const ids = (answer: { body: unknown }) =>
      (answer.body as { id: number }[]).map((faq) => faq.id);

    assert.deepEqual(ids(await anonymous.faq.getFaqs({ topicId: courses.id })), [inCourses.id]);
    assert.deepEqual(ids(await anonymous.faq.getFaqs({ topicId: home.id, language: "es" })), [
      atHome.id,
    ]);
    assert.deepEqual(ids(await coach.client.faq.getAdminFaqs({ topicId: home.id })), [atHome.id]);
    assert.equal(ids(await anonymous.faq.getFaqs()).length, 3, "no filter: every FAQ");

    const searched = await anonymous.faq.getQueriedFaqs({ searchQuery: "book", topicId: home.id });
    assert.equal(searched.status, 200, JSON.stringify(searched.body));
    assert.deepEqual(ids(searched), [atHome.id]);
    assert.equal(ids(await anonymous.faq.getQueriedFaqs({ searchQuery: "book" })).length, 3);
    assert.deepEqual(
      ids(await coach.client.faq.getAdminQueriedFaqs({ searchQuery: "book", topicId: courses.id })),
      [inCourses.id],
    );
    const faqs = await anonymous.faq.getFaqs({ topicId: courses.id });
    assert.equal(
      (faqs.body as { topicId: number }[])[0]?.topicId,
      courses.id,
      "each says its topic",
    );
    const bad = await anonymous.faq.getFaqs("topicId=two");
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.errors, {
      TopicId: ["Give the id of a topic: a whole number from 1."],
    });
  });

  test("History keeps the topic of each version, and restoring a version brings it back", async () => {
    const courses = await addTopic("Courses", "Cursos");
    const home = await addTopic("Home", "Casa");
    const faq = await addFaq("How long is a course?", courses.id);
    const content = {
      id: faq.id,
      question: "<p>How long is a course?</p>",
      answer: "<p>Ask at the front desk.</p>",
    };
    const edited = await editFaq(coach.client, { ...content, topicId: home.id });

    const history = await coach.client.faq.getFaqRevisions({ id: faq.id });
    const [latest, first] = history.body as { id: number }[];
    assert.ok(latest && first, "two versions in the history");
    const revision = async (id: number) =>
      (await coach.client.faq.getFaqRevision({ id })).body as { topicId: number | null };
    assert.equal((await revision(first.id)).topicId, courses.id);
    assert.equal((await revision(latest.id)).topicId, home.id);

    const restored = await admin.client.faq.restoreFaqRevision({
      id: first.id,
      editedAt: edited.body.editedAt,
    });
    assert.equal(restored.status, 200, JSON.stringify(restored.body));
    assert.equal(restored.body.topicId, courses.id, "the topic came back with the version");

    // A version whose topic was deleted since comes back with none.
    await editFaq(coach.client, { ...content, topicId: null, editedAt: restored.body.editedAt });
    assert.equal((await admin.client.faq.deleteTopic({ id: courses.id })).status, 200);
    const now = await coach.client.faq.getFaq({ id: faq.id });
    const again = await admin.client.faq.restoreFaqRevision({
      id: first.id,
      editedAt: now.body.editedAt,
    });
    assert.equal(again.status, 200, JSON.stringify(again.body));
    assert.equal(again.body.topicId, null);
  });
});
