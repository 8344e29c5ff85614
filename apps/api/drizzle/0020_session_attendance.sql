CREATE TYPE "public"."attendance_status" AS ENUM('hadir', 'terlambat', 'izin', 'tidak_hadir');--> statement-breakpoint
CREATE TABLE "attendance_corrections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_corrections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"from_status" "attendance_status",
	"to_status" "attendance_status" NOT NULL,
	"reason" text NOT NULL,
	"changed_by" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_corrections_reason_check" CHECK (length("attendance_corrections"."reason") between 1 and 300)
);
--> statement-breakpoint
CREATE TABLE "session_attendance" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "session_attendance_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" "attendance_status" NOT NULL,
	"joined_at" timestamp with time zone,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_attendance_session_user_key" UNIQUE("session_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "live_class_batches" ADD COLUMN "late_after_minutes" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "live_class_batches" ADD COLUMN "attendance_final_after_minutes" smallint DEFAULT 1440 NOT NULL;--> statement-breakpoint
ALTER TABLE "live_class_batches" ADD COLUMN "attendance_threshold_percent" smallint DEFAULT 75 NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_corrections" ADD CONSTRAINT "attendance_corrections_session_id_batch_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."batch_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_corrections" ADD CONSTRAINT "attendance_corrections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_corrections" ADD CONSTRAINT "attendance_corrections_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_attendance" ADD CONSTRAINT "session_attendance_session_id_batch_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."batch_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_attendance" ADD CONSTRAINT "session_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_attendance" ADD CONSTRAINT "session_attendance_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_corrections_session_id_idx" ON "attendance_corrections" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "session_attendance_user_id_idx" ON "session_attendance" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "live_class_batches" ADD CONSTRAINT "live_class_batches_attendance_rules_check" CHECK ("live_class_batches"."late_after_minutes" between 0 and 240 and "live_class_batches"."attendance_final_after_minutes" between 0 and 43200
        and "live_class_batches"."attendance_threshold_percent" between 0 and 100);