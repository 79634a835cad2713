CREATE TABLE "product_rate_days" (
	"location_id" uuid NOT NULL,
	"day" date NOT NULL,
	"product_id" uuid NOT NULL,
	"customer_type" text NOT NULL,
	"rate_set" text NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"net_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_rate_days_location_id_day_product_id_customer_type_rate_set_pk" PRIMARY KEY("location_id","day","product_id","customer_type","rate_set")
);
--> statement-breakpoint
CREATE TABLE "sale_days" (
	"location_id" uuid NOT NULL,
	"day" date NOT NULL,
	"net_cents" bigint DEFAULT 0 NOT NULL,
	"untaxed_cents" bigint DEFAULT 0 NOT NULL,
	"returns_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sale_days_location_id_day_pk" PRIMARY KEY("location_id","day")
);
--> statement-breakpoint
CREATE TABLE "tax_rate_days" (
	"location_id" uuid NOT NULL,
	"day" date NOT NULL,
	"rate_id" text NOT NULL,
	"name" text NOT NULL,
	"rate_ppm" integer NOT NULL,
	"base_cents" bigint DEFAULT 0 NOT NULL,
	"collected_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_base_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "tax_rate_days_location_id_day_rate_id_rate_ppm_name_pk" PRIMARY KEY("location_id","day","rate_id","rate_ppm","name")
);
--> statement-breakpoint
ALTER TABLE "product_rate_days" ADD CONSTRAINT "product_rate_days_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_days" ADD CONSTRAINT "sale_days_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rate_days" ADD CONSTRAINT "tax_rate_days_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- tax_rate_days, sale_days and product_rate_days (decision 0025b) are kept by the writes of the sales themselves: the lines of a sale
-- add to their local day when inserted, a sale that is voided (or whose completion time moves) takes its lines out
-- of its old day and puts them in its new one, and a refund adds its per-rate share and its net to the day it was
-- made (moved with it). Refund shares follow reports.refunds.ts exactly: the line's cumulative refunded tax,
-- floor(tax·units/quantity), allocated over its rates by largest remainder (first rate on ties), this refund's share
-- being the allocation after it less the one before. tax_days_rebuild(location) recounts a location from the
-- recorded rows; the reports' test compares the two.
CREATE FUNCTION report_days_add(
  p_loc uuid[], p_day date[], p_rate text[], p_name text[], p_ppm int[],
  p_base bigint[], p_tax bigint[], p_rbase bigint[], p_rtax bigint[]
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO tax_rate_days AS d
    (location_id, day, rate_id, name, rate_ppm, base_cents, collected_cents, refunded_base_cents, refunded_cents)
  SELECT loc, day, rate, name, ppm, sum(base), sum(tax), sum(rbase), sum(rtax)
  FROM unnest(p_loc, p_day, p_rate, p_name, p_ppm, p_base, p_tax, p_rbase, p_rtax)
    AS x(loc, day, rate, name, ppm, base, tax, rbase, rtax)
  WHERE EXISTS (SELECT 1 FROM locations l WHERE l.id = x.loc)
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (location_id, day, rate_id, rate_ppm, name) DO UPDATE SET
    base_cents = d.base_cents + excluded.base_cents,
    collected_cents = d.collected_cents + excluded.collected_cents,
    refunded_base_cents = d.refunded_base_cents + excluded.refunded_base_cents,
    refunded_cents = d.refunded_cents + excluded.refunded_cents;
$$;
--> statement-breakpoint
CREATE FUNCTION sale_days_add(p_loc uuid[], p_day date[], p_net bigint[], p_untaxed bigint[], p_returns bigint[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO sale_days AS d (location_id, day, net_cents, untaxed_cents, returns_cents)
  SELECT loc, day, sum(net), sum(untaxed), sum(returns)
  FROM unnest(p_loc, p_day, p_net, p_untaxed, p_returns) AS x(loc, day, net, untaxed, returns)
  WHERE EXISTS (SELECT 1 FROM locations l WHERE l.id = x.loc)
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT (location_id, day) DO UPDATE SET
    net_cents = d.net_cents + excluded.net_cents,
    untaxed_cents = d.untaxed_cents + excluded.untaxed_cents,
    returns_cents = d.returns_cents + excluded.returns_cents;
$$;
--> statement-breakpoint
CREATE FUNCTION refund_rate_shares(p_refunds uuid[])
RETURNS TABLE (refund_id uuid, rate_id text, name text, rate_ppm int, base_cents bigint, tax_cents bigint)
LANGUAGE sql STABLE AS $$
  WITH entries AS (
    SELECT r.id AS refund_id, r.created_at, (e->>'saleLineId')::uuid AS line_id, (e->>'quantity')::bigint AS qty
    FROM sale_refunds r CROSS JOIN jsonb_array_elements(r.lines) e
    WHERE r.sale_id IN (SELECT x.sale_id FROM sale_refunds x WHERE x.id = ANY (p_refunds))
  ), cumulated AS (
    SELECT e.*, sum(e.qty) OVER (PARTITION BY e.line_id ORDER BY e.created_at, e.refund_id) AS after FROM entries e
  ), rates AS (
    SELECT c.refund_id, c.line_id, c.after - c.qty AS before, c.after, l.quantity::bigint AS q, t.i,
      t.r->>'rateId' AS rate_id, t.r->>'name' AS name, (t.r->>'ratePpm')::int AS rate_ppm,
      (t.r->>'baseCents')::bigint AS base, (t.r->>'amountCents')::bigint AS amount,
      sum((t.r->>'amountCents')::bigint) OVER (PARTITION BY c.refund_id, c.line_id) AS whole
    FROM cumulated c JOIN sale_lines l ON l.id = c.line_id
      CROSS JOIN LATERAL jsonb_array_elements(l.taxes) WITH ORDINALITY AS t(r, i)
    WHERE c.refund_id = ANY (p_refunds)
  ), totals AS (
    SELECT r.*, r.whole * r.after / r.q AS t_after, r.whole * r.before / r.q AS t_before FROM rates r
  ), floors AS (
    SELECT t.*,
      CASE WHEN t.whole = 0 THEN 0 ELSE t.t_after * t.amount / t.whole END AS s_after,
      CASE WHEN t.whole = 0 THEN 0 ELSE t.t_after * t.amount % t.whole END AS r_after,
      CASE WHEN t.whole = 0 THEN 0 ELSE t.t_before * t.amount / t.whole END AS s_before,
      CASE WHEN t.whole = 0 THEN 0 ELSE t.t_before * t.amount % t.whole END AS r_before
    FROM totals t
  ), ranked AS (
    SELECT f.*,
      f.t_after - sum(f.s_after) OVER w AS left_after,
      f.t_before - sum(f.s_before) OVER w AS left_before,
      row_number() OVER (PARTITION BY f.refund_id, f.line_id ORDER BY f.r_after DESC, f.i) AS rank_after,
      row_number() OVER (PARTITION BY f.refund_id, f.line_id ORDER BY f.r_before DESC, f.i) AS rank_before
    FROM floors f
    WINDOW w AS (PARTITION BY f.refund_id, f.line_id)
  )
  SELECT k.refund_id, k.rate_id, k.name, k.rate_ppm,
    k.base * k.after / k.q - k.base * k.before / k.q,
    (k.s_after + CASE WHEN k.whole > 0 AND k.rank_after <= k.left_after THEN 1 ELSE 0 END)
      - (k.s_before + CASE WHEN k.whole > 0 AND k.rank_before <= k.left_before THEN 1 ELSE 0 END)
  FROM ranked k;
$$;
--> statement-breakpoint
CREATE FUNCTION report_days_of_lines(p_lines uuid[], p_days date[], p_signs int[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_loc uuid[]; v_day date[]; v_rate text[]; v_name text[]; v_ppm int[]; v_base bigint[]; v_tax bigint[];
  v_zero bigint[]; v_net bigint[]; v_untaxed bigint[];
BEGIN
  SELECT array_agg(loc), array_agg(day), array_agg(rate), array_agg(name), array_agg(ppm), array_agg(base),
    array_agg(tax), array_agg(0::bigint)
  INTO v_loc, v_day, v_rate, v_name, v_ppm, v_base, v_tax, v_zero
  FROM (
    SELECT l.location_id AS loc, c.day, t->>'rateId' AS rate, t->>'name' AS name, (t->>'ratePpm')::int AS ppm,
      sum(c.sign * (t->>'baseCents')::bigint) AS base, sum(c.sign * (t->>'amountCents')::bigint) AS tax
    FROM unnest(p_lines, p_days, p_signs) AS c(line_id, day, sign)
      JOIN sale_lines l ON l.id = c.line_id
      CROSS JOIN jsonb_array_elements(l.taxes) t
    GROUP BY 1, 2, 3, 4, 5
  ) g;
  PERFORM report_days_add(v_loc, v_day, v_rate, v_name, v_ppm, v_base, v_tax, v_zero, v_zero);
  SELECT array_agg(loc), array_agg(day), array_agg(net), array_agg(untaxed), array_agg(0::bigint)
  INTO v_loc, v_day, v_net, v_untaxed, v_zero
  FROM (
    SELECT l.location_id AS loc, c.day, sum(c.sign * l.net_cents::bigint) AS net,
      coalesce(sum(c.sign * l.net_cents::bigint) FILTER (WHERE jsonb_array_length(l.taxes) = 0), 0) AS untaxed
    FROM unnest(p_lines, p_days, p_signs) AS c(line_id, day, sign) JOIN sale_lines l ON l.id = c.line_id
    GROUP BY 1, 2
  ) g;
  PERFORM sale_days_add(v_loc, v_day, v_net, v_untaxed, v_zero);
  -- The medical exemption's facts: line net by product, customer type and the set of rates the line carried.
  INSERT INTO product_rate_days AS d (location_id, day, product_id, customer_type, rate_set, lines, net_cents)
  SELECT l.location_id, c.day, l.product_id, s.customer_type,
    coalesce((SELECT string_agg(DISTINCT x->>'rateId', ',' ORDER BY x->>'rateId') FROM jsonb_array_elements(l.taxes) x), ''),
    sum(c.sign), sum(c.sign * l.net_cents::bigint)
  FROM unnest(p_lines, p_days, p_signs) AS c(line_id, day, sign)
    JOIN sale_lines l ON l.id = c.line_id JOIN sales s ON s.id = l.sale_id
  WHERE EXISTS (SELECT 1 FROM locations lo WHERE lo.id = l.location_id)
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (location_id, day, product_id, customer_type, rate_set) DO UPDATE SET
    lines = d.lines + excluded.lines, net_cents = d.net_cents + excluded.net_cents;
END $$;
--> statement-breakpoint
CREATE FUNCTION report_days_of_refunds(p_refunds uuid[], p_days date[], p_signs int[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_loc uuid[]; v_day date[]; v_rate text[]; v_name text[]; v_ppm int[]; v_base bigint[]; v_tax bigint[];
  v_zero bigint[]; v_net bigint[];
BEGIN
  SELECT array_agg(loc), array_agg(day), array_agg(rate), array_agg(name), array_agg(ppm), array_agg(base),
    array_agg(tax), array_agg(0::bigint)
  INTO v_loc, v_day, v_rate, v_name, v_ppm, v_base, v_tax, v_zero
  FROM (
    SELECT r.location_id AS loc, c.day, s.rate_id AS rate, s.name, s.rate_ppm AS ppm,
      sum(c.sign * s.base_cents) AS base, sum(c.sign * s.tax_cents) AS tax
    FROM unnest(p_refunds, p_days, p_signs) AS c(refund_id, day, sign)
      JOIN sale_refunds r ON r.id = c.refund_id
      JOIN refund_rate_shares(p_refunds) s ON s.refund_id = c.refund_id
    GROUP BY 1, 2, 3, 4, 5
  ) g;
  PERFORM report_days_add(v_loc, v_day, v_rate, v_name, v_ppm, v_zero, v_zero, v_base, v_tax);
  SELECT array_agg(loc), array_agg(day), array_agg(0::bigint), array_agg(net)
  INTO v_loc, v_day, v_zero, v_net
  FROM (
    SELECT r.location_id AS loc, c.day, sum(c.sign * r.net_cents::bigint) AS net
    FROM unnest(p_refunds, p_days, p_signs) AS c(refund_id, day, sign) JOIN sale_refunds r ON r.id = c.refund_id
    GROUP BY 1, 2
  ) g;
  PERFORM sale_days_add(v_loc, v_day, v_zero, v_zero, v_net);
END $$;
--> statement-breakpoint
CREATE FUNCTION sale_lines_report_days() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE v_ids uuid[]; v_days date[]; v_signs int[];
BEGIN
  -- Only the inserted lines: a sale's lines may come in more than one statement.
  SELECT array_agg(n.id), array_agg((s.completed_at AT TIME ZONE lo.time_zone)::date), array_agg(1)
  INTO v_ids, v_days, v_signs
  FROM new_rows n JOIN sales s ON s.id = n.sale_id JOIN locations lo ON lo.id = s.location_id
  WHERE s.status <> 'VOIDED';
  IF v_ids IS NOT NULL THEN PERFORM report_days_of_lines(v_ids, v_days, v_signs); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sale_lines_report_days AFTER INSERT ON sale_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sale_lines_report_days();
--> statement-breakpoint
CREATE FUNCTION sales_report_days() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE v_ids uuid[]; v_days date[]; v_signs int[];
BEGIN
  -- A sale's lines leave its old day when it is voided or its completion moves, and join its new day unless voided.
  SELECT array_agg(l.id), array_agg(c.day), array_agg(c.sign) INTO v_ids, v_days, v_signs FROM (
    SELECT o.id, (o.completed_at AT TIME ZONE lo.time_zone)::date AS day, -1 AS sign
    FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN locations lo ON lo.id = o.location_id
    WHERE o.status <> 'VOIDED'
      AND (n.status = 'VOIDED' OR n.completed_at <> o.completed_at OR n.location_id <> o.location_id)
    UNION ALL
    SELECT n.id, (n.completed_at AT TIME ZONE lo.time_zone)::date, 1
    FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN locations lo ON lo.id = n.location_id
    WHERE n.status <> 'VOIDED'
      AND (o.status = 'VOIDED' OR n.completed_at <> o.completed_at OR n.location_id <> o.location_id)
  ) c JOIN sale_lines l ON l.sale_id = c.id;
  IF v_ids IS NOT NULL THEN PERFORM report_days_of_lines(v_ids, v_days, v_signs); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sales_report_days AFTER UPDATE ON sales
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_report_days();
--> statement-breakpoint
CREATE FUNCTION sale_refunds_report_days() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE v_ids uuid[]; v_days date[]; v_signs int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.id), array_agg((n.created_at AT TIME ZONE lo.time_zone)::date), array_agg(1)
    INTO v_ids, v_days, v_signs
    FROM new_rows n JOIN locations lo ON lo.id = n.location_id;
  ELSE
    SELECT array_agg(id), array_agg(day), array_agg(sign) INTO v_ids, v_days, v_signs FROM (
      SELECT o.id, (o.created_at AT TIME ZONE lo.time_zone)::date AS day, -1 AS sign
      FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN locations lo ON lo.id = o.location_id
      WHERE n.created_at <> o.created_at OR n.location_id <> o.location_id
      UNION ALL
      SELECT n.id, (n.created_at AT TIME ZONE lo.time_zone)::date, 1
      FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN locations lo ON lo.id = n.location_id
      WHERE n.created_at <> o.created_at OR n.location_id <> o.location_id
    ) c;
  END IF;
  IF v_ids IS NOT NULL THEN PERFORM report_days_of_refunds(v_ids, v_days, v_signs); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sale_refunds_report_days_insert AFTER INSERT ON sale_refunds
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sale_refunds_report_days();
--> statement-breakpoint
CREATE TRIGGER sale_refunds_report_days_update AFTER UPDATE ON sale_refunds
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sale_refunds_report_days();
--> statement-breakpoint
CREATE FUNCTION tax_days_rebuild(p_location uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE v_ids uuid[]; v_days date[]; v_signs int[];
BEGIN
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
SELECT tax_days_rebuild(id) FROM locations;
