ALTER TABLE "offline_sales" ADD COLUMN "approval" jsonb;--> statement-breakpoint
ALTER TABLE "manager_pins" ADD COLUMN "offline_salt" text;--> statement-breakpoint
ALTER TABLE "manager_pins" ADD COLUMN "offline_key" text;--> statement-breakpoint
ALTER TABLE "manager_pins" ADD COLUMN "offline_iterations" integer;
