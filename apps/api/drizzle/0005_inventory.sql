CREATE TABLE "inventory_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"unit_cost_cents" integer DEFAULT 0 NOT NULL,
	"lot_number" text,
	"package_tag" text,
	"expires_at" date,
	"inventory_status" text DEFAULT 'AVAILABLE' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"receive_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_items_quantity_check" CHECK ("inventory_items"."quantity" >= 0),
	CONSTRAINT "inventory_items_cost_check" CHECK ("inventory_items"."unit_cost_cents" >= 0),
	CONSTRAINT "inventory_items_status_check" CHECK ("inventory_items"."inventory_status" in ('AVAILABLE','QUARANTINE','ON_HOLD','EXPIRED'))
);
--> statement-breakpoint
CREATE TABLE "inventory_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"inventory_id" uuid NOT NULL,
	"delta" integer NOT NULL,
	"quantity_after" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"user_id" uuid,
	"reference_type" text,
	"reference_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_ledger_after_check" CHECK ("inventory_ledger"."quantity_after" >= 0),
	CONSTRAINT "inventory_ledger_reason_check" CHECK ("inventory_ledger"."reason" in ('RECEIVE','SALE','REFUND','VOID','ADJUSTMENT','AUDIT','TRANSFER'))
);
--> statement-breakpoint
CREATE TABLE "purchase_order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purchase_order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"received_quantity" integer DEFAULT 0 NOT NULL,
	"unit_cost_cents" integer NOT NULL,
	CONSTRAINT "purchase_order_items_amounts_check" CHECK ("purchase_order_items"."quantity" > 0 and "purchase_order_items"."received_quantity" >= 0 and "purchase_order_items"."unit_cost_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"po_number" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"step" text DEFAULT 'DETAILS' NOT NULL,
	"expected_at" date,
	"notes" text,
	"internal_notes" text,
	"tax_rate_ppm" integer DEFAULT 0 NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"subtotal_cents" integer DEFAULT 0 NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_by" uuid,
	CONSTRAINT "purchase_orders_status_check" CHECK ("purchase_orders"."status" in ('DRAFT','SUBMITTED','PARTIALLY_RECEIVED','RECEIVED','CLOSED','CANCELLED')),
	CONSTRAINT "purchase_orders_step_check" CHECK ("purchase_orders"."step" in ('DETAILS','ITEMS','REVIEW')),
	CONSTRAINT "purchase_orders_amounts_check" CHECK ("purchase_orders"."tax_rate_ppm" between 0 and 1000000 and "purchase_orders"."subtotal_cents" >= 0 and "purchase_orders"."tax_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "receive_order_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"receive_order_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receive_order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"receive_order_id" uuid NOT NULL,
	"purchase_order_item_id" uuid,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cost_cents" integer NOT NULL,
	"room_id" uuid,
	"lot_number" text,
	"package_tag" text,
	"expires_at" date,
	"inventory_id" uuid,
	CONSTRAINT "receive_order_items_amounts_check" CHECK ("receive_order_items"."quantity" > 0 and "receive_order_items"."unit_cost_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "receive_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purchase_order_id" uuid,
	"vendor_id" uuid,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"received_at" date,
	"notes" text,
	"processed_at" timestamp with time zone,
	"created_by" uuid,
	CONSTRAINT "receive_orders_status_check" CHECK ("receive_orders"."status" in ('PENDING','RECEIVED','PROCESSING','COMPLETED','CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"organization_id" uuid NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status_code" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_organization_id_key_route_pk" PRIMARY KEY("organization_id","key","route")
);
--> statement-breakpoint
-- The (location_id, id) keys come before the foreign keys that reference them.
CREATE UNIQUE INDEX "purchase_orders_location_id_key" ON "purchase_orders" USING btree ("location_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "receive_orders_location_id_key" ON "receive_orders" USING btree ("location_id","id");--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_product_fk" FOREIGN KEY ("location_id","product_id") REFERENCES "public"."products"("location_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_ledger" ADD CONSTRAINT "inventory_ledger_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_ledger" ADD CONSTRAINT "inventory_ledger_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_ledger" ADD CONSTRAINT "inventory_ledger_inventory_id_inventory_items_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventory_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_ledger" ADD CONSTRAINT "inventory_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD CONSTRAINT "purchase_order_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD CONSTRAINT "purchase_order_items_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD CONSTRAINT "purchase_order_items_order_fk" FOREIGN KEY ("location_id","purchase_order_id") REFERENCES "public"."purchase_orders"("location_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD CONSTRAINT "purchase_order_items_product_fk" FOREIGN KEY ("location_id","product_id") REFERENCES "public"."products"("location_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_vendor_fk" FOREIGN KEY ("location_id","vendor_id") REFERENCES "public"."vendors"("location_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receive_order_attachments" ADD CONSTRAINT "receive_order_attachments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receive_order_attachments" ADD CONSTRAINT "receive_order_attachments_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receive_order_attachments" ADD CONSTRAINT "receive_order_attachments_order_fk" FOREIGN KEY ("location_id","receive_order_id") REFERENCES "public"."receive_orders"("location_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receive_order_items" ADD CONSTRAINT "receive_order_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receive_order_items" ADD CONSTRAINT "receive_order_items_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receive_order_items" ADD CONSTRAINT "receive_order_items_purchase_order_item_id_purchase_order_items_id_fk" FOREIGN KEY ("purchase_order_item_id") REFERENCES "public"."purchase_order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receive_order_items" ADD CONSTRAINT "receive_order_items_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receive_order_items" ADD CONSTRAINT "receive_order_items_inventory_id_inventory_items_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receive_order_items" ADD CONSTRAINT "receive_order_items_order_fk" FOREIGN KEY ("location_id","receive_order_id") REFERENCES "public"."receive_orders"("location_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receive_order_items" ADD CONSTRAINT "receive_order_items_product_fk" FOREIGN KEY ("location_id","product_id") REFERENCES "public"."products"("location_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receive_orders" ADD CONSTRAINT "receive_orders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receive_orders" ADD CONSTRAINT "receive_orders_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receive_orders" ADD CONSTRAINT "receive_orders_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receive_orders" ADD CONSTRAINT "receive_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receive_orders" ADD CONSTRAINT "receive_orders_vendor_fk" FOREIGN KEY ("location_id","vendor_id") REFERENCES "public"."vendors"("location_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_items_list_idx" ON "inventory_items" USING btree ("organization_id","location_id","received_at","id");--> statement-breakpoint
CREATE INDEX "inventory_items_room_idx" ON "inventory_items" USING btree ("location_id","room_id","received_at","id");--> statement-breakpoint
CREATE INDEX "inventory_items_status_idx" ON "inventory_items" USING btree ("location_id","inventory_status","received_at","id");--> statement-breakpoint
CREATE INDEX "inventory_items_product_idx" ON "inventory_items" USING btree ("location_id","product_id");--> statement-breakpoint
CREATE INDEX "inventory_items_expiry_idx" ON "inventory_items" USING btree ("location_id","expires_at");--> statement-breakpoint
CREATE INDEX "inventory_items_lot_number_idx" ON "inventory_items" USING btree ("location_id",lower("lot_number") collate "C");--> statement-breakpoint
CREATE INDEX "inventory_items_package_tag_idx" ON "inventory_items" USING btree ("location_id",lower("package_tag") collate "C");--> statement-breakpoint
CREATE INDEX "inventory_ledger_item_idx" ON "inventory_ledger" USING btree ("inventory_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inventory_ledger_reference_idx" ON "inventory_ledger" USING btree ("reference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_items_product_key" ON "purchase_order_items" USING btree ("purchase_order_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_location_number_key" ON "purchase_orders" USING btree ("location_id",lower("po_number"));--> statement-breakpoint
CREATE INDEX "purchase_orders_list_idx" ON "purchase_orders" USING btree ("organization_id","location_id","created_at","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_status_idx" ON "purchase_orders" USING btree ("location_id","status","created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_vendor_idx" ON "purchase_orders" USING btree ("location_id","vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "receive_order_attachments_order_idx" ON "receive_order_attachments" USING btree ("receive_order_id","created_at");--> statement-breakpoint
CREATE INDEX "receive_order_items_order_idx" ON "receive_order_items" USING btree ("receive_order_id","created_at");--> statement-breakpoint
CREATE INDEX "receive_order_items_product_idx" ON "receive_order_items" USING btree ("location_id","product_id");--> statement-breakpoint
CREATE INDEX "receive_orders_list_idx" ON "receive_orders" USING btree ("organization_id","location_id","created_at","id");--> statement-breakpoint
CREATE INDEX "receive_orders_purchase_order_idx" ON "receive_orders" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");