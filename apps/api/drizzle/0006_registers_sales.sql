CREATE TABLE "drawer_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"drawer_session_id" uuid NOT NULL,
	"type" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drawer_movements_type_check" CHECK ("drawer_movements"."type" in ('DROP', 'PAY_IN', 'PAY_OUT')),
	CONSTRAINT "drawer_movements_amount_check" CHECK ("drawer_movements"."amount_cents" > 0)
);--> statement-breakpoint
CREATE TABLE "drawer_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"register_id" uuid NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"opening_float_cents" integer NOT NULL,
	"opened_by" uuid NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	"counts" jsonb,
	"counted_cash_cents" integer,
	"expected_cash_cents" integer,
	"over_short_cents" integer,
	"notes" text,
	CONSTRAINT "drawer_sessions_status_check" CHECK ("drawer_sessions"."status" in ('OPEN', 'CLOSED')),
	CONSTRAINT "drawer_sessions_float_check" CHECK ("drawer_sessions"."opening_float_cents" >= 0),
	CONSTRAINT "drawer_sessions_closed_check" CHECK (("drawer_sessions"."status" = 'OPEN') = ("drawer_sessions"."closed_at" is null) and ("drawer_sessions"."status" = 'OPEN' or "drawer_sessions"."counted_cash_cents" is not null))
);--> statement-breakpoint
CREATE TABLE "registers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "parked_carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"register_id" uuid NOT NULL,
	"customer_id" uuid,
	"label" text,
	"lines" jsonb NOT NULL,
	"discount_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"parked_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"organization_id" uuid NOT NULL,
	"location_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);--> statement-breakpoint
CREATE TABLE "sale_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"sale_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"product_name" text NOT NULL,
	"sku" text NOT NULL,
	"brand_id" uuid,
	"brand_name" text,
	"category_id" uuid,
	"category_name" text,
	"compliance_class" text NOT NULL,
	"unit" text NOT NULL,
	"quantity" integer NOT NULL,
	"refunded_quantity" integer DEFAULT 0 NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"net_weight_mg" integer NOT NULL,
	"thc_mg_per_unit" integer,
	"thc_percent_ppm" integer,
	"gross_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"discounts" jsonb NOT NULL,
	"taxes" jsonb NOT NULL,
	"lots" jsonb NOT NULL,
	CONSTRAINT "sale_lines_quantity_check" CHECK ("sale_lines"."quantity" > 0 and "sale_lines"."refunded_quantity" between 0 and "sale_lines"."quantity")
);--> statement-breakpoint
CREATE TABLE "sale_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"sale_id" uuid NOT NULL,
	"drawer_session_id" uuid NOT NULL,
	"refunded_by" uuid NOT NULL,
	"reason" text NOT NULL,
	"disposition" text NOT NULL,
	"room_id" uuid,
	"net_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"tenders" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_refunds_disposition_check" CHECK ("sale_refunds"."disposition" in ('RESTOCK', 'WRITE_OFF')),
	CONSTRAINT "sale_refunds_total_check" CHECK ("sale_refunds"."total_cents" > 0)
);--> statement-breakpoint
CREATE TABLE "sale_tenders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"sale_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reference" text,
	CONSTRAINT "sale_tenders_type_check" CHECK ("sale_tenders"."type" in ('CASH', 'DEBIT', 'CREDIT', 'OTHER')),
	CONSTRAINT "sale_tenders_amount_check" CHECK ("sale_tenders"."amount_cents" > 0)
);--> statement-breakpoint
CREATE TABLE "sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"register_id" uuid NOT NULL,
	"drawer_session_id" uuid NOT NULL,
	"cashier_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"receipt_number" integer,
	"status" text DEFAULT 'COMPLETED' NOT NULL,
	"customer_type" text NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"rounding_cents" integer DEFAULT 0 NOT NULL,
	"change_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"discount_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"pricing" jsonb NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" uuid,
	"void_reason" text,
	CONSTRAINT "sales_status_check" CHECK ("sales"."status" in ('COMPLETED', 'VOIDED', 'REFUNDED', 'PARTIALLY_REFUNDED')),
	CONSTRAINT "sales_amounts_check" CHECK ("sales"."total_cents" >= 0 and "sales"."change_cents" >= 0 and "sales"."refunded_cents" between 0 and "sales"."total_cents")
);--> statement-breakpoint
CREATE INDEX "drawer_movements_session_idx" ON "drawer_movements" USING btree ("drawer_session_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "drawer_sessions_one_open_key" ON "drawer_sessions" USING btree ("register_id") WHERE "drawer_sessions"."status" = 'OPEN';--> statement-breakpoint
CREATE UNIQUE INDEX "drawer_sessions_location_id_key" ON "drawer_sessions" USING btree ("location_id","id");--> statement-breakpoint
CREATE INDEX "drawer_sessions_location_opened_idx" ON "drawer_sessions" USING btree ("organization_id","location_id","opened_at");--> statement-breakpoint
CREATE INDEX "drawer_sessions_register_idx" ON "drawer_sessions" USING btree ("register_id","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registers_location_name_key" ON "registers" USING btree ("organization_id","location_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "registers_location_id_key" ON "registers" USING btree ("location_id","id");--> statement-breakpoint
CREATE INDEX "parked_carts_register_idx" ON "parked_carts" USING btree ("register_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_lines_sale_position_key" ON "sale_lines" USING btree ("sale_id","position");--> statement-breakpoint
CREATE INDEX "sale_refunds_sale_idx" ON "sale_refunds" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "sale_refunds_drawer_idx" ON "sale_refunds" USING btree ("drawer_session_id");--> statement-breakpoint
CREATE INDEX "sale_refunds_location_created_idx" ON "sale_refunds" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_tenders_sale_position_key" ON "sale_tenders" USING btree ("sale_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_location_receipt_key" ON "sales" USING btree ("location_id","receipt_number");--> statement-breakpoint
CREATE INDEX "sales_location_completed_idx" ON "sales" USING btree ("organization_id","location_id","completed_at");--> statement-breakpoint
CREATE INDEX "sales_cashier_completed_idx" ON "sales" USING btree ("location_id","cashier_id","completed_at");--> statement-breakpoint
CREATE INDEX "sales_customer_completed_idx" ON "sales" USING btree ("customer_id","completed_at");--> statement-breakpoint
CREATE INDEX "sales_drawer_idx" ON "sales" USING btree ("drawer_session_id");--> statement-breakpoint
ALTER TABLE "drawer_movements" ADD CONSTRAINT "drawer_movements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_movements" ADD CONSTRAINT "drawer_movements_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_movements" ADD CONSTRAINT "drawer_movements_drawer_session_id_drawer_sessions_id_fk" FOREIGN KEY ("drawer_session_id") REFERENCES "public"."drawer_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_movements" ADD CONSTRAINT "drawer_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD CONSTRAINT "drawer_sessions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD CONSTRAINT "drawer_sessions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD CONSTRAINT "drawer_sessions_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD CONSTRAINT "drawer_sessions_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD CONSTRAINT "drawer_sessions_register_fk" FOREIGN KEY ("location_id","register_id") REFERENCES "public"."registers"("location_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registers" ADD CONSTRAINT "registers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registers" ADD CONSTRAINT "registers_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parked_carts" ADD CONSTRAINT "parked_carts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parked_carts" ADD CONSTRAINT "parked_carts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parked_carts" ADD CONSTRAINT "parked_carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parked_carts" ADD CONSTRAINT "parked_carts_parked_by_users_id_fk" FOREIGN KEY ("parked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parked_carts" ADD CONSTRAINT "parked_carts_register_fk" FOREIGN KEY ("location_id","register_id") REFERENCES "public"."registers"("location_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_counters" ADD CONSTRAINT "receipt_counters_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_counters" ADD CONSTRAINT "receipt_counters_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_refunds" ADD CONSTRAINT "sale_refunds_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_refunds" ADD CONSTRAINT "sale_refunds_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_refunds" ADD CONSTRAINT "sale_refunds_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_refunds" ADD CONSTRAINT "sale_refunds_drawer_session_id_drawer_sessions_id_fk" FOREIGN KEY ("drawer_session_id") REFERENCES "public"."drawer_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_refunds" ADD CONSTRAINT "sale_refunds_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_refunds" ADD CONSTRAINT "sale_refunds_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_tenders" ADD CONSTRAINT "sale_tenders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_tenders" ADD CONSTRAINT "sale_tenders_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_tenders" ADD CONSTRAINT "sale_tenders_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_drawer_session_id_drawer_sessions_id_fk" FOREIGN KEY ("drawer_session_id") REFERENCES "public"."drawer_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_cashier_id_users_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_register_fk" FOREIGN KEY ("location_id","register_id") REFERENCES "public"."registers"("location_id","id") ON DELETE no action ON UPDATE no action;
