CREATE TABLE "goals" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"title" text NOT NULL,
	"weight_mg" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reached_at" timestamp with time zone,
	"dropped_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"order_id" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "goals_one_current_key" ON "goals" USING btree ("user_id") WHERE dropped_at is null and completed_at is null;--> statement-breakpoint
CREATE INDEX "goals_user_idx" ON "goals" USING btree ("user_id","created_at");