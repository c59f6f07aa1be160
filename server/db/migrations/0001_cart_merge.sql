CREATE TABLE "cart_merged_lines" (
	"cart_id" text NOT NULL,
	"source_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_merged_lines_cart_id_source_id_pk" PRIMARY KEY("cart_id","source_id")
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "seen_price" integer;--> statement-breakpoint
ALTER TABLE "cart_merged_lines" ADD CONSTRAINT "cart_merged_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;