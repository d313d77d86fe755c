ALTER TABLE "store_orders" ALTER COLUMN "quote_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "kind" text DEFAULT 'StoreOrders' NOT NULL;--> statement-breakpoint
CREATE INDEX "store_orders_created_idx" ON "store_orders" USING btree ("created_at");
--> statement-breakpoint
-- Coins paid with Ants (ReferralStoreOrders) or saved gold (GoldSmith) become store orders: one
-- state machine, one timeline. Orders made before this change get their store row and a first
-- timeline event; the old delivery states map onto the store's (out for delivery is still
-- shipped; a parcel the courier returned is back at our facility, so processing again).
INSERT INTO "store_orders" ("order_id", "quote_id", "kind", "product_id", "mode", "state", "title", "weight_mg", "purity", "making_bp", "referral_commission_bp", "metal_paise", "making_paise", "items_gst_paise", "charge_paise", "charge_taxable_paise", "created_at", "updated_at")
SELECT o."id", NULL, o."kind", coalesce(p."id", ''), 'delivery',
  CASE o."delivery_status" WHEN 'SHIPPED' THEN 'SHIPPED' WHEN 'OUT_FOR_DELIVERY' THEN 'SHIPPED' WHEN 'DELIVERED' THEN 'DELIVERED' ELSE 'PROCESSING' END,
  o."orderlist", (o."gold_e8" / 100000)::integer, coalesce(p."purity", '24K'), 0, 0, 0, 0, 0, 0, 0, o."created_at", o."updated_at"
FROM "orders" o
LEFT JOIN LATERAL (SELECT "id", "purity" FROM "products" WHERE "title" = o."orderlist" ORDER BY "created_at" LIMIT 1) p ON true
WHERE o."kind" IN ('ReferralStoreOrders', 'GoldSmith')
  AND NOT EXISTS (SELECT 1 FROM "store_orders" s WHERE s."order_id" = o."id");
--> statement-breakpoint
INSERT INTO "store_order_events" ("order_id", "state", "note", "actor", "created_at")
SELECT s."order_id", s."state", NULL, 'system', s."updated_at"
FROM "store_orders" s
WHERE s."quote_id" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "store_order_events" e WHERE e."order_id" = s."order_id");
--> statement-breakpoint
UPDATE "orders" o SET "delivery_status" = s."state"
FROM "store_orders" s
WHERE s."order_id" = o."id" AND o."kind" IN ('ReferralStoreOrders', 'GoldSmith');
