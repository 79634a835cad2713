-- A location's report summaries are written by its queue's fold (migration 0036) and, in their own transactions, by
-- refunds, voids and moved sales (the AFTER triggers of migrations 0026, 0034 and 0036). The fold writes the tax
-- days before the per-hour summaries; a refund writes the per-hour summaries (its lines) before the tax days (its
-- refund row). Meeting on the same day's rows, each could hold a row the other wanted, and PostgreSQL would end the
-- deadlock by failing one of them: a refund at the counter would answer 503. Now every writer of a location's
-- summaries takes the fold's turn first, the same transaction-scoped advisory lock, before its statement writes a
-- row: writers of one location's summaries take turns instead of deadlocking. The sale itself only queues its lines
-- and takes no turn.
-- The very lock report_queue_fold takes for a location (migration 0036: the same two keys), so a writer here and a
-- fold of the same location take turns.
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
