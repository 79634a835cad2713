ALTER TABLE "products" ADD COLUMN "form" text;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD COLUMN "form" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_form_check" CHECK ("products"."form" in ('SOLID', 'NON_SOLID'));--> statement-breakpoint
-- The product's card (decision 0014) carries form in the API's key order; cards are rebuilt once.
CREATE OR REPLACE FUNCTION product_card_rows(product_ids uuid[]) RETURNS TABLE (product_id uuid, location_id uuid, image_key text, card text)
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
    p.cbd_mcg_per_unit AS "cbdMcgPerUnit", p.units_per_pack AS "unitsPerPack", p.form AS "form",
    p.image_url AS "imageUrl",
    p.reorder_point AS "reorderPoint",
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
SELECT product_cards_rebuild(id) FROM locations;
