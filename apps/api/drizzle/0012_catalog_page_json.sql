-- One page of the product list as JSON: each product's columns (camelCase keys, timestamps as ISO text), its
-- lookup names and its sort key, in list order (docs/decisions/0011-prepared-list-statements.md). A PL/pgSQL
-- function keeps its query's plan for the session (a generic plan after the first few calls: it only reads by
-- primary key), so the list statement no longer plans six lookup subqueries on every request. The column list
-- mirrors the entity columns of products.entity.ts; a new product column needs a new version of this function
-- (the list test that compares every listed product with the product read alone fails until then).
CREATE OR REPLACE FUNCTION product_page_json(location uuid, ids uuid[]) RETURNS json
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT json_agg(r ORDER BY r."sortKey", r.id) FROM (
      SELECT "products"."id" AS "id", "products"."organization_id" AS "organizationId",
        "products"."location_id" AS "locationId", "products"."name" AS "name",
        to_char("products"."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
        to_char("products"."updated_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt",
        "products"."description" AS "description", "products"."sku" AS "sku", "products"."barcodes" AS "barcodes",
        "products"."status" AS "status", "products"."brand_id" AS "brandId", "products"."category_id" AS "categoryId",
        "products"."strain_id" AS "strainId", "products"."priority_id" AS "priorityId",
        "products"."vendor_id" AS "vendorId", "products"."tag_ids" AS "tagIds",
        "products"."price_cents" AS "priceCents", "products"."cost_cents" AS "costCents", "products"."unit" AS "unit",
        "products"."net_weight_mg" AS "netWeightMg", "products"."thc_ppm" AS "thcPpm",
        "products"."cbd_ppm" AS "cbdPpm", "products"."thc_mcg_per_unit" AS "thcMcgPerUnit",
        "products"."cbd_mcg_per_unit" AS "cbdMcgPerUnit", "products"."image_url" AS "imageUrl",
        "products"."image_key" AS "imageKey", "products"."reorder_point" AS "reorderPoint",
        (SELECT "brands"."name" FROM "brands" WHERE "brands"."id" = "products"."brand_id") AS "brandName",
        (SELECT "strains"."name" FROM "strains" WHERE "strains"."id" = "products"."strain_id") AS "strainName",
        (SELECT "vendors"."name" FROM "vendors" WHERE "vendors"."id" = "products"."vendor_id") AS "vendorName",
        coalesce((SELECT json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY lower(t.name))
          FROM tags t WHERE t.location_id = "products"."location_id" AND t.id = any("products"."tag_ids")),
          '[]'::json) AS "tags",
        (SELECT json_build_array("categories"."name", "categories"."compliance_class") FROM "categories"
          WHERE "categories"."id" = "products"."category_id") AS "category",
        (SELECT json_build_array("priorities"."name", "priorities"."rank") FROM "priorities"
          WHERE "priorities"."id" = "products"."priority_id") AS "priority",
        lower("products"."name") COLLATE "C" AS "sortKey"
      FROM "products" WHERE "products"."location_id" = location AND "products"."id" = any(ids)
    ) r
  );
END
$$;
