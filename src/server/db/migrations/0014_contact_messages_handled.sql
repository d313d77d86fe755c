ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by_user_id" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by_label" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_note" text;--> statement-breakpoint
CREATE INDEX "contact_messages_waiting_idx" ON "contact_messages" USING btree ("id") WHERE handled_at is null;