import { asc } from "drizzle-orm";

import type { Database } from "./client";
import { faqRevisions, faqs } from "./schema";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Earlier wordings of a few demo FAQs (issue 17), oldest first, so that History has something to
 * show on the first run: each was rewritten in plainer words, as the reading coach suggests. The
 * FAQ's text in db/seed-data.ts is its newest version.
 */
const EARLIER_VERSIONS: { question: string; versions: { answer: string; tags: string }[] }[] = [
  {
    question: "<p>How long does a course last?</p>",
    versions: [
      {
        answer:
          "<p>The duration of the majority of our courses is <strong>10 weeks</strong>, comprising a weekly session of 60 minutes, although sessions designed for younger children are abbreviated to approximately 45 minutes in consideration of their attention span.</p>",
        tags: "length, duration",
      },
      {
        answer:
          "<p>Most courses last <strong>10 weeks</strong>. There is one class each week, and each class is 1 hour long. Classes for young children are shorter, about 45 minutes.</p>",
        tags: "length, duration, weeks",
      },
    ],
  },
  {
    question: "<p>How much does a course cost?</p>",
    versions: [
      {
        answer:
          "<p>A 10-week group course costs <strong>£120</strong>, payable in full or in three instalments. Learners experiencing financial hardship may be eligible for a concession.</p>",
        tags: "cost, price, fees",
      },
    ],
  },
  {
    question: "<p>What happens if I miss a class?</p>",
    versions: [
      {
        answer:
          "<p>If you miss a class, your coach will send you a summary and a practice sheet.</p>",
        tags: "missed class, absence",
      },
    ],
  },
];

/**
 * The demo FAQs' history: each FAQ's first revision as the seed added it, with no author, and
 * for a few of them the earlier wordings above, spread over the days before it was added last.
 */
export async function insertDemoRevisions(
  executor: Pick<Database, "insert" | "select">,
  now: Date,
): Promise<void> {
  const rows = await executor
    .select({ id: faqs.id, question: faqs.question, answer: faqs.answer, tags: faqs.tags })
    .from(faqs)
    .orderBy(asc(faqs.id));
  const values: (typeof faqRevisions.$inferInsert)[] = [];
  for (const faq of rows) {
    const earlier = EARLIER_VERSIONS.find((item) => item.question === faq.question)?.versions ?? [];
    const history = [...earlier, { answer: faq.answer, tags: faq.tags }];
    history.forEach((version, index) => {
      values.push({
        faqId: faq.id,
        kind: index === 0 ? "added" : "edited",
        question: faq.question,
        ...version,
        createdAt: new Date(now.getTime() - (history.length - index) * 7 * DAY_MS),
      });
    });
  }
  if (values.length > 0) await executor.insert(faqRevisions).values(values);
}
