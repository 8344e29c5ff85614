ALTER TABLE "materials" ADD COLUMN "hls_playlist" varchar(200);--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "file_path" varchar(200);--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "link_url" varchar(500);--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "last_material_id" integer;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_last_material_id_materials_id_fk" FOREIGN KEY ("last_material_id") REFERENCES "public"."materials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "material_progress" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "material_progress_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	"position_seconds" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_progress_user_material_key" UNIQUE("user_id","material_id"),
	CONSTRAINT "material_progress_position_check" CHECK ("material_progress"."position_seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "material_progress" ADD CONSTRAINT "material_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_progress" ADD CONSTRAINT "material_progress_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "material_progress_material_id_idx" ON "material_progress" USING btree ("material_id");
