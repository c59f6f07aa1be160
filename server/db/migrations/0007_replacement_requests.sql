ALTER TABLE "replacements" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE INDEX "replacements_order_idx" ON "replacements" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "replacements_user_idempotency_unique" ON "replacements" USING btree ("user_id","idempotency_key");