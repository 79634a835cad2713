-- product_counts: products per location and status, kept by statement-level triggers so an unfiltered product
-- list reads its total from one row instead of counting up to 100,000 (docs/decisions/0004-catalog-scope-and-units.md).
CREATE FUNCTION product_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Rows of a location being deleted are skipped: its product_counts rows go with it (on delete cascade).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_counts (location_id, status, count)
    SELECT d.location_id, d.status, count(*) FROM new_rows d
    WHERE EXISTS (SELECT 1 FROM locations l WHERE l.id = d.location_id)
    GROUP BY d.location_id, d.status
    ON CONFLICT (location_id, status) DO UPDATE SET count = product_counts.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO product_counts (location_id, status, count)
    SELECT d.location_id, d.status, -count(*) FROM old_rows d
    WHERE EXISTS (SELECT 1 FROM locations l WHERE l.id = d.location_id)
    GROUP BY d.location_id, d.status
    ON CONFLICT (location_id, status) DO UPDATE SET count = product_counts.count + excluded.count;
  ELSE
    INSERT INTO product_counts (location_id, status, count)
    SELECT d.location_id, d.status, sum(d.delta) FROM (
      SELECT location_id, status, 1 AS delta FROM new_rows
      UNION ALL
      SELECT location_id, status, -1 AS delta FROM old_rows
    ) d
    WHERE EXISTS (SELECT 1 FROM locations l WHERE l.id = d.location_id)
    GROUP BY d.location_id, d.status
    HAVING sum(d.delta) <> 0
    ON CONFLICT (location_id, status) DO UPDATE SET count = product_counts.count + excluded.count;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_counts_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_counts_apply();--> statement-breakpoint
CREATE TRIGGER products_counts_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_counts_apply();--> statement-breakpoint
CREATE TRIGGER products_counts_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_counts_apply();
