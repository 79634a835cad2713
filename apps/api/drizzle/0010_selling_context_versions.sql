CREATE TABLE "selling_context_versions" (
	"location_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "selling_context_versions" ADD CONSTRAINT "selling_context_versions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- selling_context_versions is kept by statement-level triggers: any insert, update or delete of what a sale reads of
-- its location besides the products bumps that location's version, so a process may keep the register's selling
-- context (settings, discounts, tax groups and rates, registers and their rooms) for as long as the version stands.
CREATE FUNCTION selling_context_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV[0] is the table's location column; rows of a location being deleted are skipped (cascade removes all).
  EXECUTE format($sql$
    INSERT INTO selling_context_versions (location_id, version)
    SELECT DISTINCT r.%1$I, 1 FROM %2$I r
    WHERE EXISTS (SELECT 1 FROM locations l WHERE l.id = r.%1$I)
    ON CONFLICT (location_id) DO UPDATE SET version = selling_context_versions.version + 1
  $sql$, TG_ARGV[0], CASE TG_OP WHEN 'DELETE' THEN 'old_rows' ELSE 'new_rows' END);
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  source record;
BEGIN
  FOR source IN SELECT * FROM (VALUES
    ('locations', 'id'), ('discounts', 'location_id'), ('discount_settings', 'location_id'),
    ('tax_groups', 'location_id'), ('tax_rates', 'location_id'), ('tax_group_assignments', 'location_id'),
    ('registers', 'location_id'), ('rooms', 'location_id')) AS s(name, location_column)
  LOOP
    EXECUTE format('CREATE TRIGGER %1$s_selling_context_insert AFTER INSERT ON %1$I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION selling_context_bump(%2$L)', source.name, source.location_column);
    EXECUTE format('CREATE TRIGGER %1$s_selling_context_update AFTER UPDATE ON %1$I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION selling_context_bump(%2$L)', source.name, source.location_column);
    EXECUTE format('CREATE TRIGGER %1$s_selling_context_delete AFTER DELETE ON %1$I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION selling_context_bump(%2$L)', source.name, source.location_column);
  END LOOP;
END
$$;
