CREATE TABLE "track_trace_deliveries" (
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"delivery_id" bigint NOT NULL,
	"manifest_number" text NOT NULL,
	"receive_order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "track_trace_deliveries_location_id_delivery_id_pk" PRIMARY KEY("location_id","delivery_id")
);
--> statement-breakpoint
CREATE TABLE "track_trace_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "track_trace_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source_id" uuid NOT NULL,
	"sale_id" uuid,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"uncertain" boolean DEFAULT false NOT NULL,
	"state_quantity_before" text,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "track_trace_events_kind_check" CHECK ("track_trace_events"."kind" in ('SALE', 'SALE_VOID', 'SALE_REFUND', 'ADJUSTMENT')),
	CONSTRAINT "track_trace_events_status_check" CHECK ("track_trace_events"."status" in ('PENDING', 'DONE', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "track_trace_item_matches" (
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"item_name" text NOT NULL,
	"product_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "track_trace_item_matches_location_id_item_name_pk" PRIMARY KEY("location_id","item_name")
);
--> statement-breakpoint
CREATE TABLE "track_trace_links" (
	"location_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"system" text DEFAULT 'METRC' NOT NULL,
	"state" text NOT NULL,
	"license_number" text NOT NULL,
	"user_key_cipher" text NOT NULL,
	"reason_map" jsonb NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sale_cursor" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "track_trace_links_system_check" CHECK ("track_trace_links"."system" in ('METRC'))
);
--> statement-breakpoint
CREATE TABLE "track_trace_receipts" (
	"sale_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"external_number" text NOT NULL,
	"receipt_id" bigint,
	"deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "state_unit" text;--> statement-breakpoint
ALTER TABLE "receive_order_items" ADD COLUMN "state_unit" text;--> statement-breakpoint
ALTER TABLE "track_trace_deliveries" ADD CONSTRAINT "track_trace_deliveries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_trace_deliveries" ADD CONSTRAINT "track_trace_deliveries_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_trace_events" ADD CONSTRAINT "track_trace_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_trace_events" ADD CONSTRAINT "track_trace_events_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_trace_item_matches" ADD CONSTRAINT "track_trace_item_matches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_trace_item_matches" ADD CONSTRAINT "track_trace_item_matches_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_trace_links" ADD CONSTRAINT "track_trace_links_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_trace_links" ADD CONSTRAINT "track_trace_links_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_trace_receipts" ADD CONSTRAINT "track_trace_receipts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_trace_receipts" ADD CONSTRAINT "track_trace_receipts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "track_trace_events_source_key" ON "track_trace_events" USING btree ("kind","source_id");--> statement-breakpoint
CREATE INDEX "track_trace_events_queue_idx" ON "track_trace_events" USING btree ("location_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "track_trace_events_sale_idx" ON "track_trace_events" USING btree ("sale_id");--> statement-breakpoint
-- Hand-written (docs/decisions/0022): voids, refunds and adjustments at a linked location enqueue their report in
-- the transaction that makes them. Completed sales are not enqueued here: the worker sweeps them (no cost on the
-- register's one-statement sale). A void or refund enqueues its sale first when the sweep has not yet.
CREATE FUNCTION track_trace_enqueue_sale_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  the_sale record;
  event_kind text;
  event_source uuid;
BEGIN
  IF TG_TABLE_NAME = 'sales' THEN
    the_sale := NEW; event_kind := 'SALE_VOID'; event_source := NEW.id;
  ELSE
    SELECT * INTO the_sale FROM sales WHERE id = NEW.sale_id;
    event_kind := 'SALE_REFUND'; event_source := NEW.id;
  END IF;
  IF NOT EXISTS (SELECT FROM track_trace_links l WHERE l.location_id = the_sale.location_id
      AND l.linked_at <= the_sale.completed_at) THEN
    RETURN NULL;
  END IF;
  INSERT INTO track_trace_events (organization_id, location_id, kind, source_id, sale_id, created_at)
    VALUES (the_sale.organization_id, the_sale.location_id, 'SALE', the_sale.id, the_sale.id, the_sale.completed_at)
    ON CONFLICT (kind, source_id) DO NOTHING;
  INSERT INTO track_trace_events (organization_id, location_id, kind, source_id, sale_id)
    VALUES (the_sale.organization_id, the_sale.location_id, event_kind, event_source, the_sale.id)
    ON CONFLICT (kind, source_id) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER track_trace_sale_voided AFTER UPDATE OF status ON sales FOR EACH ROW
  WHEN (NEW.status = 'VOIDED' AND OLD.status IS DISTINCT FROM 'VOIDED')
  EXECUTE FUNCTION track_trace_enqueue_sale_change();
--> statement-breakpoint
CREATE TRIGGER track_trace_sale_refunded AFTER INSERT ON sale_refunds FOR EACH ROW
  EXECUTE FUNCTION track_trace_enqueue_sale_change();
--> statement-breakpoint
CREATE FUNCTION track_trace_enqueue_adjustment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT FROM track_trace_links l WHERE l.location_id = NEW.location_id)
     AND EXISTS (SELECT FROM inventory_items i WHERE i.id = NEW.inventory_id AND i.package_tag IS NOT NULL) THEN
    INSERT INTO track_trace_events (organization_id, location_id, kind, source_id)
      VALUES (NEW.organization_id, NEW.location_id, 'ADJUSTMENT', NEW.id)
      ON CONFLICT (kind, source_id) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only manual changes: a sale's, refund's or receipt's ledger rows never run it. A reconciliation that matches the
-- ledger to the state's count (reference STATE_COUNT) is not reported back.
CREATE TRIGGER track_trace_adjusted AFTER INSERT ON inventory_ledger FOR EACH ROW
  WHEN (NEW.reason IN ('ADJUSTMENT', 'AUDIT') AND NEW.delta <> 0
    AND NEW.reference_type IS DISTINCT FROM 'STATE_COUNT')
  EXECUTE FUNCTION track_trace_enqueue_adjustment();
