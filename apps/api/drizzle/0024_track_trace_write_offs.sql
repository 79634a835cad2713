-- Returned goods written off (issue 17): a refund of disposition WRITE_OFF is reported to the state as a package
-- adjustment (event REFUND_WRITE_OFF) after the refund's receipt update gave the goods back to the package.
-- An adjustment's state quantities before it was sent are kept per package label (one event may touch several).
ALTER TABLE "track_trace_events" DROP CONSTRAINT "track_trace_events_kind_check";--> statement-breakpoint
UPDATE "track_trace_events" e SET "state_quantity_before" = json_build_object(i.package_tag, e.state_quantity_before::numeric)::text
  FROM inventory_ledger l JOIN inventory_items i ON i.id = l.inventory_id
  WHERE e.kind = 'ADJUSTMENT' AND l.id = e.source_id AND e.state_quantity_before IS NOT NULL AND i.package_tag IS NOT NULL;--> statement-breakpoint
UPDATE "track_trace_events" SET "state_quantity_before" = NULL
  WHERE "state_quantity_before" IS NOT NULL AND "state_quantity_before" NOT LIKE '{%';--> statement-breakpoint
ALTER TABLE "track_trace_events" ALTER COLUMN "state_quantity_before" SET DATA TYPE jsonb USING "state_quantity_before"::jsonb;--> statement-breakpoint
ALTER TABLE "track_trace_events" ADD CONSTRAINT "track_trace_events_kind_check" CHECK ("track_trace_events"."kind" in ('SALE', 'SALE_VOID', 'SALE_REFUND', 'ADJUSTMENT', 'REFUND_WRITE_OFF'));--> statement-breakpoint
UPDATE "track_trace_links" SET "reason_map" = "reason_map" || '{"REFUND_WRITE_OFF": "Waste (Unusable Product)"}'::jsonb
  WHERE NOT ("reason_map" ? 'REFUND_WRITE_OFF');--> statement-breakpoint
-- The refund trigger of 0021, plus: a written-off refund also enqueues its write-off, after the refund's event
-- (a larger id, the same packages: sent only once the receipt is updated).
CREATE OR REPLACE FUNCTION track_trace_enqueue_sale_change() RETURNS trigger LANGUAGE plpgsql AS $$
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
  -- Nested, not AND: a row of sales has no disposition, and PL/pgSQL does not promise to stop at the first operand.
  IF TG_TABLE_NAME = 'sale_refunds' THEN
    IF NEW.disposition = 'WRITE_OFF' THEN
      INSERT INTO track_trace_events (organization_id, location_id, kind, source_id, sale_id)
        VALUES (the_sale.organization_id, the_sale.location_id, 'REFUND_WRITE_OFF', NEW.id, the_sale.id)
        ON CONFLICT (kind, source_id) DO NOTHING;
    END IF;
  END IF;
  RETURN NULL;
END $$;
