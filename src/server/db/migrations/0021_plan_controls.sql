ALTER TABLE "plan_debits" ADD COLUMN "late_check_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "max_debit_paise" bigint;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "paused_until" text;