CREATE TABLE "product_filter_counts" (
	"location_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value" uuid NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "product_filter_counts_location_id_kind_value_status_pk" PRIMARY KEY("location_id","kind","value","status")
);
--> statement-breakpoint
CREATE TABLE "product_list_versions" (
	"location_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_filter_counts" ADD CONSTRAINT "product_filter_counts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_list_versions" ADD CONSTRAINT "product_list_versions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- product_filter_counts and product_list_versions are kept by statement-level triggers, like product_counts (0003):
-- a list filtered by one brand, category, strain, priority, vendor or tag reads its exact total from a few rows, and
-- the list's cached page anchors learn when positions may have moved (docs/decisions/0009-catalog-list-speed.md).
CREATE FUNCTION product_filter_keys(brand uuid, category uuid, strain uuid, priority uuid, vendor uuid, tag_ids uuid[])
RETURNS TABLE (kind text, value uuid) LANGUAGE sql IMMUTABLE AS $$
  SELECT k.kind, k.value
  FROM (VALUES ('brand', brand), ('category', category), ('strain', strain), ('priority', priority), ('vendor', vendor))
    AS k(kind, value)
  WHERE k.value IS NOT NULL
  UNION ALL
  SELECT 'tag', t.value FROM unnest(tag_ids) AS t(value)
$$;--> statement-breakpoint
CREATE FUNCTION product_filter_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT n.*, 1 AS delta FROM new_rows n'
    WHEN 'DELETE' THEN 'SELECT o.*, -1 AS delta FROM old_rows o'
    ELSE 'SELECT n.*, 1 AS delta FROM new_rows n UNION ALL SELECT o.*, -1 AS delta FROM old_rows o'
  END;
BEGIN
  -- Rows of a location being deleted are skipped: its rows go with it (on delete cascade).
  EXECUTE format($sql$
    INSERT INTO product_filter_counts (location_id, kind, value, status, count)
    SELECT d.location_id, k.kind, k.value, d.status, sum(d.delta)
    FROM (%s) d
    CROSS JOIN LATERAL product_filter_keys(d.brand_id, d.category_id, d.strain_id, d.priority_id, d.vendor_id, d.tag_ids) k
    WHERE EXISTS (SELECT 1 FROM locations l WHERE l.id = d.location_id)
    GROUP BY d.location_id, k.kind, k.value, d.status
    HAVING sum(d.delta) <> 0
    ON CONFLICT (location_id, kind, value, status) DO UPDATE SET count = product_filter_counts.count + excluded.count
  $sql$, changed);
  EXECUTE format($sql$
    INSERT INTO product_list_versions (location_id, version)
    SELECT DISTINCT d.location_id, 1 FROM (%s) d
    WHERE EXISTS (SELECT 1 FROM locations l WHERE l.id = d.location_id)
    ON CONFLICT (location_id) DO UPDATE SET version = product_list_versions.version + 1
  $sql$, changed);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_filter_counts_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_filter_counts_apply();--> statement-breakpoint
-- (Transition tables rule out a column list, so any update bumps the version; products change rarely.)
CREATE TRIGGER products_filter_counts_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_filter_counts_apply();--> statement-breakpoint
CREATE TRIGGER products_filter_counts_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_filter_counts_apply();--> statement-breakpoint
-- Recounts one location from its products: after a bulk load that ran without triggers, and for existing data here.
CREATE FUNCTION product_counts_rebuild(location uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM product_counts WHERE location_id = location;
  INSERT INTO product_counts (location_id, status, count)
  SELECT p.location_id, p.status, count(*) FROM products p WHERE p.location_id = location GROUP BY 1, 2;
  DELETE FROM product_filter_counts WHERE location_id = location;
  INSERT INTO product_filter_counts (location_id, kind, value, status, count)
  SELECT p.location_id, k.kind, k.value, p.status, count(*)
  FROM products p
  CROSS JOIN LATERAL product_filter_keys(p.brand_id, p.category_id, p.strain_id, p.priority_id, p.vendor_id, p.tag_ids) k
  WHERE p.location_id = location
  GROUP BY 1, 2, 3, 4;
  INSERT INTO product_list_versions (location_id, version) VALUES (location, 1)
  ON CONFLICT (location_id) DO UPDATE SET version = product_list_versions.version + 1;
$$;--> statement-breakpoint
SELECT product_counts_rebuild(id) FROM locations;
