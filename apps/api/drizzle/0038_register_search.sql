ALTER TABLE "product_search" ADD COLUMN "stocked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "product_search_stocked_terms_idx" ON "product_search" USING gin ("terms") WITH (fastupdate=false) WHERE "product_search"."stocked";--> statement-breakpoint
-- The register's search (sales.sellable.ts) looks for products among the ones its location has held a lot of: a
-- store's shelves (a few thousand products) rather than its catalog (up to 100,000), whose every match it read to
-- learn which were in stock. product_search.stocked says so: set when a lot of the product is first written, never
-- unset (a sold-out product stays a candidate; the search's own stock check leaves it out), so the flag only moves
-- on a product's first lot and no sale or count ever writes product_search.
UPDATE product_search s SET stocked = true
WHERE EXISTS (SELECT FROM inventory_items i
  WHERE i.organization_id = s.organization_id AND i.location_id = s.location_id AND i.product_id = s.product_id);
--> statement-breakpoint
CREATE FUNCTION product_search_stocked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Rows already flagged are left alone: no row lock, no new row version, after a product's first lot.
  UPDATE product_search s SET stocked = true
  FROM (SELECT DISTINCT product_id FROM new_rows) n
  WHERE s.product_id = n.product_id AND NOT s.stocked;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER inventory_items_stocked AFTER INSERT ON inventory_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_stocked();--> statement-breakpoint
-- A lot moved to another product (the API does not, a correction in the database might): that product is stocked.
-- A row trigger on the column alone, so the sales and counts that update a lot's quantity never fire it.
CREATE FUNCTION product_search_restocked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_search SET stocked = true WHERE product_id = NEW.product_id AND NOT stocked;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER inventory_items_restocked AFTER UPDATE OF product_id ON inventory_items
  FOR EACH ROW WHEN (OLD.product_id IS DISTINCT FROM NEW.product_id) EXECUTE FUNCTION product_search_restocked();--> statement-breakpoint
-- The rebuild after a bulk load (migration 0013) keeps the flag, from the lots as they stand.
CREATE OR REPLACE FUNCTION product_search_rebuild(location uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM product_search WHERE location_id = location;
  INSERT INTO product_search (product_id, organization_id, location_id, status, sort_key, terms, stocked)
  SELECT p.id, p.organization_id, p.location_id, p.status, lower(p.name), p.search_terms,
    EXISTS (SELECT FROM inventory_items i
      WHERE i.organization_id = p.organization_id AND i.location_id = p.location_id AND i.product_id = p.id)
  FROM products p
  WHERE p.location_id = location
  ORDER BY p.status, lower(p.name) COLLATE "C", p.id;
$$;
