ALTER TABLE "inventory_ledger" DROP CONSTRAINT "inventory_ledger_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "inventory_ledger" DROP CONSTRAINT "inventory_ledger_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "inventory_ledger" DROP CONSTRAINT "inventory_ledger_inventory_id_inventory_items_id_fk";
--> statement-breakpoint
ALTER TABLE "drawer_movements" DROP CONSTRAINT "drawer_movements_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "drawer_movements" DROP CONSTRAINT "drawer_movements_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "drawer_movements" DROP CONSTRAINT "drawer_movements_drawer_session_id_drawer_sessions_id_fk";
--> statement-breakpoint
ALTER TABLE "drawer_sessions" DROP CONSTRAINT "drawer_sessions_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "drawer_sessions" DROP CONSTRAINT "drawer_sessions_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "drawer_sessions" DROP CONSTRAINT "drawer_sessions_register_fk";
--> statement-breakpoint
ALTER TABLE "sale_lines" DROP CONSTRAINT "sale_lines_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "sale_lines" DROP CONSTRAINT "sale_lines_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "sale_lines" DROP CONSTRAINT "sale_lines_sale_id_sales_id_fk";
--> statement-breakpoint
ALTER TABLE "sale_refunds" DROP CONSTRAINT "sale_refunds_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "sale_refunds" DROP CONSTRAINT "sale_refunds_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "sale_refunds" DROP CONSTRAINT "sale_refunds_sale_id_sales_id_fk";
--> statement-breakpoint
ALTER TABLE "sale_tenders" DROP CONSTRAINT "sale_tenders_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "sale_tenders" DROP CONSTRAINT "sale_tenders_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "sale_tenders" DROP CONSTRAINT "sale_tenders_sale_id_sales_id_fk";
--> statement-breakpoint
ALTER TABLE "sales" DROP CONSTRAINT "sales_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "sales" DROP CONSTRAINT "sales_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "purchase_orders" ALTER COLUMN "subtotal_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "purchase_orders" ALTER COLUMN "tax_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "purchase_orders" ALTER COLUMN "total_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inventory_ledger" ADD CONSTRAINT "inventory_ledger_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_ledger" ADD CONSTRAINT "inventory_ledger_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_ledger" ADD CONSTRAINT "inventory_ledger_inventory_id_inventory_items_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventory_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_movements" ADD CONSTRAINT "drawer_movements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_movements" ADD CONSTRAINT "drawer_movements_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_movements" ADD CONSTRAINT "drawer_movements_drawer_session_id_drawer_sessions_id_fk" FOREIGN KEY ("drawer_session_id") REFERENCES "public"."drawer_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD CONSTRAINT "drawer_sessions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD CONSTRAINT "drawer_sessions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD CONSTRAINT "drawer_sessions_register_fk" FOREIGN KEY ("location_id","register_id") REFERENCES "public"."registers"("location_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_refunds" ADD CONSTRAINT "sale_refunds_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_refunds" ADD CONSTRAINT "sale_refunds_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_refunds" ADD CONSTRAINT "sale_refunds_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_tenders" ADD CONSTRAINT "sale_tenders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_tenders" ADD CONSTRAINT "sale_tenders_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_tenders" ADD CONSTRAINT "sale_tenders_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
-- Decision 0017. An archived lot (a deleted lot that has ledger history) is not counted in the inventory list's
-- totals; archiving or bringing one back moves the list's anchors like any counted key. Otherwise as in 0014.
CREATE OR REPLACE FUNCTION public.inventory_counts_apply()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT n.*, 1 AS delta FROM new_rows n WHERE n.archived_at IS NULL'
    WHEN 'DELETE' THEN 'SELECT o.*, -1 AS delta FROM old_rows o WHERE o.archived_at IS NULL'
    ELSE 'SELECT n.*, 1 AS delta FROM new_rows n WHERE n.archived_at IS NULL
      UNION ALL SELECT o.*, -1 AS delta FROM old_rows o WHERE o.archived_at IS NULL'
  END;
  moved text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT location_id FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT location_id FROM old_rows'
    ELSE 'SELECT n.location_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.room_id, n.inventory_status, n.is_active, n.expires_at, n.received_at, n.archived_at)
        IS DISTINCT FROM (o.room_id, o.inventory_status, o.is_active, o.expires_at, o.received_at, o.archived_at)'
  END;
BEGIN
  -- A quantity-only update (every sale, refund, void and adjustment) moves no counted key: nothing to count, and
  -- no dynamic statement to plan (about 0.7 ms a sale before this check).
  -- (Nested: an insert or delete trigger has only one of the two transition tables.)
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (
      SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.location_id, n.room_id, n.inventory_status, n.is_active, n.expires_at, n.received_at, n.archived_at)
        IS DISTINCT FROM (o.location_id, o.room_id, o.inventory_status, o.is_active, o.expires_at, o.received_at,
          o.archived_at)) THEN
      RETURN NULL;
    END IF;
  END IF;
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
$function$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION inventory_counts_rebuild(location uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM inventory_counts WHERE location_id = location;
  INSERT INTO inventory_counts (location_id, room_id, inventory_status, is_active, expires_on, count)
  SELECT i.location_id, i.room_id, i.inventory_status, i.is_active, coalesce(i.expires_at, 'infinity'::date), count(*)
  FROM inventory_items i WHERE i.location_id = location AND i.archived_at IS NULL GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO inventory_list_versions (location_id, version) VALUES (location, 1)
  ON CONFLICT (location_id) DO UPDATE SET version = inventory_list_versions.version + 1;
  DELETE FROM purchase_order_counts WHERE location_id = location;
  INSERT INTO purchase_order_counts (location_id, status, count, total_cents)
  SELECT p.location_id, p.status, count(*), sum(p.total_cents::bigint)
  FROM purchase_orders p WHERE p.location_id = location GROUP BY 1, 2;
$$;
