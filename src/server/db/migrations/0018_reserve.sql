CREATE TABLE "reserve_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"issued_on" date NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size_bytes" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reserve_items" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"serial" text NOT NULL,
	"weight_mg" integer NOT NULL,
	"purity_bp" integer NOT NULL,
	"location" text NOT NULL,
	"sandbox" boolean DEFAULT false NOT NULL,
	"state" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reserve_items_weight" CHECK ("reserve_items"."weight_mg" > 0),
	CONSTRAINT "reserve_items_purity" CHECK ("reserve_items"."purity_bp" between 9160 and 9999)
);
--> statement-breakpoint
CREATE TABLE "reserve_leaves" (
	"snapshot_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"user_id" text NOT NULL,
	"part" integer NOT NULL,
	"gold_e8" bigint NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "reserve_leaves_snapshot_id_position_pk" PRIMARY KEY("snapshot_id","position")
);
--> statement-breakpoint
CREATE TABLE "reserve_salts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reserve_snapshots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"taken_by" text NOT NULL,
	"owed_digital_e8" bigint NOT NULL,
	"owed_in_orders_e8" bigint NOT NULL,
	"held_e8" bigint NOT NULL,
	"coverage_bp" integer,
	"covered" boolean NOT NULL,
	"margin_bp" integer NOT NULL,
	"root_hash" text NOT NULL,
	"root_total_e8" bigint NOT NULL,
	"customers" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reserve_state" (
	"name" text PRIMARY KEY NOT NULL,
	"stopped" boolean NOT NULL,
	"stopped_since" timestamp with time zone,
	"stopped_why" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "reserve_documents_kind_idx" ON "reserve_documents" USING btree ("kind","issued_on");--> statement-breakpoint
CREATE UNIQUE INDEX "reserve_items_serial_key" ON "reserve_items" USING btree ("serial");--> statement-breakpoint
CREATE INDEX "reserve_leaves_user_idx" ON "reserve_leaves" USING btree ("snapshot_id","user_id");--> statement-breakpoint
CREATE INDEX "reserve_snapshots_taken_at_idx" ON "reserve_snapshots" USING btree ("taken_at");