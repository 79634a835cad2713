ALTER TABLE "inventory_ledger" DROP CONSTRAINT "inventory_ledger_reason_check";--> statement-breakpoint
ALTER TABLE "inventory_ledger" ADD CONSTRAINT "inventory_ledger_reason_check" CHECK ("inventory_ledger"."reason" in ('RECEIVE','SALE','REFUND','VOID','ADJUSTMENT','AUDIT','TRANSFER','WASTE'));--> statement-breakpoint
-- Waste or destruction (issue 17): a manual adjustment reason of its own, reported to Metrc like ADJUSTMENT with
-- the link's mapped reason (default "Waste (Unusable Product)").
UPDATE "track_trace_links" SET "reason_map" = "reason_map" || '{"WASTE": "Waste (Unusable Product)"}'::jsonb
  WHERE NOT ("reason_map" ? 'WASTE');--> statement-breakpoint
DROP TRIGGER track_trace_adjusted ON inventory_ledger;--> statement-breakpoint
-- The trigger of 0021 with WASTE among the manual reasons.
CREATE TRIGGER track_trace_adjusted AFTER INSERT ON inventory_ledger FOR EACH ROW
  WHEN (NEW.reason IN ('ADJUSTMENT', 'AUDIT', 'WASTE') AND NEW.delta <> 0
    AND NEW.reference_type IS DISTINCT FROM 'STATE_COUNT')
  EXECUTE FUNCTION track_trace_enqueue_adjustment();
