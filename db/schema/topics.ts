import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";

import { createdAt, identity } from "./columns";

/** docs/api.md §6: a topic's name, in either language. */
export const TOPIC_NAME_MAX = 60;

/**
 * Issue 40: the subjects a visitor browses by (Zendesk Guide's sections, Kitsune's topics). Each
 * has an English and a Spanish name, a slug in each language for its public page
 * (/faq/topics/{slug}, /es/faq/topics/{slug}), a picture from the built-in set (its name; the app
 * checks it against the set, so the set can grow without a migration) and a place in the order.
 * An FAQ belongs to one topic or none (faqs.topic_id).
 */
export const topics = pgTable(
  "topics",
  {
    id: identity(),
    nameEn: varchar("name_en", { length: TOPIC_NAME_MAX }).notNull(),
    nameEs: varchar("name_es", { length: TOPIC_NAME_MAX }).notNull(),
    slugEn: varchar("slug_en", { length: 80 }).notNull(),
    slugEs: varchar("slug_es", { length: 80 }).notNull(),
    picture: text("picture").notNull(),
    /** Lower comes first; ties (never left by the app) fall back to the id. */
    position: integer("position").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // A name or slug may not repeat in its language, whatever its letter case.
    uniqueIndex("topics_name_en_key").on(sql`lower(${t.nameEn})`),
    uniqueIndex("topics_name_es_key").on(sql`lower(${t.nameEs})`),
    uniqueIndex("topics_slug_en_key").on(t.slugEn),
    uniqueIndex("topics_slug_es_key").on(t.slugEs),
    index("topics_position_idx").on(t.position, t.id),
    check("topics_names_given", sql`btrim(${t.nameEn}) <> '' AND btrim(${t.nameEs}) <> ''`),
    check("topics_slugs_given", sql`${t.slugEn} <> '' AND ${t.slugEs} <> ''`),
    check("topics_picture_given", sql`${t.picture} <> ''`),
  ],
);

export type Topic = typeof topics.$inferSelect;
export type NewTopic = typeof topics.$inferInsert;

/**
 * faqs.topic_id and faq_revisions.topic_id refer here. The FAQ's reference is a foreign key
 * (ON DELETE SET NULL: the app refuses to delete a topic that active FAQs are in, and archived
 * FAQs lose theirs); a revision keeps the id it had, with no key, as history may outlive a topic.
 */
export const topicReference = () => integer("topic_id");
