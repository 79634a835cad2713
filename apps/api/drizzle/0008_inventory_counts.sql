CREATE TABLE "inventory_counts" (
	"location_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"inventory_status" text NOT NULL,
	"is_active" boolean NOT NULL,
	"expires_on" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "inventory_counts_location_id_room_id_inventory_status_is_active_expires_on_pk" PRIMARY KEY("location_id","room_id","inventory_status","is_active","expires_on")
);
--> statement-breakpoint
CREATE TABLE "inventory_list_versions" (
	"location_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order_counts" (
	"location_id" uuid NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	"total_cents" bigint NOT NULL,
	CONSTRAINT "purchase_order_counts_location_id_status_pk" PRIMARY KEY("location_id","status")
);
--> statement-breakpoint
DROP INDEX "inventory_items_room_idx";--> statement-breakpoint
DROP INDEX "inventory_items_status_idx";--> statement-breakpoint
DROP INDEX "inventory_items_product_idx";--> statement-breakpoint
DROP INDEX "purchase_orders_status_idx";--> statement-breakpoint
ALTER TABLE "inventory_counts" ADD CONSTRAINT "inventory_counts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_list_versions" ADD CONSTRAINT "inventory_list_versions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_counts" ADD CONSTRAINT "purchase_order_counts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_orders_number_prefix_idx" ON "purchase_orders" USING btree ("location_id",lower("po_number") collate "C");--> statement-breakpoint
CREATE INDEX "inventory_items_room_idx" ON "inventory_items" USING btree ("organization_id","location_id","room_id","received_at","id");--> statement-breakpoint
CREATE INDEX "inventory_items_status_idx" ON "inventory_items" USING btree ("organization_id","location_id","inventory_status","received_at","id");--> statement-breakpoint
CREATE INDEX "inventory_items_product_idx" ON "inventory_items" USING btree ("organization_id","location_id","product_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_status_idx" ON "purchase_orders" USING btree ("organization_id","location_id","status","created_at","id");--> statement-breakpoint
-- inventory_counts, inventory_list_versions and purchase_order_counts are kept by statement-level triggers, like
-- product_counts (0003) and product_filter_counts (0007): the inventory list reads its total from a few hundred rows
-- instead of counting every lot, its cached page anchors learn when positions may have moved, and the purchase-order
-- list and stats read a row per status. Quantity-only updates (sales, adjustments) leave every counted key alone
-- and so write nothing here. The version row is written first, so every statement that changes a location's counts
-- queues on it and count rows are always locked in one order (no deadlock between two receivings).
CREATE FUNCTION inventory_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT n.*, 1 AS delta FROM new_rows n'
    WHEN 'DELETE' THEN 'SELECT o.*, -1 AS delta FROM old_rows o'
    ELSE 'SELECT n.*, 1 AS delta FROM new_rows n UNION ALL SELECT o.*, -1 AS delta FROM old_rows o'
  END;
  moved text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT location_id FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT location_id FROM old_rows'
    ELSE 'SELECT n.location_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.room_id, n.inventory_status, n.is_active, n.expires_at, n.received_at)
        IS DISTINCT FROM (o.room_id, o.inventory_status, o.is_active, o.expires_at, o.received_at)'
  END;
BEGIN
  -- Rows of a location being deleted are skipped: its rows go with it (on delete cascade).
  EXECUTE format($sql$
    INSERT INTO inventory_list_versions (location_id, version)
    SELECT DISTINCT d.location_id, 1 FROM (%s) d
    WHERE EXISTS (SELECT 1 FROM locations l WHERE l.id = d.location_id)
    ORDER BY 1
    ON CONFLICT (location_id) DO UPDATE SET version = inventory_list_versions.version + 1
  $sql$, moved);
  EXECUTE format($sql$
    INSERT INTO inventory_counts (location_id, room_id, inventory_status, is_active, expires_on, count)
    SELECT d.location_id, d.room_id, d.inventory_status, d.is_active, coalesce(d.expires_at, 'infinity'::date),
      sum(d.delta)
    FROM (%s) d
    WHERE EXISTS (SELECT 1 FROM locations l WHERE l.id = d.location_id)
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(d.delta) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (location_id, room_id, inventory_status, is_active, expires_on)
    DO UPDATE SET count = inventory_counts.count + excluded.count
  $sql$, changed);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER inventory_items_counts_insert AFTER INSERT ON inventory_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_counts_apply();--> statement-breakpoint
CREATE TRIGGER inventory_items_counts_update AFTER UPDATE ON inventory_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_counts_apply();--> statement-breakpoint
CREATE TRIGGER inventory_items_counts_delete AFTER DELETE ON inventory_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_counts_apply();--> statement-breakpoint
CREATE FUNCTION purchase_order_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT n.location_id, n.status, n.total_cents, 1 AS delta FROM new_rows n'
    WHEN 'DELETE' THEN 'SELECT o.location_id, o.status, o.total_cents, -1 AS delta FROM old_rows o'
    ELSE 'SELECT n.location_id, n.status, n.total_cents, 1 AS delta FROM new_rows n
      UNION ALL SELECT o.location_id, o.status, o.total_cents, -1 AS delta FROM old_rows o'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO purchase_order_counts (location_id, status, count, total_cents)
    SELECT d.location_id, d.status, sum(d.delta), sum(d.delta * d.total_cents::bigint)
    FROM (%s) d
    WHERE EXISTS (SELECT 1 FROM locations l WHERE l.id = d.location_id)
    GROUP BY 1, 2
    HAVING sum(d.delta) <> 0 OR sum(d.delta * d.total_cents::bigint) <> 0
    ORDER BY 1, 2
    ON CONFLICT (location_id, status) DO UPDATE SET count = purchase_order_counts.count + excluded.count,
      total_cents = purchase_order_counts.total_cents + excluded.total_cents
  $sql$, changed);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER purchase_orders_counts_insert AFTER INSERT ON purchase_orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION purchase_order_counts_apply();--> statement-breakpoint
CREATE TRIGGER purchase_orders_counts_update AFTER UPDATE ON purchase_orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION purchase_order_counts_apply();--> statement-breakpoint
CREATE TRIGGER purchase_orders_counts_delete AFTER DELETE ON purchase_orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION purchase_order_counts_apply();--> statement-breakpoint
-- Recounts one location's lots and purchase orders: after a bulk load that ran without triggers, and for existing
-- data here.
CREATE FUNCTION inventory_counts_rebuild(location uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM inventory_counts WHERE location_id = location;
  INSERT INTO inventory_counts (location_id, room_id, inventory_status, is_active, expires_on, count)
  SELECT i.location_id, i.room_id, i.inventory_status, i.is_active, coalesce(i.expires_at, 'infinity'::date), count(*)
  FROM inventory_items i WHERE i.location_id = location GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO inventory_list_versions (location_id, version) VALUES (location, 1)
  ON CONFLICT (location_id) DO UPDATE SET version = inventory_list_versions.version + 1;
  DELETE FROM purchase_order_counts WHERE location_id = location;
  INSERT INTO purchase_order_counts (location_id, status, count, total_cents)
  SELECT p.location_id, p.status, count(*), sum(p.total_cents::bigint)
  FROM purchase_orders p WHERE p.location_id = location GROUP BY 1, 2;
$$;--> statement-breakpoint
SELECT inventory_counts_rebuild(id) FROM locations;
