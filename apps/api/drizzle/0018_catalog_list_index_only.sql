DROP INDEX "products_list_idx";--> statement-breakpoint
DROP INDEX "products_brand_idx";--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_strain_idx";--> statement-breakpoint
DROP INDEX "products_priority_idx";--> statement-breakpoint
DROP INDEX "products_vendor_idx";--> statement-breakpoint
CREATE INDEX "products_list_idx" ON "products" USING btree ("organization_id","location_id","status",lower("name") collate "C","id","name");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("organization_id","location_id","brand_id","status",lower("name") collate "C","id","name");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("organization_id","location_id","category_id","status",lower("name") collate "C","id","name");--> statement-breakpoint
CREATE INDEX "products_strain_idx" ON "products" USING btree ("organization_id","location_id","strain_id","status",lower("name") collate "C","id","name");--> statement-breakpoint
CREATE INDEX "products_priority_idx" ON "products" USING btree ("organization_id","location_id","priority_id","status",lower("name") collate "C","id","name");--> statement-breakpoint
CREATE INDEX "products_vendor_idx" ON "products" USING btree ("organization_id","location_id","vendor_id","status",lower("name") collate "C","id","name");