CREATE TABLE "report_queue" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_queue_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"location_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"refunded_quantity" integer NOT NULL,
	"day" date NOT NULL,
	"hour" integer NOT NULL,
	"cashier_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"customer_type" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "report_queue_location_idx" ON "report_queue" USING btree ("location_id","id");--> statement-breakpoint
-- Decision 0044: a sale's lines enter the report summaries (decisions 0025b, 0038) after the sale, in batches. The
-- sale's own transaction only queues its lines with the facts they are counted by, as they stand now: the summaries
-- are sums, so a line folded later adds what it would have added now, and a refund or void meanwhile (which still
-- moves the summaries in its own transaction) subtracts what it subtracts today.
CREATE FUNCTION sale_lines_report_queue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only the inserted lines: a sale's lines may come in more than one statement.
  INSERT INTO report_queue (location_id, line_id, refunded_quantity, day, hour, cashier_id, customer_id, customer_type)
  SELECT n.location_id, n.id, n.refunded_quantity, f.day, f.hour, f.cashier_id, f.customer_id, f.customer_type
  FROM new_rows n JOIN sale_summary_facts f ON f.sale_id = n.sale_id
  WHERE f.status <> 'VOIDED';
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER sale_lines_report_days ON sale_lines;
--> statement-breakpoint
DROP TRIGGER sale_lines_sale_summaries_insert ON sale_lines;
--> statement-breakpoint
DROP FUNCTION sale_lines_report_days();
--> statement-breakpoint
CREATE TRIGGER sale_lines_report_queue AFTER INSERT ON sale_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sale_lines_report_queue();
--> statement-breakpoint
-- A refund: the line leaves the summaries with its old refunded units and comes back with the new ones, at once.
CREATE OR REPLACE FUNCTION sale_lines_sale_summaries() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_lines uuid[]; v_signs int[]; v_refunded int[]; v_days date[]; v_hours int[]; v_cashiers uuid[];
  v_customers uuid[]; v_types text[];
BEGIN
  SELECT array_agg(x.id), array_agg(x.sign), array_agg(x.refunded), array_agg(f.day), array_agg(f.hour),
    array_agg(f.cashier_id), array_agg(f.customer_id), array_agg(f.customer_type)
  INTO v_lines, v_signs, v_refunded, v_days, v_hours, v_cashiers, v_customers, v_types
  FROM (
    SELECT o.id, o.sale_id, -1 AS sign, o.refunded_quantity AS refunded
    FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE n.refunded_quantity <> o.refunded_quantity
    UNION ALL
    SELECT n.id, n.sale_id, 1, n.refunded_quantity
    FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE n.refunded_quantity <> o.refunded_quantity
  ) x JOIN sale_summary_facts f ON f.sale_id = x.sale_id
  WHERE f.status <> 'VOIDED';
  IF v_lines IS NOT NULL THEN
    PERFORM sale_summaries_apply(v_lines, v_signs, v_refunded, v_days, v_hours, v_cashiers, v_customers, v_types);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Moves a location's queued lines (every location's when null) into the summaries, 10,000 lines at a time, and
-- answers how many it moved. Folds of one location take turns (a transaction-scoped advisory lock, taken in location
-- order so two folds never wait on each other), and a fold takes every line queued when its turn came: a report that
-- folds before reading counts every sale committed before it asked.
CREATE FUNCTION report_queue_fold(p_location uuid) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_location uuid; v_last bigint; v_folded integer := 0;
  v_lines uuid[]; v_signs int[]; v_refunded int[]; v_days date[]; v_hours int[]; v_cashiers uuid[];
  v_customers uuid[]; v_types text[];
BEGIN
  FOR v_location IN
    SELECT DISTINCT q.location_id FROM report_queue q WHERE p_location IS NULL OR q.location_id = p_location ORDER BY 1
  LOOP
    PERFORM pg_advisory_xact_lock(hashtext('report_queue_fold'), hashtext(v_location::text));
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
--> statement-breakpoint
-- A rebuild recounts from the recorded rows: the queue is folded first, so what it held is not counted again.
CREATE OR REPLACE FUNCTION tax_days_rebuild(p_location uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE v_ids uuid[]; v_days date[]; v_signs int[];
BEGIN
  PERFORM report_queue_fold(p_location);
  DELETE FROM tax_rate_days WHERE location_id = p_location;
  DELETE FROM sale_days WHERE location_id = p_location;
  DELETE FROM product_rate_days WHERE location_id = p_location;
  SELECT array_agg(l.id), array_agg((s.completed_at AT TIME ZONE lo.time_zone)::date), array_agg(1)
  INTO v_ids, v_days, v_signs
  FROM sales s JOIN locations lo ON lo.id = s.location_id JOIN sale_lines l ON l.sale_id = s.id
  WHERE s.location_id = p_location AND s.status <> 'VOIDED';
  IF v_ids IS NOT NULL THEN PERFORM report_days_of_lines(v_ids, v_days, v_signs); END IF;
  SELECT array_agg(r.id), array_agg((r.created_at AT TIME ZONE lo.time_zone)::date), array_agg(1)
  INTO v_ids, v_days, v_signs
  FROM sale_refunds r JOIN locations lo ON lo.id = r.location_id
  WHERE r.location_id = p_location;
  IF v_ids IS NOT NULL THEN PERFORM report_days_of_refunds(v_ids, v_days, v_signs); END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sale_summaries_rebuild(p_location uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_lines uuid[]; v_signs int[]; v_refunded int[]; v_days date[]; v_hours int[]; v_cashiers uuid[];
  v_customers uuid[]; v_types text[];
BEGIN
  PERFORM report_queue_fold(p_location);
  DELETE FROM sale_hour_days WHERE location_id = p_location;
  DELETE FROM sale_item_days WHERE location_id = p_location;
  DELETE FROM customer_days WHERE location_id = p_location;
  DELETE FROM discount_days WHERE location_id = p_location;
  SELECT array_agg(l.id), array_agg(1), array_agg(l.refunded_quantity), array_agg(f.day), array_agg(f.hour),
    array_agg(f.cashier_id), array_agg(f.customer_id), array_agg(f.customer_type)
  INTO v_lines, v_signs, v_refunded, v_days, v_hours, v_cashiers, v_customers, v_types
  FROM sales s JOIN sale_summary_facts f ON f.sale_id = s.id JOIN sale_lines l ON l.sale_id = s.id
  WHERE s.location_id = p_location AND s.status <> 'VOIDED';
  IF v_lines IS NOT NULL THEN
    PERFORM sale_summaries_apply(v_lines, v_signs, v_refunded, v_days, v_hours, v_cashiers, v_customers, v_types);
  END IF;
END $$;
