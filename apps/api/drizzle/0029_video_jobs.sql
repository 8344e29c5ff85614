ALTER TABLE "materials" ADD COLUMN "video_source" varchar(200);--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "video_status" varchar(12);--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "video_progress" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "video_error" varchar(300);--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "video_thumbnail" varchar(200);