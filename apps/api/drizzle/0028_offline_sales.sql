CREATE TABLE "offline_sales" (
	"sale_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"register_id" uuid NOT NULL,
	"offline_receipt" text NOT NULL,
	"sold_at" timestamp with time zone NOT NULL,
	"offline_since" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"register_total_cents" integer NOT NULL,
	"flags" jsonb NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolution" text
);
--> statement-breakpoint
ALTER TABLE "inventory_items" DROP CONSTRAINT "inventory_items_quantity_check";--> statement-breakpoint
ALTER TABLE "inventory_ledger" DROP CONSTRAINT "inventory_ledger_after_check";--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "offline_max_minutes" integer DEFAULT 240 NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "offline_max_sale_cents" integer DEFAULT 50000 NOT NULL;--> statement-breakpoint
ALTER TABLE "offline_sales" ADD CONSTRAINT "offline_sales_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_sales" ADD CONSTRAINT "offline_sales_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_sales" ADD CONSTRAINT "offline_sales_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_sales" ADD CONSTRAINT "offline_sales_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offline_sales_receipt_key" ON "offline_sales" USING btree ("location_id","offline_receipt");--> statement-breakpoint
CREATE INDEX "offline_sales_location_synced_idx" ON "offline_sales" USING btree ("organization_id","location_id","synced_at");--> statement-breakpoint
CREATE INDEX "offline_sales_open_idx" ON "offline_sales" USING btree ("location_id") WHERE "offline_sales"."resolved_at" is null;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_offline_rules_check" CHECK ("locations"."offline_max_minutes" >= 0 and "locations"."offline_max_sale_cents" >= 0);--> statement-breakpoint
-- A lot never goes below zero, nor a ledger row's quantity after it, except inside the one transaction that records
-- a sale made offline (decision 0027): it sets verdant.offline_shortfall for itself (set_config(..., true)), because
-- those goods were sold while the server could not be asked. A lot below zero may rise towards zero (a count, a
-- receipt); it may not fall further outside that path. The checks they replace had the same names and SQLSTATE.
CREATE FUNCTION inventory_items_floor() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.quantity < 0 AND (TG_OP = 'INSERT' OR NEW.quantity < OLD.quantity)
     AND coalesce(current_setting('verdant.offline_shortfall', true), '') <> 'on' THEN
    RAISE EXCEPTION 'new row for relation "inventory_items" violates check constraint "inventory_items_quantity_check"'
      USING ERRCODE = '23514', CONSTRAINT = 'inventory_items_quantity_check', TABLE = 'inventory_items';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER inventory_items_floor BEFORE INSERT OR UPDATE OF quantity ON inventory_items
  FOR EACH ROW WHEN (NEW.quantity < 0) EXECUTE FUNCTION inventory_items_floor();
--> statement-breakpoint
CREATE FUNCTION inventory_ledger_floor() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.quantity_after < 0 AND NEW.delta < 0
     AND coalesce(current_setting('verdant.offline_shortfall', true), '') <> 'on' THEN
    RAISE EXCEPTION 'new row for relation "inventory_ledger" violates check constraint "inventory_ledger_after_check"'
      USING ERRCODE = '23514', CONSTRAINT = 'inventory_ledger_after_check', TABLE = 'inventory_ledger';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER inventory_ledger_floor BEFORE INSERT ON inventory_ledger
  FOR EACH ROW WHEN (NEW.quantity_after < 0) EXECUTE FUNCTION inventory_ledger_floor();
