CREATE TABLE "subscription_purchases" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"provider" text NOT NULL,
	"payment_ref" text,
	"subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_purchases_status" CHECK ("subscription_purchases"."status" in ('incomplete', 'paid'))
);
--> statement-breakpoint
ALTER TABLE "box_orders" ADD COLUMN "stylist_store_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "billing_address" jsonb;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "is_manual_pick" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_purchases" ADD CONSTRAINT "subscription_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_purchases" ADD CONSTRAINT "subscription_purchases_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_purchases_user_key_unique" ON "subscription_purchases" USING btree ("user_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "box_orders" ADD CONSTRAINT "box_orders_stylist_store_id_stores_id_fk" FOREIGN KEY ("stylist_store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;