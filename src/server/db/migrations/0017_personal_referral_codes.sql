ALTER TABLE "users" ADD COLUMN "referral_code" text;--> statement-breakpoint
-- every existing account gets its personal code ('asha4821@gs'): up to 10 letters of the first
-- name, then 4 digits that differ within one name ((n x 7919) mod 10000 is one-to-one, as 7919
-- and 10000 share no factor; the order within a name is random), 8 digits past 10,000 same names;
-- the emails given as codes before keep naming their accounts (decisions.md: Referrals)
UPDATE "users" AS u SET "referral_code" = c.code FROM (
  SELECT id, p || CASE WHEN n <= 10000
    THEN lpad((((n - 1) * 7919) % 10000)::text, 4, '0')
    ELSE lpad(n::text, 8, '0') END || '@gs' AS code
  FROM (
    SELECT id, p, row_number() OVER (PARTITION BY p ORDER BY random()) AS n
    FROM (
      SELECT id, coalesce(nullif(left(regexp_replace(lower(first_name), '[^a-z]', '', 'g'), 10), ''), 'gold') AS p
      FROM "users"
    ) AS named
  ) AS numbered
) AS c WHERE u.id = c.id;--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_code_key" ON "users" USING btree ("referral_code");
