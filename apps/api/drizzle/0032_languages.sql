ALTER TABLE "locations" ADD COLUMN "receipt_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_receipt_language_check" CHECK ("locations"."receipt_language" in ('en', 'fr-CA'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'fr-CA'));
