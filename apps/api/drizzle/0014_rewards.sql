-- Rewards redeemed with points (decision 0022): the catalogue and each member's redemptions. Written by hand (no
-- snapshot), in the shape drizzle-kit writes for apps/api/src/db/tables/rewards.ts.
CREATE TYPE "public"."reward_kind" AS ENUM('physical', 'digital');--> statement-breakpoint
CREATE TYPE "public"."redemption_status" AS ENUM('requested', 'shipped', 'delivered', 'rejected');--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" varchar(150) NOT NULL,
	"name" varchar(150) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"kind" "reward_kind" NOT NULL,
	"points_cost" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewards_slug_unique" UNIQUE("slug"),
	CONSTRAINT "rewards_points_cost_check" CHECK ("rewards"."points_cost" >= 1),
	CONSTRAINT "rewards_stock_check" CHECK ("rewards"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reward_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"points_spent" integer NOT NULL,
	"status" "redemption_status" DEFAULT 'requested' NOT NULL,
	"recipient_name" varchar(100),
	"phone" varchar(20),
	"address" varchar(500),
	"notes" varchar(500),
	"admin_note" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	CONSTRAINT "reward_redemptions_points_spent_check" CHECK ("reward_redemptions"."points_spent" >= 1)
);
--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reward_redemptions_user_id_created_at_idx" ON "reward_redemptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "reward_redemptions_status_created_at_idx" ON "reward_redemptions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reward_redemptions_reward_id_idx" ON "reward_redemptions" USING btree ("reward_id");
