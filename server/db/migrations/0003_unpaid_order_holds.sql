ALTER TABLE "orders" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "test_payment_tokens" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "test_payment_tokens" ADD CONSTRAINT "test_payment_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;