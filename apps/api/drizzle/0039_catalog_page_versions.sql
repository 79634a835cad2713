-- A catalog page's whole answer is kept by each API process while its location's product_list_versions row stands
-- (products.list.ts, decision 0047). Until now the version moved when a product was written (0007), which moves the
-- list's order, totals and search rows; a page's cards also change when a brand, category, strain, priority, vendor
-- or tag they name is renamed, which rewrites product_cards (0017) and left the version alone. So every write to
-- product_cards bumps its location's version too: whoever writes (a product, a lookup's trigger, a rebuild, SQL by
-- hand), the version a page was read at names its content. A product write now bumps twice in its transaction (its
-- own trigger and its cards'): the same row, already locked by that transaction.
-- One bump for the locations given (those that still exist: a location being deleted takes its row with it).
CREATE FUNCTION product_list_versions_bump(location_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_list_versions (location_id, version)
  SELECT l.id, 1 FROM locations l WHERE l.id = ANY(location_ids)
  ON CONFLICT (location_id) DO UPDATE SET version = product_list_versions.version + 1
$$;--> statement-breakpoint
CREATE FUNCTION product_cards_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM product_list_versions_bump(array(SELECT DISTINCT location_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM product_list_versions_bump(array(SELECT DISTINCT location_id FROM old_rows));
  ELSE
    PERFORM product_list_versions_bump(array(SELECT location_id FROM new_rows UNION SELECT location_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_cards_version_insert AFTER INSERT ON product_cards
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_version_bump();--> statement-breakpoint
CREATE TRIGGER product_cards_version_update AFTER UPDATE ON product_cards
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_version_bump();--> statement-breakpoint
CREATE TRIGGER product_cards_version_delete AFTER DELETE ON product_cards
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_version_bump();
--> statement-breakpoint
-- Every API process listens on verdant_versions (lib/version-notices.ts): a moved version is said at its commit, so
-- a process keeping answers of that version learns at once that they are stale, without reading the row on every
-- request. Identical notices of one transaction are sent once; a product write's two bumps send two.
CREATE FUNCTION product_list_versions_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('verdant_versions', 'product_list:' || NEW.location_id || ':' || NEW.version);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_list_versions_notify AFTER INSERT OR UPDATE ON product_list_versions
  FOR EACH ROW EXECUTE FUNCTION product_list_versions_notify();
