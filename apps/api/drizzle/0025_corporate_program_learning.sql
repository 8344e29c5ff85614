ALTER TYPE "public"."content_owner" ADD VALUE 'program';--> statement-breakpoint
CREATE TABLE "program_companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "program_companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"batch_id" integer NOT NULL,
	"corporate_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_companies_batch_corporate_key" UNIQUE("batch_id","corporate_id")
);
--> statement-breakpoint
CREATE TABLE "program_item_progress" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "program_item_progress_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"quiz_score" smallint,
	"completed_at" timestamp with time zone,
	"last_active_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_item_progress_member_item_key" UNIQUE("member_id","item_id"),
	CONSTRAINT "program_item_progress_progress_check" CHECK ("program_item_progress"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "program_learning_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "program_learning_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"batch_id" integer NOT NULL,
	"corporate_id" integer NOT NULL,
	"content_course_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"order" smallint DEFAULT 1 NOT NULL,
	"due_at" timestamp with time zone,
	"points" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_learning_items_content_course_id_unique" UNIQUE("content_course_id"),
	CONSTRAINT "program_learning_items_points_check" CHECK ("program_learning_items"."points" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "corporate_members" ADD COLUMN "department" varchar(100);--> statement-breakpoint
ALTER TABLE "corporate_members" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "corporate_members" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "program_batches" ADD COLUMN "starts_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "program_batches" ADD COLUMN "ends_at" timestamp with time zone DEFAULT now() + interval '90 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "program_batches" ADD COLUMN "inactive_after_days" smallint DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "program_companies" ADD CONSTRAINT "program_companies_batch_id_program_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."program_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_companies" ADD CONSTRAINT "program_companies_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_item_progress" ADD CONSTRAINT "program_item_progress_member_id_corporate_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."corporate_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_item_progress" ADD CONSTRAINT "program_item_progress_item_id_program_learning_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."program_learning_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_learning_items" ADD CONSTRAINT "program_learning_items_batch_id_program_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."program_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_learning_items" ADD CONSTRAINT "program_learning_items_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_learning_items" ADD CONSTRAINT "program_learning_items_content_course_id_courses_id_fk" FOREIGN KEY ("content_course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "program_item_progress_item_idx" ON "program_item_progress" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "program_item_progress_completed_idx" ON "program_item_progress" USING btree ("completed_at");--> statement-breakpoint
CREATE INDEX "program_learning_items_batch_corporate_idx" ON "program_learning_items" USING btree ("batch_id","corporate_id");--> statement-breakpoint
CREATE INDEX "corporate_members_user_id_idx" ON "corporate_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "program_batches" ADD CONSTRAINT "program_batches_dates_check" CHECK ("program_batches"."ends_at" > "program_batches"."starts_at");--> statement-breakpoint
ALTER TABLE "program_batches" ADD CONSTRAINT "program_batches_inactive_check" CHECK ("program_batches"."inactive_after_days" between 1 and 365);--> statement-breakpoint
-- Every company already in a batch (through its employees or its managers' access) takes part in it.
INSERT INTO "program_companies" ("batch_id", "corporate_id")
SELECT DISTINCT "batch_id", "corporate_id" FROM "corporate_members"
UNION
SELECT a."batch_id", m."corporate_id" FROM "corporate_batch_access" a JOIN "corporate_managers" m ON m."id" = a."manager_id"
ON CONFLICT DO NOTHING;
