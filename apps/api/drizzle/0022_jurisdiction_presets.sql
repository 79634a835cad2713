ALTER TABLE "customers" ADD COLUMN "medical_card_type" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "limits_none_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "jurisdiction" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "jurisdiction_version" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "medical_minimum_age" integer;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD COLUMN "effective_from" date;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD COLUMN "effective_to" date;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD COLUMN "preset_key" text;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD COLUMN "preset_rate_ppm" integer;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD COLUMN "exempt_card_types" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_preset_key" ON "tax_rates" USING btree ("location_id","preset_key") WHERE "tax_rates"."preset_key" is not null;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_medical_minimum_age_check" CHECK ("locations"."medical_minimum_age" between 18 and 25);--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_effective_order" CHECK ("tax_rates"."effective_to" is null or "tax_rates"."effective_from" is null or "tax_rates"."effective_to" >= "tax_rates"."effective_from");
