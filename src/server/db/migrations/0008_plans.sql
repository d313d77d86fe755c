CREATE TABLE "plan_debits" (
	"id" text PRIMARY KEY NOT NULL,
	"plan_id" text NOT NULL,
	"user_id" text NOT NULL,
	"cycle" integer NOT NULL,
	"cycle_date" text NOT NULL,
	"merchant_transaction_id" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"state" text NOT NULL,
	"notification_id" text,
	"notified_at" timestamp with time zone,
	"executable_from" timestamp with time zone,
	"executable_until" timestamp with time zone,
	"executed_at" timestamp with time zone,
	"order_id" text,
	"utr" text,
	"gateway_code" text,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_run_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"frequency" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"state" text NOT NULL,
	"state_reason" text,
	"merchant_subscription_id" text NOT NULL,
	"subscription_id" text,
	"vpa" text,
	"auth_request_id" text,
	"umn" text,
	"idempotency_key" text NOT NULL,
	"activated_at" timestamp with time zone,
	"anchor_date" text,
	"next_cycle" integer DEFAULT 1 NOT NULL,
	"next_run_at" timestamp with time zone,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"debits_made" integer DEFAULT 0 NOT NULL,
	"gold_e8_saved" bigint DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"active_until" timestamp with time zone,
	"mandate_cancel_pending" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "plans_amount_check" CHECK ("plans"."amount_paise" >= 100)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "plan_debits_plan_cycle_key" ON "plan_debits" USING btree ("plan_id","cycle");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_debits_mtid_key" ON "plan_debits" USING btree ("merchant_transaction_id");--> statement-breakpoint
CREATE INDEX "plan_debits_user_open_idx" ON "plan_debits" USING btree ("user_id") WHERE state in ('NOTIFYING', 'NOTIFIED');--> statement-breakpoint
CREATE INDEX "plan_debits_due_idx" ON "plan_debits" USING btree ("next_run_at") WHERE next_run_at is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "plans_user_idem_key" ON "plans" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_msid_key" ON "plans" USING btree ("merchant_subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_subscription_id_key" ON "plans" USING btree ("subscription_id") WHERE subscription_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "plans_auth_request_key" ON "plans" USING btree ("auth_request_id") WHERE auth_request_id is not null;--> statement-breakpoint
CREATE INDEX "plans_user_idx" ON "plans" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "plans_due_idx" ON "plans" USING btree ("next_run_at") WHERE next_run_at is not null;