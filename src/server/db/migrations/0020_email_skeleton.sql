ALTER TABLE "users" ADD COLUMN "email_skeleton" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_skeleton_key" ON "users" USING btree ("email_skeleton");