/**
 * The FAQ that the several-server tests (tests/multi-server.test.ts, tests/nginx-front.test.ts)
 * add and edit through one server, then watch for on the others: its question and its two
 * answers.
 */
import assert from "node:assert/strict";

import type { ApiClient } from "../../harness/api-client";

export const TRAVELLING_FAQ = {
  question: "Aardvarks and alphabets: how long is one coaching session?",
  first: "Forty minutes, first version.",
  second: "Forty-five minutes, second version.",
};

/** Adds the FAQ with its first answer; resolves with its id and edit stamp. */
export async function addTravellingFaq(
  admin: ApiClient,
): Promise<{ id: number; editedAt: string | null }> {
  const created = await admin.faq.postFaq({
    question: `<p>${TRAVELLING_FAQ.question}</p>`,
    answer: `<p>${TRAVELLING_FAQ.first}</p>`,
    tags: "coaching",
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return { id: created.body.id, editedAt: created.body.editedAt ?? null };
}

/** Gives the FAQ its second answer. */
export async function editTravellingFaq(
  admin: ApiClient,
  added: { id: number; editedAt: string | null },
): Promise<void> {
  const edited = await admin.faq.patchFaq({
    id: added.id,
    question: `<p>${TRAVELLING_FAQ.question}</p>`,
    answer: `<p>${TRAVELLING_FAQ.second}</p>`,
    tags: "coaching",
    editedAt: added.editedAt,
  });
  assert.equal(edited.status, 200, JSON.stringify(edited.body));
}
