ALTER TABLE "faqs" ADD COLUMN "reading_grade" smallint;--> statement-breakpoint
CREATE INDEX "faqs_reading_grade_idx" ON "faqs" USING btree ("is_phantom_deleted","reading_grade" DESC NULLS LAST,"id");