CREATE TYPE "public"."content_owner" AS ENUM('course', 'batch', 'group');--> statement-breakpoint
-- The migrator runs every pending migration in one transaction, where a value added to an existing enum cannot be
-- used yet (the partial indexes below need it): the enum is made anew instead, and what referred to it with it.
DROP INDEX "assessments_quiz_module_key";--> statement-breakpoint
DROP INDEX "assessments_exam_course_key";--> statement-breakpoint
ALTER TABLE "assessments" DROP CONSTRAINT "assessments_module_check";--> statement-breakpoint
ALTER TYPE "public"."assessment_kind" RENAME TO "assessment_kind_0021";--> statement-breakpoint
CREATE TYPE "public"."assessment_kind" AS ENUM('quiz', 'exam', 'pre_test', 'post_test');--> statement-breakpoint
ALTER TABLE "assessments" ALTER COLUMN "kind" TYPE "public"."assessment_kind" USING "kind"::text::"public"."assessment_kind";--> statement-breakpoint
DROP TYPE "public"."assessment_kind_0021";--> statement-breakpoint
CREATE UNIQUE INDEX "assessments_quiz_module_key" ON "assessments" USING btree ("module_id") WHERE "assessments"."kind" = 'quiz';--> statement-breakpoint
CREATE UNIQUE INDEX "assessments_exam_course_key" ON "assessments" USING btree ("course_id") WHERE "assessments"."kind" = 'exam';--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_module_check" CHECK (("assessments"."kind" = 'quiz') = ("assessments"."module_id" is not null));--> statement-breakpoint
ALTER TABLE "live_class_batches" ADD COLUMN "content_course_id" integer;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD COLUMN "content_course_id" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "owner" "content_owner" DEFAULT 'course' NOT NULL;--> statement-breakpoint
ALTER TABLE "live_class_batches" ADD CONSTRAINT "live_class_batches_content_course_id_courses_id_fk" FOREIGN KEY ("content_course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_content_course_id_courses_id_fk" FOREIGN KEY ("content_course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessments_pre_test_course_key" ON "assessments" USING btree ("course_id") WHERE "assessments"."kind" = 'pre_test';--> statement-breakpoint
CREATE UNIQUE INDEX "assessments_post_test_course_key" ON "assessments" USING btree ("course_id") WHERE "assessments"."kind" = 'post_test';--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_attendance_user_course_key" ON "certificates" USING btree ("user_id","course_id") WHERE "certificates"."kind" = 'attendance' AND "certificates"."course_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "point_ledger_content_course_id_idx" ON "point_ledger" USING btree ("content_course_id") WHERE "point_ledger"."content_course_id" is not null;--> statement-breakpoint
ALTER TABLE "live_class_batches" ADD CONSTRAINT "live_class_batches_content_course_id_unique" UNIQUE("content_course_id");