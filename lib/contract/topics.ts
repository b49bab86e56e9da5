import { z } from "zod";

import { TOPIC_NAME_MAX } from "@/db/schema/topics";
import type { EndpointSpec } from "@/lib/contract/endpoint";
import { cleanText, languageQuery, topicIdField } from "@/lib/contract/fields";
import { conflict, invalid, notFound, type Refusals } from "@/lib/contract/refusals";

/**
 * Issue 40 "Topics with pictures": the subjects visitors browse the FAQs by, kept by Admins on
 * the portal's Topics screen (docs/decisions/0052-topic-writes.md). Joined to the FAQ group in
 * lib/contract/faq.ts.
 */

const faqCount = z.number().int().meta({ description: "How many active FAQs are in it." });
const picture = z
  .string()
  .meta({ description: "The name of its picture in the built-in set (lib/topics/pictures.ts)." });
const position = z
  .number()
  .int()
  .meta({ description: "Its place in the order, from 1 (the first tile)." });

/** A topic as visitors see it, in the language asked (GetTopics). */
export const publicTopicSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string().meta({ description: "Its page: /faq/topics/{slug} (/es/faq/topics/{slug})." }),
    picture,
    position,
    faqCount,
  })
  .meta({ id: "Topic" });
export type PublicTopic = z.infer<typeof publicTopicSchema>;

/** A topic as staff keep it: both languages' names and slugs. */
export const adminTopicSchema = z
  .object({
    id: z.number().int(),
    nameEn: z.string(),
    nameEs: z.string(),
    slugEn: z.string(),
    slugEs: z.string(),
    picture,
    position,
    faqCount,
  })
  .meta({ id: "AdminTopic" });
export type AdminTopic = z.infer<typeof adminTopicSchema>;

/** Which name a message is about, as the screen labels the field. */
const LANGUAGE_NAMES = { En: "English", Es: "Spanish" } as const;

/** A topic's name in one language: plain text, trimmed, 1 to 60 characters (docs/api.md §6). */
function topicNameField(language: keyof typeof LANGUAGE_NAMES) {
  const empty = `Enter the ${LANGUAGE_NAMES[language]} name.`;
  return z
    .string({ error: empty })
    .transform((value) => cleanText(value).replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .min(1, { error: empty })
        .max(TOPIC_NAME_MAX, {
          error: `Keep the name to ${String(TOPIC_NAME_MAX)} characters or fewer.`,
        }),
    )
    .meta({ description: `1 to ${String(TOPIC_NAME_MAX)} characters, spaces trimmed.` });
}

const pictureField = z
  .string({ error: "Choose a picture." })
  .trim()
  .max(60, { error: "Choose one of the pictures." })
  .meta({ description: "A picture's name from the built-in set (lib/topics/pictures.ts)." });

const topicNotFound = notFound("The topic");

/** Which field of a topic a refusal names: its English or its Spanish name. */
type TopicField = "NameEn" | "NameEs";

/** A change of a topic refused; `taken` and `in-use` say more in their details. */
const topicRefusals = {
  "not-found": topicNotFound,
  "no-slug": (refused: { reason: string; field?: TopicField }) =>
    invalid(refused.field ?? "NameEn", "Use at least one letter from A to Z or a number."),
  "unknown-picture": invalid("Picture", "Choose one of the pictures."),
  "name-taken": (refused: { reason: string; field?: TopicField }) =>
    conflict(
      `Another topic already has this ${LANGUAGE_NAMES[refused.field === "NameEs" ? "Es" : "En"]} name.`,
    ),
  "slug-taken": (refused: { reason: string; field?: TopicField; slug?: string }) =>
    conflict(
      `Another topic already has the web address “${refused.slug ?? ""}”. Change the ${LANGUAGE_NAMES[refused.field === "NameEs" ? "Es" : "En"]} name.`,
    ),
} satisfies Refusals;

const taken409 =
  "Another topic already has this name, or a name that makes the same web address (slug), in that language; nothing was saved.";

export const topicEndpoints = {
  getTopics: {
    summary:
      "Issue 40: the topics visitors browse by, in order: those with at least one active FAQ, each with its name and slug in the language asked (English unless language=es), its picture and its number of active FAQs.",
    access: "public",
    query: z.object({ language: languageQuery }),
    response: z.array(publicTopicSchema),
  },
  getAdminTopics: {
    summary:
      "Issue 40: every topic in order, with its names and slugs in both languages, its picture and its number of active FAQs (none included).",
    access: "staff",
    response: z.array(adminTopicSchema),
  },
  postTopic: {
    summary:
      "Issue 40: adds a topic at the end of the order; its slugs come from its names. Audited; the public pages are refreshed on every server.",
    access: "admin",
    body: z.object({
      nameEn: topicNameField("En"),
      nameEs: topicNameField("Es"),
      picture: pictureField,
    }),
    response: adminTopicSchema,
    status: 201,
    problems: { 409: taken409 },
    refusals: topicRefusals,
  },
  patchTopic: {
    summary:
      "Issue 40: renames a topic (either name or both; its slug follows its name) or changes its picture; fields left out stay as they are. Audited; the public pages are refreshed on every server.",
    access: "admin",
    body: z.object({
      id: topicIdField,
      nameEn: topicNameField("En").optional(),
      nameEs: topicNameField("Es").optional(),
      picture: pictureField.optional(),
    }),
    response: adminTopicSchema,
    problems: { 404: "There is no topic with this id.", 409: taken409 },
    refusals: topicRefusals,
  },
  moveTopic: {
    summary:
      "Issue 40: puts a topic at a place in the order (1 is the first; past the end is the last), the others closing up behind it. Move up and Move down send its place minus or plus one. Answers every topic in the new order. Audited.",
    access: "admin",
    body: z.object({
      id: topicIdField,
      position: z
        .number({ error: "Give the place as a whole number from 1." })
        .int({ error: "Give the place as a whole number from 1." })
        .min(1, { error: "Give the place as a whole number from 1." })
        .max(10_000, { error: "Give the place as a whole number from 1 to 10000." })
        .meta({ description: "The topic's new place, from 1." }),
    }),
    response: z.array(adminTopicSchema),
    problems: { 404: "There is no topic with this id." },
    refusals: { "not-found": topicNotFound },
  },
  deleteTopic: {
    summary:
      "Issue 40: deletes a topic that no active FAQ is in (archived FAQs lose it); one that has active FAQs is refused with their number. Audited.",
    access: "admin",
    body: z.object({ id: topicIdField }),
    response: adminTopicSchema,
    problems: {
      404: "There is no topic with this id.",
      409: "Active FAQs are in the topic (the title says how many); nothing was deleted.",
    },
    refusals: {
      "not-found": topicNotFound,
      "in-use": (refused: { reason: string; faqCount?: number }) => {
        const count = refused.faqCount ?? 0;
        return conflict(
          `This topic has ${String(count)} ${count === 1 ? "FAQ" : "FAQs"}. Move ${count === 1 ? "it" : "them"} to another topic first.`,
        );
      },
    },
  },
} satisfies Record<string, EndpointSpec>;

/** PostFaq and PatchFaq with a topic id that names no topic. */
export const NO_TOPIC = { "no-topic": topicNotFound } satisfies Refusals;
