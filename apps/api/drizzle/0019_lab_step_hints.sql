ALTER TABLE "lab_hints" ALTER COLUMN "challenge_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_exercise_progress" ADD COLUMN "awarded_points" integer;--> statement-breakpoint
ALTER TABLE "lab_exercise_progress" ADD COLUMN "awarded_xp" integer;--> statement-breakpoint
ALTER TABLE "lab_hints" ADD COLUMN "step_id" integer;--> statement-breakpoint
ALTER TABLE "lab_hints" ADD CONSTRAINT "lab_hints_step_id_lab_exercise_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."lab_exercise_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_hints_step_id_idx" ON "lab_hints" USING btree ("step_id");--> statement-breakpoint
ALTER TABLE "lab_hints" ADD CONSTRAINT "lab_hints_owner_check" CHECK (("lab_hints"."challenge_id" is null) <> ("lab_hints"."step_id" is null));