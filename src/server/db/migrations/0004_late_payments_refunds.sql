CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"merchant_refund_id" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"requested_at" timestamp with time zone,
	"gateway_code" text,
	"gateway_transaction_id" text,
	"checks" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_paise" >= 100)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "late_outcome" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "late_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "late_check_until" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_merchant_refund_id_key" ON "refunds" USING btree ("merchant_refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_live_per_payment" ON "refunds" USING btree ("payment_id") WHERE state in ('PENDING', 'SUCCESS');--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "refunds" USING btree ("next_check_at") WHERE state = 'PENDING';--> statement-breakpoint
CREATE INDEX "payments_late_due_idx" ON "payments" USING btree ("next_check_at") WHERE state in ('FAILED', 'EXPIRED') and late_outcome is null;--> statement-breakpoint
CREATE INDEX "payments_late_idx" ON "payments" USING btree ("late_at") WHERE late_outcome is not null;