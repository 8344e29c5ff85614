ALTER TABLE "content_posts" ADD COLUMN "audio_key" varchar(200);--> statement-breakpoint
ALTER TABLE "content_posts" ADD COLUMN "audio_bytes" integer;--> statement-breakpoint
ALTER TABLE "content_posts" ADD COLUMN "audio_type" varchar(40);--> statement-breakpoint
ALTER TABLE "content_posts" ADD COLUMN "video_key" varchar(200);--> statement-breakpoint
ALTER TABLE "content_posts" ADD COLUMN "video_type" varchar(40);--> statement-breakpoint
ALTER TABLE "content_posts" ADD COLUMN "cover_key" varchar(200);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "expertise" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "links" jsonb DEFAULT '[]'::jsonb NOT NULL;