ALTER TABLE "organization_members" ADD COLUMN "welcomed_at" timestamp with time zone;--> statement-breakpoint
-- Members who joined before the staff welcome existed are already at work: it is for those who join from now on.
UPDATE "organization_members" SET "welcomed_at" = "created_at";
