CREATE TABLE "customer_days" (
	"location_id" uuid NOT NULL,
	"day" date NOT NULL,
	"customer_id" uuid NOT NULL,
	"customer_type" text NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"net_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "customer_days_location_id_day_customer_id_customer_type_pk" PRIMARY KEY("location_id","day","customer_id","customer_type")
);
--> statement-breakpoint
CREATE TABLE "discount_days" (
	"location_id" uuid NOT NULL,
	"day" date NOT NULL,
	"discount_id" text NOT NULL,
	"name" text NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"milligrams" bigint DEFAULT 0 NOT NULL,
	"gross_cents" bigint DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"net_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "discount_days_location_id_day_discount_id_name_pk" PRIMARY KEY("location_id","day","discount_id","name")
);
--> statement-breakpoint
CREATE TABLE "sale_hour_days" (
	"location_id" uuid NOT NULL,
	"day" date NOT NULL,
	"hour" integer NOT NULL,
	"cashier_id" uuid NOT NULL,
	"customer_type" text NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"milligrams" bigint DEFAULT 0 NOT NULL,
	"net_cents" bigint DEFAULT 0 NOT NULL,
	"cost_cents" bigint DEFAULT 0 NOT NULL,
	"gross_cents" bigint DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"rung_net_cents" bigint DEFAULT 0 NOT NULL,
	"discounted_sales" integer DEFAULT 0 NOT NULL,
	"discounted_net_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sale_hour_days_location_id_day_hour_cashier_id_customer_type_pk" PRIMARY KEY("location_id","day","hour","cashier_id","customer_type")
);
--> statement-breakpoint
CREATE TABLE "sale_item_days" (
	"location_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"name" text NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"milligrams" bigint DEFAULT 0 NOT NULL,
	"net_cents" bigint DEFAULT 0 NOT NULL,
	"cost_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sale_item_days_location_id_kind_day_item_id_name_pk" PRIMARY KEY("location_id","kind","day","item_id","name")
);
--> statement-breakpoint
ALTER TABLE "sale_lines" ADD COLUMN "lots_cost" bigint;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD COLUMN "vendor_id" uuid;--> statement-breakpoint
ALTER TABLE "customer_days" ADD CONSTRAINT "customer_days_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_days" ADD CONSTRAINT "discount_days_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_hour_days" ADD CONSTRAINT "sale_hour_days_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_item_days" ADD CONSTRAINT "sale_item_days_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_days_customer_idx" ON "customer_days" USING btree ("location_id","customer_id","day");--> statement-breakpoint
-- sale_hour_days, sale_item_days, customer_days and discount_days (decision 0038) are kept by the writes of the sales
-- themselves, as the tax summaries of 0025b are: inserted lines of a standing sale enter their sale's local day, a
-- refund's change of a line's refunded units takes the line out with its old kept figures and puts it back with the
-- new ones, and a sale voided or moved (completion time, location, cashier, customer or customer type) takes its
-- lines out of its old row and puts them in its new one unless voided. A sale counts once per row: in the row of its
-- first line (by position) that falls in it. A line's cost and vendor are recorded on it when written (lots_cost,
-- vendor_id), so nothing edited later moves a past figure. sale_summaries_rebuild(location) recounts a location.
CREATE FUNCTION sale_line_costs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.lots_cost IS NULL THEN
    NEW.lots_cost := (SELECT coalesce(sum((e->>'quantity')::bigint * i.unit_cost_cents), 0)
      FROM jsonb_array_elements(NEW.lots) e LEFT JOIN inventory_items i ON i.id = (e->>'inventoryItemId')::uuid);
  END IF;
  IF NEW.vendor_id IS NULL THEN
    NEW.vendor_id := (SELECT p.vendor_id FROM products p WHERE p.id = NEW.product_id);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER sale_line_costs BEFORE INSERT ON sale_lines FOR EACH ROW EXECUTE FUNCTION sale_line_costs();
--> statement-breakpoint
UPDATE sale_lines l SET
  lots_cost = (SELECT coalesce(sum((e->>'quantity')::bigint * i.unit_cost_cents), 0)
    FROM jsonb_array_elements(l.lots) e LEFT JOIN inventory_items i ON i.id = (e->>'inventoryItemId')::uuid),
  vendor_id = (SELECT p.vendor_id FROM products p WHERE p.id = l.product_id);
--> statement-breakpoint
-- What a line keeps after refunded units came back: units or milligrams, net less floor(net·refunded/quantity)
-- (exactly the sum of its refunds' nets), and its cost prorated and rounded as the sales report rounds it.
CREATE FUNCTION sale_line_kept(p_unit text, p_quantity int, p_refunded int, p_net int, p_cost bigint)
RETURNS TABLE (units bigint, milligrams bigint, net bigint, cost bigint) LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_unit = 'EACH' THEN p_quantity - p_refunded ELSE 0 END::bigint,
    CASE WHEN p_unit = 'GRAM' THEN p_quantity - p_refunded ELSE 0 END::bigint,
    (p_net - floor(p_net::bigint * p_refunded / p_quantity))::bigint,
    round(coalesce(p_cost, 0)::numeric * (p_quantity - p_refunded) / p_quantity::numeric
      / CASE WHEN p_unit = 'GRAM' THEN 1000 ELSE 1 END)::bigint
$$;
--> statement-breakpoint
-- Adds (sign 1) or takes out (sign -1) lines counted with the refunded units given, in the row of the sale facts given.
CREATE FUNCTION sale_summaries_apply(
  p_lines uuid[], p_signs int[], p_refunded int[], p_days date[], p_hours int[], p_cashiers uuid[],
  p_customers uuid[], p_types text[]
) RETURNS void LANGUAGE sql AS $$
  -- Each line once, with its kept figures and whether it is its sale's first line overall, of the discounted ones,
  -- and of its product, brand, category and vendor (one read of the sale's lines by its index).
  WITH c AS MATERIALIZED (
    SELECT l.location_id, l.sale_id, l.position, l.unit, l.quantity, l.product_id, l.product_name, l.brand_id,
      l.brand_name, l.category_id, l.category_name, l.vendor_id, l.discounts, c.sign, c.day, c.hour, c.cashier,
      c.customer, c.type, k.units, k.milligrams, k.net, k.cost, l.gross_cents::bigint AS gross,
      l.discount_cents::bigint AS discount, l.net_cents::bigint AS rung, jsonb_array_length(l.discounts) > 0 AS discounted,
      f.any_pos = l.position AS first, f.discounted_pos = l.position AS first_discounted,
      f.product_pos = l.position AS first_product, f.brand_pos = l.position AS first_brand,
      f.category_pos = l.position AS first_category, f.vendor_pos = l.position AS first_vendor
    FROM unnest(p_lines, p_signs, p_refunded, p_days, p_hours, p_cashiers, p_customers, p_types)
        AS c(line_id, sign, refunded, day, hour, cashier, customer, type)
      JOIN sale_lines l ON l.id = c.line_id
      CROSS JOIN LATERAL sale_line_kept(l.unit, l.quantity, c.refunded, l.net_cents, l.lots_cost) k
      CROSS JOIN LATERAL (
        SELECT min(x.position) AS any_pos,
          min(x.position) FILTER (WHERE jsonb_array_length(x.discounts) > 0) AS discounted_pos,
          min(x.position) FILTER (WHERE x.product_id = l.product_id) AS product_pos,
          min(x.position) FILTER (WHERE x.brand_id IS NOT DISTINCT FROM l.brand_id) AS brand_pos,
          min(x.position) FILTER (WHERE x.category_id IS NOT DISTINCT FROM l.category_id) AS category_pos,
          min(x.position) FILTER (WHERE x.vendor_id IS NOT DISTINCT FROM l.vendor_id) AS vendor_pos
        FROM sale_lines x WHERE x.sale_id = l.sale_id
      ) f
    WHERE EXISTS (SELECT 1 FROM locations lo WHERE lo.id = l.location_id)
  ), hours AS (
    INSERT INTO sale_hour_days AS d (location_id, day, hour, cashier_id, customer_type, sales, units, milligrams,
      net_cents, cost_cents, gross_cents, discount_cents, rung_net_cents, discounted_sales, discounted_net_cents)
    SELECT location_id, day, hour, cashier, type, coalesce(sum(sign) FILTER (WHERE first), 0),
      sum(sign * units), sum(sign * milligrams), sum(sign * net), sum(sign * cost), sum(sign * gross),
      sum(sign * discount), sum(sign * rung), coalesce(sum(sign) FILTER (WHERE first_discounted), 0),
      coalesce(sum(sign * rung) FILTER (WHERE discounted), 0)
    FROM c
    GROUP BY 1, 2, 3, 4, 5
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (location_id, day, hour, cashier_id, customer_type) DO UPDATE SET
      sales = d.sales + excluded.sales, units = d.units + excluded.units,
      milligrams = d.milligrams + excluded.milligrams, net_cents = d.net_cents + excluded.net_cents,
      cost_cents = d.cost_cents + excluded.cost_cents, gross_cents = d.gross_cents + excluded.gross_cents,
      discount_cents = d.discount_cents + excluded.discount_cents,
      rung_net_cents = d.rung_net_cents + excluded.rung_net_cents,
      discounted_sales = d.discounted_sales + excluded.discounted_sales,
      discounted_net_cents = d.discounted_net_cents + excluded.discounted_net_cents
  ), items AS (
    INSERT INTO sale_item_days AS d
      (location_id, day, kind, item_id, name, sales, lines, units, milligrams, net_cents, cost_cents)
    SELECT c.location_id, c.day, i.kind, i.item_id, i.name, coalesce(sum(c.sign) FILTER (WHERE i.first), 0),
      sum(c.sign), sum(c.sign * c.units), sum(c.sign * c.milligrams), sum(c.sign * c.net), sum(c.sign * c.cost)
    FROM c CROSS JOIN LATERAL (VALUES
      ('product', c.product_id::text, c.product_name, c.first_product),
      ('brand', coalesce(c.brand_id::text, ''), coalesce(c.brand_name, ''), c.first_brand),
      ('category', coalesce(c.category_id::text, ''), coalesce(c.category_name, ''), c.first_category),
      ('vendor', coalesce(c.vendor_id::text, ''), '', c.first_vendor)
    ) AS i(kind, item_id, name, first)
    GROUP BY 1, 2, 3, 4, 5
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (location_id, day, kind, item_id, name) DO UPDATE SET
      sales = d.sales + excluded.sales, lines = d.lines + excluded.lines, units = d.units + excluded.units,
      milligrams = d.milligrams + excluded.milligrams, net_cents = d.net_cents + excluded.net_cents,
      cost_cents = d.cost_cents + excluded.cost_cents
  ), buyers AS (
    INSERT INTO customer_days AS d (location_id, day, customer_id, customer_type, sales, net_cents)
    SELECT location_id, day, customer, type, coalesce(sum(sign) FILTER (WHERE first), 0), sum(sign * net)
    FROM c
    GROUP BY 1, 2, 3, 4
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (location_id, day, customer_id, customer_type) DO UPDATE SET
      sales = d.sales + excluded.sales, net_cents = d.net_cents + excluded.net_cents
  )
  INSERT INTO discount_days AS d (location_id, day, discount_id, name, sales, lines, units, milligrams,
    gross_cents, discount_cents, net_cents)
  SELECT c.location_id, c.day, coalesce(e->>'discountId', ''), coalesce(e->>'name', ''),
    -- The sale's first line carrying this discount.
    coalesce(sum(c.sign) FILTER (WHERE c.position = (SELECT min(x.position) FROM sale_lines x
      WHERE x.sale_id = c.sale_id AND EXISTS (SELECT 1 FROM jsonb_array_elements(x.discounts) y
        WHERE coalesce(y->>'discountId', '') = coalesce(e->>'discountId', '')))), 0),
    sum(c.sign),
    coalesce(sum(c.sign * c.quantity::bigint) FILTER (WHERE c.unit = 'EACH'), 0),
    coalesce(sum(c.sign * c.quantity::bigint) FILTER (WHERE c.unit = 'GRAM'), 0),
    sum(c.sign * c.gross), sum(c.sign * (e->>'amountCents')::bigint), sum(c.sign * c.rung)
  FROM c CROSS JOIN LATERAL jsonb_array_elements(c.discounts) e
  WHERE c.discounted
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (location_id, day, discount_id, name) DO UPDATE SET
    sales = d.sales + excluded.sales, lines = d.lines + excluded.lines, units = d.units + excluded.units,
    milligrams = d.milligrams + excluded.milligrams, gross_cents = d.gross_cents + excluded.gross_cents,
    discount_cents = d.discount_cents + excluded.discount_cents, net_cents = d.net_cents + excluded.net_cents;
$$;
--> statement-breakpoint
-- The facts of a sale its summary rows are keyed by: its local day and hour, cashier, customer and customer type.
CREATE VIEW sale_summary_facts AS
  SELECT s.id AS sale_id, s.status, (s.completed_at AT TIME ZONE lo.time_zone)::date AS day,
    extract(hour FROM s.completed_at AT TIME ZONE lo.time_zone)::int AS hour,
    s.cashier_id, s.customer_id, s.customer_type
  FROM sales s JOIN locations lo ON lo.id = s.location_id;
--> statement-breakpoint
CREATE FUNCTION sale_lines_sale_summaries() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_lines uuid[]; v_signs int[]; v_refunded int[]; v_days date[]; v_hours int[]; v_cashiers uuid[];
  v_customers uuid[]; v_types text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.id), array_agg(1), array_agg(n.refunded_quantity), array_agg(f.day), array_agg(f.hour),
      array_agg(f.cashier_id), array_agg(f.customer_id), array_agg(f.customer_type)
    INTO v_lines, v_signs, v_refunded, v_days, v_hours, v_cashiers, v_customers, v_types
    FROM new_rows n JOIN sale_summary_facts f ON f.sale_id = n.sale_id
    WHERE f.status <> 'VOIDED';
  ELSE
    -- A refund: the line leaves with its old refunded units and comes back with the new ones.
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
  END IF;
  IF v_lines IS NOT NULL THEN
    PERFORM sale_summaries_apply(v_lines, v_signs, v_refunded, v_days, v_hours, v_cashiers, v_customers, v_types);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sale_lines_sale_summaries_insert AFTER INSERT ON sale_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sale_lines_sale_summaries();
--> statement-breakpoint
CREATE TRIGGER sale_lines_sale_summaries_update AFTER UPDATE ON sale_lines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sale_lines_sale_summaries();
--> statement-breakpoint
CREATE FUNCTION sales_sale_summaries() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_lines uuid[]; v_signs int[]; v_refunded int[]; v_days date[]; v_hours int[]; v_cashiers uuid[];
  v_customers uuid[]; v_types text[];
BEGIN
  WITH moved AS (
    SELECT o.*, n.status AS n_status, n.completed_at AS n_completed_at, n.location_id AS n_location_id,
      n.cashier_id AS n_cashier_id, n.customer_id AS n_customer_id, n.customer_type AS n_customer_type
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.status = 'VOIDED') <> (n.status = 'VOIDED') OR n.completed_at <> o.completed_at
      OR n.location_id <> o.location_id OR n.cashier_id <> o.cashier_id OR n.customer_id <> o.customer_id
      OR n.customer_type <> o.customer_type
  ), sides AS (
    SELECT m.id, -1 AS sign, (m.completed_at AT TIME ZONE lo.time_zone)::date AS day,
      extract(hour FROM m.completed_at AT TIME ZONE lo.time_zone)::int AS hour, m.cashier_id, m.customer_id,
      m.customer_type
    FROM moved m JOIN locations lo ON lo.id = m.location_id WHERE m.status <> 'VOIDED'
    UNION ALL
    SELECT m.id, 1, (m.n_completed_at AT TIME ZONE lo.time_zone)::date,
      extract(hour FROM m.n_completed_at AT TIME ZONE lo.time_zone)::int, m.n_cashier_id, m.n_customer_id,
      m.n_customer_type
    FROM moved m JOIN locations lo ON lo.id = m.n_location_id WHERE m.n_status <> 'VOIDED'
  )
  SELECT array_agg(l.id), array_agg(s.sign), array_agg(l.refunded_quantity), array_agg(s.day), array_agg(s.hour),
    array_agg(s.cashier_id), array_agg(s.customer_id), array_agg(s.customer_type)
  INTO v_lines, v_signs, v_refunded, v_days, v_hours, v_cashiers, v_customers, v_types
  FROM sides s JOIN sale_lines l ON l.sale_id = s.id;
  IF v_lines IS NOT NULL THEN
    PERFORM sale_summaries_apply(v_lines, v_signs, v_refunded, v_days, v_hours, v_cashiers, v_customers, v_types);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sales_sale_summaries AFTER UPDATE ON sales
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_sale_summaries();
--> statement-breakpoint
CREATE FUNCTION sale_summaries_rebuild(p_location uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_lines uuid[]; v_signs int[]; v_refunded int[]; v_days date[]; v_hours int[]; v_cashiers uuid[];
  v_customers uuid[]; v_types text[];
BEGIN
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
--> statement-breakpoint
SELECT sale_summaries_rebuild(id) FROM locations;
