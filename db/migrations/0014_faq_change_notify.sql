-- Every committed change to what the public FAQ pages show (/faq, each FAQ's own page, the
-- sitemap) is announced on the channel faq_pages_changed, whatever made it: the app, `npm run
-- db:seed`, a migration or SQL typed by hand (docs/decisions/0030-cache-follows-every-write.md).
-- Every app server LISTENs there and clears its cached pages (lib/server/faq-cache-sync.ts).
-- One notification per statement, not per row; PostgreSQL folds the identical ones of a
-- transaction into one, sent when it commits (nothing is sent for a rolled-back write).
CREATE OR REPLACE FUNCTION faq_pages_changed() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_notify('faq_pages_changed', 'faqs');
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Updates of the columns the public pages show only: ranking changes with every search counted
-- and reading_grade is for staff, and neither is on a public page.
CREATE TRIGGER faq_pages_changed
AFTER INSERT
  OR UPDATE OF question, answer, tags, is_phantom_deleted, edited_by_user_id, edited_at,
    created_at, updated_at
  OR DELETE OR TRUNCATE ON faqs
FOR EACH STATEMENT EXECUTE FUNCTION faq_pages_changed();
