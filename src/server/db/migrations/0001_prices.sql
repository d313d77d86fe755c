CREATE TABLE "gold_prices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"price_paise_per_gram" bigint NOT NULL,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "gold_prices_fetched_at_idx" ON "gold_prices" USING btree ("fetched_at");