CREATE TABLE "training_group_participants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_group_participants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"source" varchar(30) DEFAULT 'corporate' NOT NULL,
	"invited_at" timestamp with time zone,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_group_participants_group_user_key" UNIQUE("group_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "training_groups" ADD COLUMN "corporate_id" integer;--> statement-breakpoint
ALTER TABLE "training_groups" ADD COLUMN "instructor_id" integer;--> statement-breakpoint
ALTER TABLE "training_groups" ADD COLUMN "content_course_id" integer;--> statement-breakpoint
-- A group's company becomes a row of `corporates` (decision 0044): every company name already used by a group is
-- added there once (a name the culture program has is that company), then the group points at it.
INSERT INTO "corporates" ("name") SELECT DISTINCT "company_name" FROM "training_groups" ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
UPDATE "training_groups" SET "corporate_id" = "corporates"."id" FROM "corporates" WHERE "corporates"."name" = "training_groups"."company_name";--> statement-breakpoint
ALTER TABLE "training_groups" ALTER COLUMN "corporate_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "training_groups" DROP COLUMN "company_name";--> statement-breakpoint
ALTER TABLE "training_group_participants" ADD CONSTRAINT "training_group_participants_group_id_training_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."training_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_group_participants" ADD CONSTRAINT "training_group_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_group_participants_user_id_idx" ON "training_group_participants" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "training_groups" ADD CONSTRAINT "training_groups_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_groups" ADD CONSTRAINT "training_groups_instructor_id_users_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_groups" ADD CONSTRAINT "training_groups_content_course_id_courses_id_fk" FOREIGN KEY ("content_course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_groups_corporate_id_idx" ON "training_groups" USING btree ("corporate_id");--> statement-breakpoint
CREATE INDEX "training_groups_instructor_id_idx" ON "training_groups" USING btree ("instructor_id");--> statement-breakpoint
ALTER TABLE "training_groups" ADD CONSTRAINT "training_groups_content_course_id_unique" UNIQUE("content_course_id");