CREATE TYPE "public"."course_submission_status" AS ENUM('pending', 'approved', 'returned');--> statement-breakpoint
ALTER TYPE "public"."content_owner" ADD VALUE 'revision';--> statement-breakpoint
CREATE TABLE "course_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"submitted_by" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"changes" jsonb NOT NULL,
	"status" "course_submission_status" DEFAULT 'pending' NOT NULL,
	"reviewer_id" integer,
	"review_comment" text,
	"reviewed_at" timestamp with time zone,
	"version" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_submissions_decision_check" CHECK (("course_submissions"."status" = 'pending') = ("course_submissions"."reviewed_at" is null)
        and ("course_submissions"."status" = 'approved') = ("course_submissions"."version" is not null))
);
--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "question_options" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "course_modules" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "thumbnail_key" varchar(200);--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "course_submissions" ADD CONSTRAINT "course_submissions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_submissions" ADD CONSTRAINT "course_submissions_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_submissions" ADD CONSTRAINT "course_submissions_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_submissions_course_id_idx" ON "course_submissions" USING btree ("course_id","submitted_at");--> statement-breakpoint
CREATE INDEX "course_submissions_status_idx" ON "course_submissions" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "course_submissions_pending_key" ON "course_submissions" USING btree ("course_id") WHERE "course_submissions"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "course_submissions_version_key" ON "course_submissions" USING btree ("course_id","version");--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD CONSTRAINT "assessment_questions_source_id_assessment_questions_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."assessment_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_source_id_assessments_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."assessments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_options" ADD CONSTRAINT "question_options_source_id_question_options_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."question_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_modules" ADD CONSTRAINT "course_modules_source_id_course_modules_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."course_modules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_source_id_courses_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_source_id_materials_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."materials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_source_id_unique" UNIQUE("source_id");