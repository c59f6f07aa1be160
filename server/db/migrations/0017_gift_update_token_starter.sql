ALTER TABLE "items" ADD COLUMN "is_starter" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "update_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_update_token_unique" ON "subscriptions" USING btree ("update_token_hash");