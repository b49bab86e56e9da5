import assert from "node:assert/strict";
import { test } from "node:test";

import { seedFaqs } from "@/db/seed-data";
import { seedReadingGrades } from "@/db/seed-data-grades";
import { readingGradeOfHtml } from "@/lib/reading/analysis";

test("each demo FAQ is seeded with the grade the reading coach gives its answer", () => {
  assert.equal(seedReadingGrades.length, seedFaqs.length, "one grade per demo FAQ");
  seedFaqs.forEach((faq, index) => {
    assert.equal(seedReadingGrades[index], readingGradeOfHtml(faq.answer), faq.question);
  });
});
