-- The member's profile (decision 0023): contact and public-profile fields, a per-field "show on my public page"
-- choice, the uploaded avatar's storage key, whether the password is one the member chose (Google-made accounts get
-- a random one), the read-only profile of the old platform, the pending new address of an email change, and the
-- holder's name frozen on certificates when an account is deleted.
ALTER TABLE "users" ADD COLUMN "phone" varchar(20);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city" varchar(100);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "institution" varchar(150);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar_key" varchar(200);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "has_password" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_bio" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_location" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_finished_courses" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_certificates" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_xp" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "legacy_profile" jsonb;--> statement-breakpoint
CREATE INDEX "users_avatar_url_idx" ON "users" USING btree ("avatar_url") WHERE "users"."avatar_url" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "account_link_tokens" ADD COLUMN "new_email" varchar(254);--> statement-breakpoint
ALTER TABLE "account_link_tokens" DROP CONSTRAINT "account_link_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "account_link_tokens" ADD CONSTRAINT "account_link_tokens_purpose_check" CHECK ("account_link_tokens"."purpose" in ('verify_email', 'reset_password', 'change_email'));--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "holder_name" varchar(100);
