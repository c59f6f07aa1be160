-- Hand-written (drizzle-kit generate --custom): the box catalogue's stock summary. box_items.min_price,
-- max_price, compare_at_price and stock_keys follow the item's variants, so the box search (server/box/search.ts)
-- reads one row per item instead of aggregating every variant. Statement-level triggers with transition tables:
-- a bulk insert of thousands of variants recomputes each affected box item once.
CREATE FUNCTION box_items_refresh(ids text[]) RETURNS void LANGUAGE sql AS $$
  UPDATE box_items bi
     SET min_price = s.min_price, max_price = s.max_price, compare_at_price = s.compare_at_price, stock_keys = s.stock_keys
    FROM (
      SELECT b.item_id,
             min(v.price) AS min_price, max(v.price) AS max_price, max(v.compare_at_price) AS compare_at_price,
             coalesce(array_agg(DISTINCT k.key) FILTER (WHERE k.key IS NOT NULL), '{}') AS stock_keys
        FROM box_items b
        LEFT JOIN variants v ON v.item_id = b.item_id AND v.stock > 0
        LEFT JOIN LATERAL (
          SELECT max(o->>'option') FILTER (WHERE o->>'name' = 'Color') AS colour,
                 max(o->>'option') FILTER (WHERE o->>'name' = 'Size') AS size
            FROM jsonb_array_elements(v.options) o
        ) opt ON true
        LEFT JOIN LATERAL unnest(ARRAY['c:' || opt.colour, 's:' || opt.size, 'cs:' || opt.colour || '|' || opt.size]) AS k(key) ON true
       WHERE b.item_id = ANY(ids)
       GROUP BY b.item_id
    ) s
   WHERE bi.item_id = s.item_id;
$$;
--> statement-breakpoint
CREATE FUNCTION box_items_refresh_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM box_items_refresh(ARRAY(SELECT DISTINCT item_id FROM changed));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER variants_box_summary_insert AFTER INSERT ON variants REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION box_items_refresh_changed();
--> statement-breakpoint
CREATE TRIGGER variants_box_summary_update AFTER UPDATE ON variants REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION box_items_refresh_changed();
--> statement-breakpoint
CREATE TRIGGER variants_box_summary_delete AFTER DELETE ON variants REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION box_items_refresh_changed();
--> statement-breakpoint
CREATE TRIGGER box_items_summary_insert AFTER INSERT ON box_items REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION box_items_refresh_changed();
