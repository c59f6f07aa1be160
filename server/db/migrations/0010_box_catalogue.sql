CREATE TABLE "box_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"cover" text,
	"icon" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "box_items" (
	"item_id" text PRIMARY KEY NOT NULL,
	"stage" integer NOT NULL,
	"category_id" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', search_text)) STORED NOT NULL,
	"min_price" integer,
	"max_price" integer,
	"compare_at_price" integer,
	"stock_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "box_items_stage" CHECK ("box_items"."stage" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "box_items" ADD CONSTRAINT "box_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_items" ADD CONSTRAINT "box_items_category_id_box_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."box_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "box_items_stage_added_idx" ON "box_items" USING btree ("stage","added_at");--> statement-breakpoint
CREATE INDEX "box_items_category_idx" ON "box_items" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "box_items_search_idx" ON "box_items" USING gin ("search");