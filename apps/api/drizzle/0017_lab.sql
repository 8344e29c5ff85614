-- The cybersecurity lab (issue 17, decision 0035): CTF challenges, flags (HMAC only), hints and their unlocks, files,
-- every submission, solves (one per player and challenge, one first blood per challenge), the per-player attempt
-- counter that keeps max attempts exact, exercise labs with steps and progress, WireGuard peers (public keys only),
-- the scoreboard freeze, and classroom assignments. Written by drizzle-kit (its snapshot is meta/0017_snapshot.json,
-- which also covers 0016's orders.request_hash).
CREATE TYPE "public"."lab_answer_kind" AS ENUM('flag', 'text');--> statement-breakpoint
CREATE TYPE "public"."lab_assignment_kind" AS ENUM('challenge', 'exercise');--> statement-breakpoint
CREATE TYPE "public"."lab_category" AS ENUM('web', 'crypto', 'forensics', 'reverse', 'osint', 'network', 'misc');--> statement-breakpoint
CREATE TYPE "public"."lab_difficulty" AS ENUM('easy', 'medium', 'hard');--> statement-breakpoint
CREATE TYPE "public"."lab_flag_kind" AS ENUM('static', 'regex', 'per_user');--> statement-breakpoint
CREATE TYPE "public"."lab_value_type" AS ENUM('static', 'dynamic');--> statement-breakpoint
CREATE TABLE "lab_assignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"classroom_id" integer NOT NULL,
	"kind" "lab_assignment_kind" NOT NULL,
	"challenge_id" integer,
	"exercise_id" integer,
	"due_at" timestamp with time zone,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_assignments_classroom_challenge_key" UNIQUE("classroom_id","challenge_id"),
	CONSTRAINT "lab_assignments_classroom_exercise_key" UNIQUE("classroom_id","exercise_id"),
	CONSTRAINT "lab_assignments_kind_check" CHECK (("lab_assignments"."kind" = 'challenge' and "lab_assignments"."challenge_id" is not null and "lab_assignments"."exercise_id" is null)
        or ("lab_assignments"."kind" = 'exercise' and "lab_assignments"."exercise_id" is not null and "lab_assignments"."challenge_id" is null))
);
--> statement-breakpoint
CREATE TABLE "lab_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"challenge_id" integer NOT NULL,
	"file_name" varchar(150) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"per_user" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_attempts" (
	"user_id" integer NOT NULL,
	"challenge_id" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_attempts_user_challenge_key" UNIQUE("user_id","challenge_id")
);
--> statement-breakpoint
CREATE TABLE "lab_challenges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" varchar(150) NOT NULL,
	"title" varchar(150) NOT NULL,
	"category" "lab_category" NOT NULL,
	"difficulty" "lab_difficulty" NOT NULL,
	"description" text NOT NULL,
	"connection_info" varchar(500),
	"published" boolean DEFAULT false NOT NULL,
	"visible_from" timestamp with time zone,
	"visible_until" timestamp with time zone,
	"prerequisite_id" integer,
	"value_type" "lab_value_type" DEFAULT 'static' NOT NULL,
	"initial_value" integer NOT NULL,
	"minimum_value" integer DEFAULT 0 NOT NULL,
	"decay" integer DEFAULT 1 NOT NULL,
	"max_attempts" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_challenges_slug_unique" UNIQUE("slug"),
	CONSTRAINT "lab_challenges_values_check" CHECK ("lab_challenges"."initial_value" >= 0 and "lab_challenges"."minimum_value" >= 0),
	CONSTRAINT "lab_challenges_minimum_check" CHECK ("lab_challenges"."minimum_value" <= "lab_challenges"."initial_value"),
	CONSTRAINT "lab_challenges_decay_check" CHECK ("lab_challenges"."decay" >= 1),
	CONSTRAINT "lab_challenges_max_attempts_check" CHECK ("lab_challenges"."max_attempts" is null or "lab_challenges"."max_attempts" >= 1),
	CONSTRAINT "lab_challenges_window_check" CHECK ("lab_challenges"."visible_from" is null or "lab_challenges"."visible_until" is null or "lab_challenges"."visible_from" < "lab_challenges"."visible_until")
);
--> statement-breakpoint
CREATE TABLE "lab_exercise_progress" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_exercise_progress_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "lab_exercise_progress_user_exercise_key" UNIQUE("user_id","exercise_id")
);
--> statement-breakpoint
CREATE TABLE "lab_exercise_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_exercise_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"exercise_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"title" varchar(150) NOT NULL,
	"body" text NOT NULL,
	"answer_kind" "lab_answer_kind" NOT NULL,
	"answer_hash" varchar(64) NOT NULL,
	"case_insensitive" boolean DEFAULT true NOT NULL,
	"answer_format" varchar(100),
	CONSTRAINT "lab_exercise_steps_exercise_position_key" UNIQUE("exercise_id","position")
);
--> statement-breakpoint
CREATE TABLE "lab_exercises" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_exercises_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" varchar(150) NOT NULL,
	"title" varchar(150) NOT NULL,
	"category" "lab_category" NOT NULL,
	"difficulty" "lab_difficulty" NOT NULL,
	"summary" varchar(500) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"xp" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_exercises_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "lab_flags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_flags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"challenge_id" integer NOT NULL,
	"kind" "lab_flag_kind" NOT NULL,
	"flag_hash" varchar(64),
	"pattern" varchar(500),
	"case_insensitive" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_flags_kind_check" CHECK (("lab_flags"."kind" = 'static' and "lab_flags"."flag_hash" is not null and "lab_flags"."pattern" is null)
        or ("lab_flags"."kind" = 'regex' and "lab_flags"."pattern" is not null and "lab_flags"."flag_hash" is null)
        or ("lab_flags"."kind" = 'per_user' and "lab_flags"."flag_hash" is null and "lab_flags"."pattern" is null))
);
--> statement-breakpoint
CREATE TABLE "lab_hint_unlocks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_hint_unlocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hint_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"cost" integer NOT NULL,
	"unlocked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_hint_unlocks_hint_user_key" UNIQUE("hint_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "lab_hints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_hints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"challenge_id" integer NOT NULL,
	"position" smallint DEFAULT 1 NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "lab_hints_cost_check" CHECK ("lab_hints"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lab_issued_flags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_issued_flags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"challenge_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"flag_hash" varchar(64) NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_issued_flags_challenge_user_key" UNIQUE("challenge_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "lab_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"scoreboard_frozen_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_settings_single_row_check" CHECK ("lab_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "lab_solves" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_solves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"challenge_id" integer NOT NULL,
	"points" integer NOT NULL,
	"xp" integer NOT NULL,
	"first_blood" boolean DEFAULT false NOT NULL,
	"solved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_solves_user_challenge_key" UNIQUE("user_id","challenge_id"),
	CONSTRAINT "lab_solves_points_check" CHECK ("lab_solves"."points" >= 0 and "lab_solves"."xp" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lab_step_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_step_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_step_answers_user_step_key" UNIQUE("user_id","step_id")
);
--> statement-breakpoint
CREATE TABLE "lab_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"challenge_id" integer NOT NULL,
	"correct" boolean NOT NULL,
	"flag_owner_id" integer,
	"ip" varchar(64),
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_vpn_configs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_vpn_configs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"public_key" varchar(44) NOT NULL,
	"address" varchar(18) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "lab_vpn_configs_public_key_unique" UNIQUE("public_key"),
	CONSTRAINT "lab_vpn_configs_address_unique" UNIQUE("address")
);
--> statement-breakpoint
ALTER TABLE "lab_assignments" ADD CONSTRAINT "lab_assignments_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_assignments" ADD CONSTRAINT "lab_assignments_challenge_id_lab_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."lab_challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_assignments" ADD CONSTRAINT "lab_assignments_exercise_id_lab_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."lab_exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_attachments" ADD CONSTRAINT "lab_attachments_challenge_id_lab_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."lab_challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_attempts" ADD CONSTRAINT "lab_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_attempts" ADD CONSTRAINT "lab_attempts_challenge_id_lab_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."lab_challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_challenges" ADD CONSTRAINT "lab_challenges_prerequisite_id_lab_challenges_id_fk" FOREIGN KEY ("prerequisite_id") REFERENCES "public"."lab_challenges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_exercise_progress" ADD CONSTRAINT "lab_exercise_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_exercise_progress" ADD CONSTRAINT "lab_exercise_progress_exercise_id_lab_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."lab_exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_exercise_steps" ADD CONSTRAINT "lab_exercise_steps_exercise_id_lab_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."lab_exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_flags" ADD CONSTRAINT "lab_flags_challenge_id_lab_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."lab_challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_hint_unlocks" ADD CONSTRAINT "lab_hint_unlocks_hint_id_lab_hints_id_fk" FOREIGN KEY ("hint_id") REFERENCES "public"."lab_hints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_hint_unlocks" ADD CONSTRAINT "lab_hint_unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_hints" ADD CONSTRAINT "lab_hints_challenge_id_lab_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."lab_challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_issued_flags" ADD CONSTRAINT "lab_issued_flags_challenge_id_lab_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."lab_challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_issued_flags" ADD CONSTRAINT "lab_issued_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_solves" ADD CONSTRAINT "lab_solves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_solves" ADD CONSTRAINT "lab_solves_challenge_id_lab_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."lab_challenges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_step_answers" ADD CONSTRAINT "lab_step_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_step_answers" ADD CONSTRAINT "lab_step_answers_step_id_lab_exercise_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."lab_exercise_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_submissions" ADD CONSTRAINT "lab_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_submissions" ADD CONSTRAINT "lab_submissions_challenge_id_lab_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."lab_challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_submissions" ADD CONSTRAINT "lab_submissions_flag_owner_id_users_id_fk" FOREIGN KEY ("flag_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_vpn_configs" ADD CONSTRAINT "lab_vpn_configs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_attachments_challenge_id_idx" ON "lab_attachments" USING btree ("challenge_id");--> statement-breakpoint
CREATE INDEX "lab_challenges_category_idx" ON "lab_challenges" USING btree ("category");--> statement-breakpoint
CREATE INDEX "lab_exercise_progress_exercise_id_idx" ON "lab_exercise_progress" USING btree ("exercise_id");--> statement-breakpoint
CREATE INDEX "lab_flags_challenge_id_idx" ON "lab_flags" USING btree ("challenge_id");--> statement-breakpoint
CREATE INDEX "lab_hint_unlocks_user_id_idx" ON "lab_hint_unlocks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lab_hints_challenge_id_idx" ON "lab_hints" USING btree ("challenge_id");--> statement-breakpoint
CREATE INDEX "lab_issued_flags_challenge_hash_idx" ON "lab_issued_flags" USING btree ("challenge_id","flag_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_solves_first_blood_key" ON "lab_solves" USING btree ("challenge_id") WHERE "lab_solves"."first_blood";--> statement-breakpoint
CREATE INDEX "lab_solves_challenge_id_idx" ON "lab_solves" USING btree ("challenge_id");--> statement-breakpoint
CREATE INDEX "lab_solves_solved_at_idx" ON "lab_solves" USING btree ("solved_at");--> statement-breakpoint
CREATE INDEX "lab_submissions_challenge_user_idx" ON "lab_submissions" USING btree ("challenge_id","user_id");--> statement-breakpoint
CREATE INDEX "lab_submissions_submitted_at_idx" ON "lab_submissions" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "lab_submissions_suspicious_idx" ON "lab_submissions" USING btree ("submitted_at") WHERE "lab_submissions"."flag_owner_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "lab_vpn_configs_one_active_key" ON "lab_vpn_configs" USING btree ("user_id") WHERE "lab_vpn_configs"."revoked_at" is null;
