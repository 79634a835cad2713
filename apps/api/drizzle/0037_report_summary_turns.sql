-- A location's report summaries are written by its queue's fold (migration 0036) and, in their own transactions, by
-- refunds, voids and moved sales (the AFTER triggers of migrations 0026, 0034 and 0036). The fold writes the tax
-- days before the per-hour summaries; a refund writes the per-hour summaries (its lines) before the tax days (its
-- refund row). When both met on the same day's rows, PostgreSQL broke the deadlock by failing one of them: a refund
-- at the counter answered 503. Now every writer of a location's summaries takes the fold's turn first, the same
-- transaction-scoped advisory lock, before its statement writes a row: writers of one location's summaries take
-- turns instead of deadlocking. The sale itself only queues its lines and takes no turn.
CREATE FUNCTION report_summaries_turn(p_location uuid) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtext('report_queue_fold'), hashtext(p_location::text));
$$;
--> statement-breakpoint
CREATE FUNCTION report_summaries_turn_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A row moved between two locations takes both turns, in location order (as the fold takes them).
  IF TG_OP = 'UPDATE' AND OLD.location_id <> NEW.location_id THEN
    PERFORM report_summaries_turn(least(OLD.location_id, NEW.location_id));
    PERFORM report_summaries_turn(greatest(OLD.location_id, NEW.location_id));
  ELSE
    PERFORM report_summaries_turn(NEW.location_id);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- The same conditions as the summary triggers' own: a sale voided or un-voided, or its day, hour, place, cashier or
-- customer changed.
CREATE TRIGGER sales_report_summaries_turn BEFORE UPDATE ON sales FOR EACH ROW
  WHEN ((OLD.status = 'VOIDED') <> (NEW.status = 'VOIDED') OR NEW.completed_at <> OLD.completed_at
    OR NEW.location_id <> OLD.location_id OR NEW.cashier_id <> OLD.cashier_id OR NEW.customer_id <> OLD.customer_id
    OR NEW.customer_type <> OLD.customer_type)
  EXECUTE FUNCTION report_summaries_turn_of_row();
--> statement-breakpoint
-- A line's refunded units.
CREATE TRIGGER sale_lines_report_summaries_turn BEFORE UPDATE ON sale_lines FOR EACH ROW
  WHEN (NEW.refunded_quantity <> OLD.refunded_quantity OR NEW.location_id <> OLD.location_id)
  EXECUTE FUNCTION report_summaries_turn_of_row();
--> statement-breakpoint
-- A refund recorded, or its day or place changed.
CREATE TRIGGER sale_refunds_report_summaries_turn_insert BEFORE INSERT ON sale_refunds FOR EACH ROW
  EXECUTE FUNCTION report_summaries_turn_of_row();
--> statement-breakpoint
CREATE TRIGGER sale_refunds_report_summaries_turn_update BEFORE UPDATE ON sale_refunds FOR EACH ROW
  WHEN (NEW.created_at <> OLD.created_at OR NEW.location_id <> OLD.location_id)
  EXECUTE FUNCTION report_summaries_turn_of_row();
--> statement-breakpoint
-- The fold takes the same turn through the same function.
CREATE OR REPLACE FUNCTION report_queue_fold(p_location uuid) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_location uuid; v_last bigint; v_folded integer := 0;
  v_lines uuid[]; v_signs int[]; v_refunded int[]; v_days date[]; v_hours int[]; v_cashiers uuid[];
  v_customers uuid[]; v_types text[];
BEGIN
  FOR v_location IN
    SELECT DISTINCT q.location_id FROM report_queue q WHERE p_location IS NULL OR q.location_id = p_location ORDER BY 1
  LOOP
    PERFORM report_summaries_turn(v_location);
    v_last := (SELECT max(q.id) FROM report_queue q WHERE q.location_id = v_location);
    WHILE EXISTS (SELECT 1 FROM report_queue q WHERE q.location_id = v_location AND q.id <= v_last) LOOP
      WITH taken AS (
        DELETE FROM report_queue q WHERE q.id IN (
          SELECT b.id FROM report_queue b WHERE b.location_id = v_location AND b.id <= v_last ORDER BY b.id LIMIT 10000)
        RETURNING q.*
      )
      SELECT array_agg(t.line_id), array_agg(1), array_agg(t.refunded_quantity), array_agg(t.day), array_agg(t.hour),
        array_agg(t.cashier_id), array_agg(t.customer_id), array_agg(t.customer_type)
      INTO v_lines, v_signs, v_refunded, v_days, v_hours, v_cashiers, v_customers, v_types
      FROM taken t;
      IF v_lines IS NOT NULL THEN
        PERFORM report_days_of_lines(v_lines, v_days, v_signs);
        PERFORM sale_summaries_apply(v_lines, v_signs, v_refunded, v_days, v_hours, v_cashiers, v_customers, v_types);
        v_folded := v_folded + cardinality(v_lines);
      END IF;
    END LOOP;
  END LOOP;
  RETURN v_folded;
END $$;
