CREATE TABLE "product_cards" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"location_id" uuid NOT NULL,
	"image_key" text,
	"card" text NOT NULL
);--> statement-breakpoint
-- Each product's list entry as ready JSON text (docs/decisions/0014-catalog-product-cards.md): the product in the
-- API's shape (timestamps as ISO text, lookup names, tags in name order), built when the product or one of its
-- lookups is written instead of on every list request. The list joins a page's cards into its answer as text.
-- product_card_rows builds cards from products and the lookups; statement triggers on products and on the lookups
-- keep product_cards exact whoever writes (service, seed, SQL by hand). Only a bulk load that turns triggers off
-- must call product_cards_rebuild; a page whose card is missing builds it on the fly (product_page).
CREATE FUNCTION product_card_rows(product_ids uuid[]) RETURNS TABLE (product_id uuid, location_id uuid, image_key text, card text)
LANGUAGE sql STABLE AS $$
  SELECT p.id, p.location_id, p.image_key, (SELECT row_to_json(r)::text FROM (SELECT
    p.id AS "id", p.organization_id AS "organizationId", p.location_id AS "locationId", p.name AS "name",
    p.description AS "description", p.sku AS "sku", p.barcodes AS "barcodes", p.status AS "status",
    p.brand_id AS "brandId", (SELECT b.name FROM brands b WHERE b.id = p.brand_id) AS "brandName",
    p.category_id AS "categoryId", c.name AS "categoryName", c.compliance_class AS "complianceClass",
    p.strain_id AS "strainId", (SELECT s.name FROM strains s WHERE s.id = p.strain_id) AS "strainName",
    p.priority_id AS "priorityId", q.name AS "priorityName", q.rank AS "priorityRank",
    p.vendor_id AS "vendorId", (SELECT v.name FROM vendors v WHERE v.id = p.vendor_id) AS "vendorName",
    coalesce(t.ids, '[]') AS "tagIds", coalesce(t.tags, '[]') AS "tags",
    p.price_cents AS "priceCents", p.cost_cents AS "costCents", p.unit AS "unit", p.net_weight_mg AS "netWeightMg",
    p.thc_ppm AS "thcPpm", p.cbd_ppm AS "cbdPpm", p.thc_mcg_per_unit AS "thcMcgPerUnit",
    p.cbd_mcg_per_unit AS "cbdMcgPerUnit", p.image_url AS "imageUrl", p.reorder_point AS "reorderPoint",
    to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
    to_char(p.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"
  ) r)
  FROM products p
  LEFT JOIN categories c ON c.id = p.category_id
  LEFT JOIN priorities q ON q.id = p.priority_id
  LEFT JOIN LATERAL (
    SELECT json_agg(x.id ORDER BY lower(x.name)) AS ids, json_agg(x ORDER BY lower(x.name)) AS tags
    FROM (SELECT tg.id, tg.name FROM tags tg WHERE tg.location_id = p.location_id AND tg.id = ANY(p.tag_ids)) x
  ) t ON true
  WHERE p.id = ANY(product_ids)
$$;--> statement-breakpoint
CREATE FUNCTION product_cards_refresh(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM product_cards c WHERE c.product_id = ANY(ids) AND NOT EXISTS (SELECT FROM products p WHERE p.id = c.product_id);
  INSERT INTO product_cards (product_id, location_id, image_key, card) SELECT * FROM product_card_rows(ids)
  ON CONFLICT (product_id) DO UPDATE SET location_id = excluded.location_id, image_key = excluded.image_key, card = excluded.card;
$$;--> statement-breakpoint
CREATE FUNCTION product_cards_rebuild(location uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM product_cards WHERE location_id = location;
  INSERT INTO product_cards (product_id, location_id, image_key, card)
  SELECT r.* FROM product_card_rows(array(SELECT id FROM products WHERE location_id = location)) r
  JOIN products p ON p.id = r.product_id ORDER BY p.status, lower(p.name) COLLATE "C", p.id;
$$;--> statement-breakpoint
CREATE FUNCTION product_page(location uuid, ids uuid[], OUT page text, OUT images json) LANGUAGE plpgsql STABLE AS $$
DECLARE
  found integer;
BEGIN
  SELECT '[' || coalesce(string_agg(c.card, ',' ORDER BY u.n), '') || ']',
    json_object_agg(c.product_id, c.image_key) FILTER (WHERE c.image_key IS NOT NULL), count(*)
  INTO page, images, found
  FROM unnest(ids) WITH ORDINALITY u(id, n) JOIN product_cards c ON c.product_id = u.id AND c.location_id = location;
  IF found = cardinality(ids) THEN
    RETURN;
  END IF;
  -- Some card is missing (a bulk load ran without triggers and without product_cards_rebuild): the page's cards are
  -- built here, so the answer is the same, only slower.
  SELECT '[' || coalesce(string_agg(f.card, ',' ORDER BY u.n), '') || ']',
    json_object_agg(f.product_id, f.image_key) FILTER (WHERE f.image_key IS NOT NULL)
  INTO page, images
  FROM unnest(ids) WITH ORDINALITY u(id, n) JOIN product_card_rows(ids) f ON f.product_id = u.id AND f.location_id = location;
END
$$;--> statement-breakpoint
-- Products: a written product's card is rebuilt from its new row; a deleted product's card goes.
CREATE FUNCTION product_cards_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM product_cards c USING old_rows o WHERE c.product_id = o.id;
  ELSIF TG_OP = 'UPDATE' THEN
    -- A changed product id (the API never changes one) drops the old id's card too.
    PERFORM product_cards_refresh(array(SELECT id FROM new_rows UNION SELECT id FROM old_rows));
  ELSE
    PERFORM product_cards_refresh(array(SELECT id FROM new_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_cards_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_write();--> statement-breakpoint
CREATE TRIGGER products_cards_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_write();--> statement-breakpoint
CREATE TRIGGER products_cards_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_write();--> statement-breakpoint
-- Lookups: when what a card shows of one changes (a name; a category's compliance class; a priority's rank), the
-- cards of the products that use it are rebuilt. A vendor's licence or a brand's description leaves them alone.
CREATE FUNCTION product_cards_lookup_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'brands' THEN
    PERFORM product_cards_refresh(array(SELECT p.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      JOIN products p ON p.organization_id = n.organization_id AND p.location_id = n.location_id AND p.brand_id = n.id
      WHERE n.name IS DISTINCT FROM o.name));
  ELSIF TG_TABLE_NAME = 'categories' THEN
    PERFORM product_cards_refresh(array(SELECT p.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      JOIN products p ON p.organization_id = n.organization_id AND p.location_id = n.location_id AND p.category_id = n.id
      WHERE (n.name, n.compliance_class) IS DISTINCT FROM (o.name, o.compliance_class)));
  ELSIF TG_TABLE_NAME = 'strains' THEN
    PERFORM product_cards_refresh(array(SELECT p.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      JOIN products p ON p.organization_id = n.organization_id AND p.location_id = n.location_id AND p.strain_id = n.id
      WHERE n.name IS DISTINCT FROM o.name));
  ELSIF TG_TABLE_NAME = 'priorities' THEN
    PERFORM product_cards_refresh(array(SELECT p.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      JOIN products p ON p.organization_id = n.organization_id AND p.location_id = n.location_id AND p.priority_id = n.id
      WHERE (n.name, n.rank) IS DISTINCT FROM (o.name, o.rank)));
  ELSIF TG_TABLE_NAME = 'vendors' THEN
    PERFORM product_cards_refresh(array(SELECT p.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      JOIN products p ON p.organization_id = n.organization_id AND p.location_id = n.location_id AND p.vendor_id = n.id
      WHERE n.name IS DISTINCT FROM o.name));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER brands_product_cards AFTER UPDATE ON brands
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_lookup_update();--> statement-breakpoint
CREATE TRIGGER categories_product_cards AFTER UPDATE ON categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_lookup_update();--> statement-breakpoint
CREATE TRIGGER strains_product_cards AFTER UPDATE ON strains
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_lookup_update();--> statement-breakpoint
CREATE TRIGGER priorities_product_cards AFTER UPDATE ON priorities
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_lookup_update();--> statement-breakpoint
CREATE TRIGGER vendors_product_cards AFTER UPDATE ON vendors
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_lookup_update();--> statement-breakpoint
-- Tags are kept on the product as ids (no foreign key): a tag renamed, deleted or (re)created changes the cards of
-- the products whose tag_ids hold it.
CREATE FUNCTION product_cards_tags_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM product_cards_refresh(array(SELECT p.id FROM products p
      WHERE p.tag_ids && array(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.name IS DISTINCT FROM o.name)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM product_cards_refresh(array(SELECT p.id FROM products p WHERE p.tag_ids && array(SELECT id FROM old_rows)));
  ELSE
    PERFORM product_cards_refresh(array(SELECT p.id FROM products p WHERE p.tag_ids && array(SELECT id FROM new_rows)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER tags_product_cards_insert AFTER INSERT ON tags
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_tags_write();--> statement-breakpoint
CREATE TRIGGER tags_product_cards_update AFTER UPDATE ON tags
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_tags_write();--> statement-breakpoint
CREATE TRIGGER tags_product_cards_delete AFTER DELETE ON tags
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_tags_write();--> statement-breakpoint
DROP FUNCTION product_page_json(uuid, uuid[]);--> statement-breakpoint
SELECT product_cards_rebuild(id) FROM locations;
