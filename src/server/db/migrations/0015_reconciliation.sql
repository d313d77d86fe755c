CREATE TABLE "reconciliation_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"ok" boolean NOT NULL,
	"ran_by" text NOT NULL,
	"details" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_schedule" (
	"name" text PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE INDEX "reconciliation_runs_ran_at_idx" ON "reconciliation_runs" USING btree ("ran_at");