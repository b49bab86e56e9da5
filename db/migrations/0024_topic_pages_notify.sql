-- Issue 40: the public pages show topics (the tiles of /faq, each topic's page, the sitemap), so a
-- committed change to a topic is announced on faq_pages_changed as an FAQ's is
-- (db/migrations/0014, lib/server/faq-cache-sync.ts): every app server clears its cached pages.
CREATE TRIGGER topic_pages_changed
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON topics
FOR EACH STATEMENT EXECUTE FUNCTION faq_pages_changed();
--> statement-breakpoint
-- An FAQ moved to another topic changes both topics' pages: topic_id joins the columns whose
-- update is announced (an edit through the app moves updated_at too; SQL typed by hand may not).
DROP TRIGGER faq_pages_changed ON faqs;
--> statement-breakpoint
CREATE TRIGGER faq_pages_changed
AFTER INSERT
  OR UPDATE OF question, answer, tags, is_phantom_deleted, edited_by_user_id, edited_at,
    created_at, updated_at, topic_id
  OR DELETE OR TRUNCATE ON faqs
FOR EACH STATEMENT EXECUTE FUNCTION faq_pages_changed();
