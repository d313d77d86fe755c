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
ALTER TABLE "product_image_variants" ADD CONSTRAINT "product_image_variants_image_id_product_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."product_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_key" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("active","product_catalogue","weight_mg");