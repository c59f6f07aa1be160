CREATE TABLE "box_cart_lines" (
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	"item_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "box_cart_lines_user_id_position_pk" PRIMARY KEY("user_id","position")
);
--> statement-breakpoint
CREATE TABLE "box_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"box_fee" integer NOT NULL,
	"plan_id" text,
	"plan_pay" text,
	"plan_fee" integer DEFAULT 0 NOT NULL,
	"vip_code" text,
	"coupon_code" text,
	"user_plan_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "box_cart_lines" ADD CONSTRAINT "box_cart_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_cart_lines" ADD CONSTRAINT "box_cart_lines_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_cart_lines" ADD CONSTRAINT "box_cart_lines_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_orders" ADD CONSTRAINT "box_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_orders" ADD CONSTRAINT "box_orders_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_orders" ADD CONSTRAINT "box_orders_user_plan_id_user_plans_id_fk" FOREIGN KEY ("user_plan_id") REFERENCES "public"."user_plans"("id") ON DELETE no action ON UPDATE no action;