CREATE TABLE "store_order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"state" text NOT NULL,
	"note" text,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"quote_id" text NOT NULL,
	"product_id" text NOT NULL,
	"mode" text NOT NULL,
	"state" text NOT NULL,
	"title" text NOT NULL,
	"weight_mg" integer NOT NULL,
	"purity" text NOT NULL,
	"making_bp" integer NOT NULL,
	"referral_commission_bp" integer NOT NULL,
	"metal_paise" bigint NOT NULL,
	"making_paise" bigint NOT NULL,
	"items_gst_paise" bigint NOT NULL,
	"charge_paise" bigint NOT NULL,
	"charge_taxable_paise" bigint NOT NULL,
	"pan_masked" text,
	"street" text,
	"city" text,
	"pin_code" text,
	"courier" text,
	"tracking_number" text,
	"utr" text,
	"utr_rejected_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"mode" text NOT NULL,
	"reference" text NOT NULL,
	"price_paise_per_gram" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "utr_claims" (
	"utr" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "utr_claims_utr_digits" CHECK ("utr_claims"."utr" ~ '^[0-9]{12}$')
);
--> statement-breakpoint
CREATE INDEX "store_order_events_order_idx" ON "store_order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_orders_quote_key" ON "store_orders" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "store_orders_state_idx" ON "store_orders" USING btree ("state","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "store_quotes_reference_key" ON "store_quotes" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "store_quotes_user_idx" ON "store_quotes" USING btree ("user_id","created_at");