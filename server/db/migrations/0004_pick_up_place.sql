ALTER TABLE "shipping_options" ADD COLUMN "pick_up_place" jsonb;--> statement-breakpoint
-- A demo database seeded before this migration gets the seed's pick-up place (server/seed/index.ts); other rows stay unset.
UPDATE "shipping_options" SET "pick_up_place" = '{"name":"Stylist Studio","address":"120 Market Street, Suite 300, San Francisco, CA 94105","hours":"Mon–Sat 10 am – 7 pm, Sun 11 am – 5 pm"}'::jsonb WHERE "id" = 'pick-up' AND "name" = 'pick up' AND "pick_up_place" IS NULL;
