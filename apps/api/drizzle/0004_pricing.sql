CREATE TABLE "tax_conflict_resolutions" (
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"winner" text NOT NULL,
	"resolved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_group_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"tax_group_id" uuid NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"category_id" uuid,
	"brand_id" uuid,
	"member_tax_group_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_group_assignments_entity_check" CHECK (("tax_group_assignments"."entity_type" = 'CATEGORY' and "tax_group_assignments"."category_id" = "tax_group_assignments"."entity_id")
        or ("tax_group_assignments"."entity_type" = 'BRAND' and "tax_group_assignments"."brand_id" = "tax_group_assignments"."entity_id")
        or ("tax_group_assignments"."entity_type" = 'TAX_GROUP' and "tax_group_assignments"."member_tax_group_id" = "tax_group_assignments"."entity_id" and "tax_group_assignments"."entity_id" <> "tax_group_assignments"."tax_group_id"))
);
--> statement-breakpoint
CREATE TABLE "tax_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"tax_group_id" uuid,
	"name" text NOT NULL,
	"rate_ppm" integer NOT NULL,
	"customer_type" text NOT NULL,
	"compound" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"applies_to" jsonb,
	"previous_tax_rate_id" uuid,
	"next_tax_rate_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_rate_ppm_range" CHECK ("tax_rates"."rate_ppm" between 0 and 1000000),
	CONSTRAINT "tax_rates_standalone_unlinked" CHECK ("tax_rates"."tax_group_id" is not null or ("tax_rates"."previous_tax_rate_id" is null and "tax_rates"."next_tax_rate_id" is null))
);
--> statement-breakpoint
CREATE TABLE "customer_group_members" (
	"customer_id" uuid NOT NULL,
	"customer_group_id" uuid NOT NULL,
	CONSTRAINT "customer_group_members_customer_id_customer_group_id_pk" PRIMARY KEY("customer_id","customer_group_id")
);
--> statement-breakpoint
CREATE TABLE "customer_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"date_of_birth" date NOT NULL,
	"type" text NOT NULL,
	"medical_card_number" text,
	"medical_card_state" text,
	"medical_card_expiry" date,
	"notes" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_settings" (
	"location_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"combination_mode" text DEFAULT 'APPLY_ALL' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"description" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"starts_at" text,
	"ends_at" text,
	"availability" jsonb,
	"rules_saved_at" timestamp with time zone,
	"scope" text,
	"scope_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"customer_group_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"min_quantity" integer,
	"min_subtotal_cents" integer,
	"amount" jsonb,
	"position" integer NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_confirmed_complete" CHECK ("discounts"."status" = 'DRAFT' or ("discounts"."rules_saved_at" is not null and "discounts"."amount" is not null))
);
--> statement-breakpoint
ALTER TABLE "tax_conflict_resolutions" ADD CONSTRAINT "tax_conflict_resolutions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_conflict_resolutions" ADD CONSTRAINT "tax_conflict_resolutions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_conflict_resolutions" ADD CONSTRAINT "tax_conflict_resolutions_product_fk" FOREIGN KEY ("location_id","product_id") REFERENCES "public"."products"("location_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_group_assignments" ADD CONSTRAINT "tax_group_assignments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_group_assignments" ADD CONSTRAINT "tax_group_assignments_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_group_assignments" ADD CONSTRAINT "tax_group_assignments_tax_group_id_tax_groups_id_fk" FOREIGN KEY ("tax_group_id") REFERENCES "public"."tax_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_group_assignments" ADD CONSTRAINT "tax_group_assignments_member_tax_group_id_tax_groups_id_fk" FOREIGN KEY ("member_tax_group_id") REFERENCES "public"."tax_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_group_assignments" ADD CONSTRAINT "tax_group_assignments_category_fk" FOREIGN KEY ("location_id","category_id") REFERENCES "public"."categories"("location_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_group_assignments" ADD CONSTRAINT "tax_group_assignments_brand_fk" FOREIGN KEY ("location_id","brand_id") REFERENCES "public"."brands"("location_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_groups" ADD CONSTRAINT "tax_groups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_groups" ADD CONSTRAINT "tax_groups_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_tax_group_id_tax_groups_id_fk" FOREIGN KEY ("tax_group_id") REFERENCES "public"."tax_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_previous_tax_rate_id_tax_rates_id_fk" FOREIGN KEY ("previous_tax_rate_id") REFERENCES "public"."tax_rates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_next_tax_rate_id_tax_rates_id_fk" FOREIGN KEY ("next_tax_rate_id") REFERENCES "public"."tax_rates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_group_members" ADD CONSTRAINT "customer_group_members_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_group_members" ADD CONSTRAINT "customer_group_members_customer_group_id_customer_groups_id_fk" FOREIGN KEY ("customer_group_id") REFERENCES "public"."customer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_groups" ADD CONSTRAINT "customer_groups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_groups" ADD CONSTRAINT "customer_groups_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_settings" ADD CONSTRAINT "discount_settings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_settings" ADD CONSTRAINT "discount_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_conflict_resolutions_product_key" ON "tax_conflict_resolutions" USING btree ("location_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_group_assignments_entity_key" ON "tax_group_assignments" USING btree ("location_id","entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "tax_group_assignments_group_idx" ON "tax_group_assignments" USING btree ("tax_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_groups_location_name_key" ON "tax_groups" USING btree ("location_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_previous_key" ON "tax_rates" USING btree ("previous_tax_rate_id") WHERE "tax_rates"."previous_tax_rate_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_next_key" ON "tax_rates" USING btree ("next_tax_rate_id") WHERE "tax_rates"."next_tax_rate_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_group_head_key" ON "tax_rates" USING btree ("tax_group_id") WHERE "tax_rates"."tax_group_id" is not null and "tax_rates"."previous_tax_rate_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_group_tail_key" ON "tax_rates" USING btree ("tax_group_id") WHERE "tax_rates"."tax_group_id" is not null and "tax_rates"."next_tax_rate_id" is null;--> statement-breakpoint
CREATE INDEX "tax_rates_location_name_idx" ON "tax_rates" USING btree ("location_id","name");--> statement-breakpoint
CREATE INDEX "customer_group_members_group_idx" ON "customer_group_members" USING btree ("customer_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_groups_org_name_key" ON "customer_groups" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "customers_org_email_key" ON "customers" USING btree ("organization_id","email") WHERE "customers"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_org_phone_key" ON "customers" USING btree ("organization_id","phone") WHERE "customers"."phone" is not null;--> statement-breakpoint
CREATE INDEX "customers_org_name_idx" ON "customers" USING btree ("organization_id",lower("last_name"),lower("first_name"));--> statement-breakpoint
CREATE INDEX "customers_org_created_idx" ON "customers" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_location_code_key" ON "discounts" USING btree ("location_id",upper("code")) WHERE "discounts"."code" is not null;--> statement-breakpoint
CREATE INDEX "discounts_location_position_idx" ON "discounts" USING btree ("location_id","position");--> statement-breakpoint
CREATE INDEX "discounts_customer_groups_idx" ON "discounts" USING gin ("customer_group_ids");