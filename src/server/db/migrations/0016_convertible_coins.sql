ALTER TABLE "products" ADD COLUMN "convertible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- the gold coins the referral store and the Gold Smith chose by title until now (0.200, 0.500 and 1 gram coin) stay convertible
UPDATE "products" SET "convertible" = true WHERE lower("product_catalogue") = 'gold coin' AND "title" ~* '(^|[^0-9.])(0\.200|0\.500|1) gram coin($|\W)';
