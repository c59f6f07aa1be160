CREATE TABLE "payment_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"user_plan_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"failure_message" text,
	"provider_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"free_days" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "plan_coupons_upper" CHECK ("plan_coupons"."code" = upper("plan_coupons"."code")),
	CONSTRAINT "plan_coupons_days" CHECK ("plan_coupons"."free_days" between 1 and 366)
);
--> statement-breakpoint
ALTER TABLE "user_plans" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_plans" ADD COLUMN "price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_plans" ADD COLUMN "provider" text DEFAULT 'test' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_plans" ADD COLUMN "provider_subscription_id" text;--> statement-breakpoint
ALTER TABLE "user_plans" ADD COLUMN "credit_card_id" text;--> statement-breakpoint
ALTER TABLE "user_plans" ADD COLUMN "billing_address" jsonb;--> statement-breakpoint
ALTER TABLE "user_plans" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "user_plans" ADD COLUMN "renewal_claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vip_code" text;--> statement-breakpoint
ALTER TABLE "plan_charges" ADD CONSTRAINT "plan_charges_user_plan_id_user_plans_id_fk" FOREIGN KEY ("user_plan_id") REFERENCES "public"."user_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_charges_once_unique" ON "plan_charges" USING btree ("user_plan_id","kind","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "user_plans_idempotency_unique" ON "user_plans" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "user_plans_provider_sub_unique" ON "user_plans" USING btree ("provider_subscription_id");--> statement-breakpoint
CREATE INDEX "user_plans_next_payment_idx" ON "user_plans" USING btree ("next_payment");--> statement-breakpoint
-- Plans held before this migration renew at their plan's price (a new plan records the price it was bought at).
UPDATE "user_plans" SET "price" = CASE "user_plans"."pay" WHEN 'year' THEN 12 * "plans"."annual_avg_monthly_fee" ELSE "plans"."monthly_fee" END FROM "plans" WHERE "plans"."id" = "user_plans"."plan_id";
