CREATE TYPE "public"."assessment_kind" AS ENUM('quiz', 'exam');--> statement-breakpoint
CREATE TYPE "public"."question_type" AS ENUM('single', 'multiple', 'short');--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assessments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" "assessment_kind" NOT NULL,
	"course_id" integer NOT NULL,
	"module_id" integer,
	"title" varchar(200) NOT NULL,
	"time_limit_minutes" smallint NOT NULL,
	"attempt_limit" smallint NOT NULL,
	"passing_score" smallint NOT NULL,
	"shuffle" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessments_module_check" CHECK (("assessments"."kind" = 'quiz') = ("assessments"."module_id" is not null)),
	CONSTRAINT "assessments_time_limit_check" CHECK ("assessments"."time_limit_minutes" between 1 and 600),
	CONSTRAINT "assessments_attempt_limit_check" CHECK ("assessments"."attempt_limit" between 1 and 100),
	CONSTRAINT "assessments_passing_score_check" CHECK ("assessments"."passing_score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "assessment_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assessment_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"assessment_id" integer NOT NULL,
	"type" "question_type" NOT NULL,
	"prompt" text NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"order" integer NOT NULL,
	"points" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "assessment_questions_points_check" CHECK ("assessment_questions"."points" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "question_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_id" integer NOT NULL,
	"text" varchar(500) NOT NULL,
	"is_correct" boolean DEFAULT false NOT NULL,
	"order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_accepted_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_accepted_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_id" integer NOT NULL,
	"answer" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assessment_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"assessment_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"score" smallint,
	"passed" boolean,
	"layout" jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"answers_saved_at" timestamp with time zone,
	CONSTRAINT "assessment_attempts_score_check" CHECK ("assessment_attempts"."score" is null or "assessment_attempts"."score" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_module_id_course_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."course_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD CONSTRAINT "assessment_questions_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_options" ADD CONSTRAINT "question_options_question_id_assessment_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."assessment_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_accepted_answers" ADD CONSTRAINT "question_accepted_answers_question_id_assessment_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."assessment_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessments_quiz_module_key" ON "assessments" USING btree ("module_id") WHERE "assessments"."kind" = 'quiz';--> statement-breakpoint
CREATE UNIQUE INDEX "assessments_exam_course_key" ON "assessments" USING btree ("course_id") WHERE "assessments"."kind" = 'exam';--> statement-breakpoint
CREATE INDEX "assessment_questions_assessment_id_idx" ON "assessment_questions" USING btree ("assessment_id");--> statement-breakpoint
CREATE INDEX "question_options_question_id_idx" ON "question_options" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "question_accepted_answers_question_id_idx" ON "question_accepted_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "assessment_attempts_user_assessment_idx" ON "assessment_attempts" USING btree ("user_id","assessment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_attempts_open_key" ON "assessment_attempts" USING btree ("user_id","assessment_id") WHERE "assessment_attempts"."submitted_at" is null;
