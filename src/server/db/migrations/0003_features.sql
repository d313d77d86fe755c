CREATE TABLE "account_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gateway_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"gateway" text NOT NULL,
	"direction" text NOT NULL,
	"operation" text NOT NULL,
	"reference" text,
	"payment_id" text,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"request_headers" jsonb,
	"request" jsonb,
	"http_status" integer,
	"response" jsonb,
	"code" text,
	"error" text,
	"duration_ms" integer
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_transaction_id" text NOT NULL,
	"gateway" text NOT NULL,
	"purpose" text NOT NULL,
	"reference_id" text NOT NULL,
	"user_id" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"return_path" text NOT NULL,
	"pay_page_url" text,
	"gateway_transaction_id" text,
	"utr" text,
	"gateway_code" text,
	"gateway_response_code" text,
	"failure_reason" text,
	"checks" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone,
	"last_error" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_paise" >= 100),
	CONSTRAINT "payments_state_check" CHECK ("payments"."state" in ('PENDING', 'SUCCESS', 'FAILED', 'EXPIRED'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"posting_id" bigint NOT NULL,
	"account" text NOT NULL,
	"unit" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"user_id" text,
	CONSTRAINT "ledger_entries_amount_nonzero" CHECK ("ledger_entries"."amount_minor" <> 0),
	CONSTRAINT "ledger_entries_unit" CHECK ("ledger_entries"."unit" in ('INR', 'ANTS', 'GOLD'))
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_balances" (
	"account" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"unit" text NOT NULL,
	"balance_minor" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_balances_non_negative" CHECK ("wallet_balances"."balance_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_series" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"merchant_order_id" text NOT NULL,
	"merchant_transaction_id" text,
	"pay_page_url" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"amount_paise" bigint NOT NULL,
	"gold_e8" bigint DEFAULT 0 NOT NULL,
	"price_paise_per_gram" bigint,
	"quoted_at" timestamp with time zone,
	"quote_expires_at" timestamp with time zone,
	"taxable_paise" bigint DEFAULT 0 NOT NULL,
	"cgst_paise" bigint DEFAULT 0 NOT NULL,
	"sgst_paise" bigint DEFAULT 0 NOT NULL,
	"igst_paise" bigint DEFAULT 0 NOT NULL,
	"place_of_supply" text,
	"orderlist" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"hsn_code" text,
	"referrer_user_id" text,
	"idempotency_key" text NOT NULL,
	"invoice_no" text,
	"invoiced_at" timestamp with time zone,
	"failure_reason" text,
	"delivery_status" text,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_phone" text NOT NULL,
	"buyer_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_image_variants" (
	"image_id" text NOT NULL,
	"width" integer NOT NULL,
	"pixel_width" integer NOT NULL,
	"pixel_height" integer NOT NULL,
	"content_type" text NOT NULL,
	"etag" text NOT NULL,
	"byte_size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "product_image_variants_image_id_width_pk" PRIMARY KEY("image_id","width")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"source_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"title" text NOT NULL,
	"product_catalogue" text NOT NULL,
	"weight_mg" integer NOT NULL,
	"making_bp" integer DEFAULT 0 NOT NULL,
	"referral_commission_bp" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"hsn_code" text NOT NULL,
	"purity" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_weight_positive" CHECK ("products"."weight_mg" > 0),
	CONSTRAINT "products_making_bp_range" CHECK ("products"."making_bp" between 0 and 10000),
	CONSTRAINT "products_referral_bp_range" CHECK ("products"."referral_commission_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_posting_id_ledger_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."ledger_postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_image_variants" ADD CONSTRAINT "product_image_variants_image_id_product_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."product_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_user_idx" ON "account_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "account_tokens_expires_idx" ON "account_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "gateway_log_reference_idx" ON "gateway_log" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "gateway_log_payment_idx" ON "gateway_log" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "gateway_log_created_idx" ON "gateway_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_merchant_transaction_id_key" ON "payments" USING btree ("merchant_transaction_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_reference_idx" ON "payments" USING btree ("purpose","reference_id");--> statement-breakpoint
CREATE INDEX "payments_due_idx" ON "payments" USING btree ("next_check_at") WHERE state = 'PENDING';--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE sent_at is null;--> statement-breakpoint
CREATE INDEX "ledger_entries_posting_idx" ON "ledger_entries" USING btree ("posting_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account");--> statement-breakpoint
CREATE INDEX "ledger_entries_user_idx" ON "ledger_entries" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_postings_idempotency_key" ON "ledger_postings" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_postings_reference_idx" ON "ledger_postings" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "wallet_balances_user_idx" ON "wallet_balances" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_mtid_key" ON "orders" USING btree ("merchant_transaction_id") WHERE merchant_transaction_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_idem_key" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_no_key" ON "orders" USING btree ("invoice_no") WHERE invoice_no is not null;--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_user_kind_idx" ON "orders" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_key" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("active","product_catalogue","weight_mg");