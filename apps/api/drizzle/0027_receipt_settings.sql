ALTER TABLE "locations" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "gst_hst_number" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "sellers_permit" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "license_number" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "return_policy" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "card_refunds_in_cash" boolean DEFAULT false NOT NULL;
