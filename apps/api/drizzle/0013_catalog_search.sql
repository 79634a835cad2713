CREATE TABLE "product_search" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"status" text NOT NULL,
	"sort_key" text NOT NULL,
	"terms" text[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_search_terms_idx" ON "product_search" USING gin ("terms");--> statement-breakpoint
-- Products written before this migration lack the terms that make a search's words match distinct words of the
-- name or SKU ("wi#2": two words start with "wi"; productSearchTerms in the shared package). They are added here
-- from the same split in SQL (lower-case, runs of letters and digits, prefixes of 2 to 20 characters).
UPDATE products p SET search_terms = p.search_terms || c.terms
FROM (
  SELECT w.id, array_agg(w.prefix || '#' || k ORDER BY w.prefix, k) AS terms
  FROM (
    SELECT t.id, left(t.word, n) AS prefix, count(*) AS words
    FROM (SELECT id, regexp_split_to_table(lower(name) || ' ' || lower(sku), '[^[:alnum:]]+') AS word FROM products) t
    CROSS JOIN LATERAL generate_series(2, least(length(t.word), 20)) n
    GROUP BY 1, 2 HAVING count(*) > 1
  ) w
  CROSS JOIN LATERAL generate_series(2, w.words::int) k
  GROUP BY w.id
) c
WHERE c.id = p.id;--> statement-breakpoint
-- product_search mirrors what the catalog search reads of each product (docs/decisions/0013-catalog-search-table.md):
-- statement triggers copy inserts, changes of the columns it holds, and deletes (location deletes included), so it
-- answers exactly what products would, whoever writes products. Only a bulk load that turns triggers off
-- (session_replication_role = replica) must call product_search_rebuild itself.
CREATE FUNCTION product_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (product_id, organization_id, location_id, status, sort_key, terms)
  SELECT n.id, n.organization_id, n.location_id, n.status, lower(n.name), n.search_terms FROM new_rows n;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION product_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose searched columns changed are rewritten (a price change leaves product_search alone).
  UPDATE product_search s SET organization_id = n.organization_id, location_id = n.location_id, status = n.status,
    sort_key = lower(n.name), terms = n.search_terms
  FROM new_rows n
  WHERE s.product_id = n.id AND (s.organization_id, s.location_id, s.status, s.sort_key, s.terms)
    IS DISTINCT FROM (n.organization_id, n.location_id, n.status, lower(n.name), n.search_terms);
  -- A changed product id (the API never changes one) is a delete and an insert.
  DELETE FROM product_search s USING old_rows o
  WHERE s.product_id = o.id AND NOT EXISTS (SELECT FROM new_rows n WHERE n.id = o.id);
  INSERT INTO product_search (product_id, organization_id, location_id, status, sort_key, terms)
  SELECT n.id, n.organization_id, n.location_id, n.status, lower(n.name), n.search_terms FROM new_rows n
  WHERE NOT EXISTS (SELECT FROM product_search s WHERE s.product_id = n.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION product_search_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_search s USING old_rows o WHERE s.product_id = o.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_insert();--> statement-breakpoint
CREATE TRIGGER products_search_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_update();--> statement-breakpoint
CREATE TRIGGER products_search_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_delete();--> statement-breakpoint
-- Rewrites a location's rows in list order (status, then name), so the matches of a name prefix lie on neighbouring
-- pages: after a bulk load (which runs without triggers), and for existing data here. Rows written later by the
-- triggers go where there is room; the order only comes back with another rebuild.
CREATE FUNCTION product_search_rebuild(location uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM product_search WHERE location_id = location;
  INSERT INTO product_search (product_id, organization_id, location_id, status, sort_key, terms)
  SELECT p.id, p.organization_id, p.location_id, p.status, lower(p.name), p.search_terms FROM products p
  WHERE p.location_id = location
  ORDER BY p.status, lower(p.name) COLLATE "C", p.id;
$$;--> statement-breakpoint
SELECT product_search_rebuild(id) FROM locations;
