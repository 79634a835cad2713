CREATE TABLE "vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"name" text NOT NULL,
	"payment_terms" text,
	"address" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"license_number" text,
	"license_type" text,
	"license_expiry" date,
	"license_file_key" text,
	"license_file_type" text,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_location_id_key" UNIQUE("location_id","id")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"description" text,
	CONSTRAINT "brands_location_id_key" UNIQUE("location_id","id")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"compliance_class" text NOT NULL,
	CONSTRAINT "categories_location_id_key" UNIQUE("location_id","id"),
	CONSTRAINT "categories_compliance_class_check" CHECK ("categories"."compliance_class" in ('FLOWER','PRE_ROLL','CONCENTRATE','VAPE','EDIBLE','BEVERAGE','TOPICAL','SEED','PLANT','ACCESSORY'))
);
--> statement-breakpoint
CREATE TABLE "priorities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "priorities_location_id_key" UNIQUE("location_id","id"),
	CONSTRAINT "priorities_rank_check" CHECK ("priorities"."rank" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_counts" (
	"location_id" uuid NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "product_counts_location_id_status_pk" PRIMARY KEY("location_id","status")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"description" text,
	"sku" text NOT NULL,
	"barcodes" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_terms" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'PUBLISHED' NOT NULL,
	"brand_id" uuid,
	"category_id" uuid,
	"strain_id" uuid,
	"priority_id" uuid,
	"vendor_id" uuid,
	"tag_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"price_cents" integer NOT NULL,
	"cost_cents" integer,
	"unit" text DEFAULT 'EACH' NOT NULL,
	"net_weight_mg" integer,
	"thc_ppm" integer,
	"cbd_ppm" integer,
	"thc_mcg_per_unit" integer,
	"cbd_mcg_per_unit" integer,
	"image_url" text,
	"image_key" text,
	"reorder_point" integer,
	CONSTRAINT "products_location_id_key" UNIQUE("location_id","id"),
	CONSTRAINT "products_status_check" CHECK ("products"."status" in ('PUBLISHED','ARCHIVED')),
	CONSTRAINT "products_unit_check" CHECK ("products"."unit" in ('EACH','GRAM')),
	CONSTRAINT "products_amounts_check" CHECK ("products"."price_cents" >= 0 and coalesce("products"."cost_cents", 0) >= 0 and coalesce("products"."net_weight_mg", 0) >= 0
          and coalesce("products"."reorder_point", 0) >= 0),
	CONSTRAINT "products_potency_check" CHECK (coalesce("products"."thc_ppm", 0) between 0 and 1000000 and coalesce("products"."cbd_ppm", 0) between 0 and 1000000
          and coalesce("products"."thc_mcg_per_unit", 0) >= 0 and coalesce("products"."cbd_mcg_per_unit", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "strains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	CONSTRAINT "strains_location_id_key" UNIQUE("location_id","id"),
	CONSTRAINT "strains_type_check" CHECK ("strains"."type" in ('INDICA','SATIVA','HYBRID','CBD'))
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_location_id_key" UNIQUE("location_id","id")
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "priorities" ADD CONSTRAINT "priorities_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "priorities" ADD CONSTRAINT "priorities_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_counts" ADD CONSTRAINT "product_counts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_fk" FOREIGN KEY ("location_id","brand_id") REFERENCES "public"."brands"("location_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_fk" FOREIGN KEY ("location_id","category_id") REFERENCES "public"."categories"("location_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_strain_fk" FOREIGN KEY ("location_id","strain_id") REFERENCES "public"."strains"("location_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_priority_fk" FOREIGN KEY ("location_id","priority_id") REFERENCES "public"."priorities"("location_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vendor_fk" FOREIGN KEY ("location_id","vendor_id") REFERENCES "public"."vendors"("location_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strains" ADD CONSTRAINT "strains_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strains" ADD CONSTRAINT "strains_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_location_name_key" ON "vendors" USING btree ("organization_id","location_id",lower("name"));--> statement-breakpoint
CREATE INDEX "vendors_location_expiry_idx" ON "vendors" USING btree ("organization_id","location_id","license_expiry");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_location_name_key" ON "brands" USING btree ("organization_id","location_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "categories_location_name_key" ON "categories" USING btree ("organization_id","location_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "priorities_location_name_key" ON "priorities" USING btree ("organization_id","location_id",lower("name"));--> statement-breakpoint
CREATE INDEX "priorities_location_rank_idx" ON "priorities" USING btree ("organization_id","location_id","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "products_location_sku_key" ON "products" USING btree ("organization_id","location_id","sku" collate "C");--> statement-breakpoint
CREATE INDEX "products_list_idx" ON "products" USING btree ("organization_id","location_id","status",lower("name") collate "C","id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("organization_id","location_id","brand_id","status",lower("name") collate "C","id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("organization_id","location_id","category_id","status",lower("name") collate "C","id");--> statement-breakpoint
CREATE INDEX "products_strain_idx" ON "products" USING btree ("organization_id","location_id","strain_id","status",lower("name") collate "C","id");--> statement-breakpoint
CREATE INDEX "products_priority_idx" ON "products" USING btree ("organization_id","location_id","priority_id","status",lower("name") collate "C","id");--> statement-breakpoint
CREATE INDEX "products_vendor_idx" ON "products" USING btree ("organization_id","location_id","vendor_id","status",lower("name") collate "C","id");--> statement-breakpoint
CREATE INDEX "products_tag_ids_idx" ON "products" USING gin ("tag_ids");--> statement-breakpoint
CREATE INDEX "products_search_terms_idx" ON "products" USING gin ("search_terms");--> statement-breakpoint
CREATE UNIQUE INDEX "strains_location_name_key" ON "strains" USING btree ("organization_id","location_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tags_location_name_key" ON "tags" USING btree ("organization_id","location_id",lower("name"));