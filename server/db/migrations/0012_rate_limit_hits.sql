CREATE TABLE "rate_limit_hits" (
	"limiter" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_hits_limiter_key_pk" PRIMARY KEY("limiter","key")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_resets_at_idx" ON "rate_limit_hits" USING btree ("resets_at");