ALTER TABLE "classrooms" ADD COLUMN "join_code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "classrooms" ADD COLUMN "seat_limit" integer;--> statement-breakpoint
ALTER TABLE "classrooms" ADD CONSTRAINT "classrooms_seat_limit_check" CHECK ("classrooms"."seat_limit" is null or "classrooms"."seat_limit" between 1 and 1000);