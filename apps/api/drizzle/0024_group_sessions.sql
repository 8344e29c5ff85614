ALTER TABLE "batch_sessions" ALTER COLUMN "batch_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "batch_sessions" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "training_groups" ADD COLUMN "late_after_minutes" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "training_groups" ADD COLUMN "attendance_final_after_minutes" smallint DEFAULT 1440 NOT NULL;--> statement-breakpoint
ALTER TABLE "training_groups" ADD COLUMN "attendance_threshold_percent" smallint DEFAULT 75 NOT NULL;--> statement-breakpoint
ALTER TABLE "batch_sessions" ADD CONSTRAINT "batch_sessions_group_id_training_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."training_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_sessions_group_id_idx" ON "batch_sessions" USING btree ("group_id");--> statement-breakpoint
ALTER TABLE "batch_sessions" ADD CONSTRAINT "batch_sessions_cohort_check" CHECK (("batch_sessions"."batch_id" is null) <> ("batch_sessions"."group_id" is null));--> statement-breakpoint
ALTER TABLE "training_groups" ADD CONSTRAINT "training_groups_attendance_rules_check" CHECK ("training_groups"."late_after_minutes" between 0 and 240 and "training_groups"."attendance_final_after_minutes" between 0 and 43200
        and "training_groups"."attendance_threshold_percent" between 0 and 100);